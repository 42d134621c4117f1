import { signedInOwner } from '../../plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_IMAGE_KINDS, OWNER_CONSOLE_MESSAGES } from '@storefront/domain';
import { z } from 'zod';
import { readImageUpload } from '../../http/uploads';
import { parse } from '../../http/validate';
import { uploadConsoleImage } from './media.service';

const imageQuery = z.object({
  kind: z.enum(CONSOLE_IMAGE_KINDS, { message: OWNER_CONSOLE_MESSAGES.imageKind }),
});

/**
 * POST /api/staff/images?kind=logo (owner only): an uploaded image as the photo the storefront
 * serves (`/media/…`), for the form that will save its address.
 */
export async function mediaStaffRoutes(app: FastifyInstance): Promise<void> {
  app.post('/images', async (request, reply) => {
    const principal = signedInOwner(request);
    const { kind } = parse(imageQuery, request.query);
    const upload = await readImageUpload(request);
    return reply
      .status(201)
      .send(await uploadConsoleImage(app.db.kysely, principal, kind, upload, app.now()));
  });
}
