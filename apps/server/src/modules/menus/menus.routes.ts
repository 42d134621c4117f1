import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { contentLocale, requireTenant } from '../../plugins/tenant';
import { preferredEncoding } from '../../http/encoding';
import { encodedBody, getMenusDocument } from './menus.service';

const params = z.object({ id: z.string() });
const query = z.object({
  onlineOrdering: z
    .enum(['true', 'false'], { message: "onlineOrdering must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.get('/restaurants/:id/menus', async (request, reply) => {
    const { id } = parse(params, request.params);
    const { onlineOrdering } = parse(query, request.query);
    const doc = await getMenusDocument(
      app.db.kysely,
      app.menusCache,
      requireTenant(request).id,
      id,
      onlineOrdering,
      contentLocale(request),
    );
    reply
      .header('etag', doc.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language');
    if (request.headers['if-none-match'] === doc.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    // Served pre-compressed: the document is compressed once per menu version, not per request.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(doc.json);
    return reply.header('content-encoding', encoding).send(await encodedBody(doc, encoding));
  });
}
