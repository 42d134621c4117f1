import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { createThumbnails, findImage } from './media.service';

const mediaParams = z.object({ file: z.string().max(64) });
const thumbnailParams = z.object({ '*': z.string().max(128) });

/** How long a browser keeps an image: an upload's address never changes; the demo's files may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MONTH = 'public, max-age=2592000';

/**
 * GET /media/<id>.<jpg|webp>: an uploaded image of the Host's tenant; its address never changes.
 * GET /thumbs/<photo's WebP address>: its square thumbnail (decision 0105), and GET
 * /thumbs/phone/<photo's WebP address>: its copy for a phone's width (decision 0106); made once per
 * process.
 */
export async function mediaRoutes(app: FastifyInstance, { imagesDir }: { imagesDir: string }): Promise<void> {
  app.get('/media/:file', async (request, reply) => {
    const { file } = parse(mediaParams, request.params);
    const image = await findImage(app.db.kysely, requireTenant(request).id, file);
    if (!image) throw notFound('Image');
    return reply.type(image.content_type).header('cache-control', IMMUTABLE).send(Buffer.from(image.bytes));
  });

  const thumbnails = createThumbnails(app.db.kysely, imagesDir);
  app.get('/thumbs/*', async (request, reply) => {
    const address = `/${parse(thumbnailParams, request.params)['*']}`;
    const thumbnail = await thumbnails.of(requireTenant(request).id, address);
    if (!thumbnail) throw notFound('Image');
    return reply
      .type('image/webp')
      .header('cache-control', thumbnail.upload ? IMMUTABLE : MONTH)
      .send(thumbnail.webp);
  });
}
