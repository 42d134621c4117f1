import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { thumbnailSourceOf } from '@storefront/domain';
import { z } from 'zod';
import { BoundedCache } from '../../db/bounded-cache';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { findImage, makeThumbnail } from './media.service';

const mediaParams = z.object({ file: z.string().max(64) });
const thumbnailParams = z.object({ '*': z.string().max(128) });

/** How long a browser keeps an image: an upload's address never changes; the demo's files may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MONTH = 'public, max-age=2592000';

/**
 * GET /media/<id>.<jpg|webp>: an uploaded image of the Host's tenant; its address never changes.
 * GET /thumbs/<photo's WebP address>: its square thumbnail (decision 0105), made once per process.
 */
export async function mediaRoutes(app: FastifyInstance, { imagesDir }: { imagesDir: string }): Promise<void> {
  app.get('/media/:file', async (request, reply) => {
    const { file } = parse(mediaParams, request.params);
    const image = await findImage(app.db.kysely, requireTenant(request).id, file);
    if (!image) throw notFound('Image');
    return reply.type(image.content_type).header('cache-control', IMMUTABLE).send(Buffer.from(image.bytes));
  });

  // Made on the first request and kept: a thumbnail is 3-6 KB, and a menu's photos are few.
  const thumbnails = new BoundedCache<Promise<Buffer | null>>(2_000);
  app.get('/thumbs/*', async (request, reply) => {
    const source = thumbnailSourceOf(`/${parse(thumbnailParams, request.params)['*']}`);
    if (!source) throw notFound('Image');
    const tenantId = requireTenant(request).id;
    // An upload is its tenant's alone; the demo's files are anyone's, as under /images.
    const key = source.kind === 'media' ? `${tenantId}/${source.file}` : source.file;
    let made = thumbnails.get(key);
    if (!made) {
      made = (async () => {
        const photo =
          source.kind === 'media'
            ? await findImage(app.db.kysely, tenantId, source.file).then(
                (image) => image && Buffer.from(image.bytes),
              )
            : await fs.readFile(path.join(imagesDir, source.file)).catch(() => undefined);
        return photo ? makeThumbnail(photo) : null;
      })();
      thumbnails.set(key, made);
      // A photo not found (or a failure) is not kept: it may be there on the next request.
      void made.then(
        (thumbnail) => thumbnail === null && thumbnails.delete(key),
        () => thumbnails.delete(key),
      );
    }
    const thumbnail = await made;
    if (!thumbnail) throw notFound('Image');
    return reply
      .type('image/webp')
      .header('cache-control', source.kind === 'media' ? IMMUTABLE : MONTH)
      .send(thumbnail);
  });
}
