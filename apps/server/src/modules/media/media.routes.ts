import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { findImage } from './media.service';

const mediaParams = z.object({ file: z.string().max(64) });

/** GET /media/<id>.<jpg|webp>: an uploaded image of the Host's tenant; its address never changes. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/media/:file', async (request, reply) => {
    const { file } = parse(mediaParams, request.params);
    const image = await findImage(app.db.kysely, requireTenant(request).id, file);
    if (!image) throw notFound('Image');
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.bytes));
  });
}
