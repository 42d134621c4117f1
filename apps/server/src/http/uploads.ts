import type { MultipartFile } from '@fastify/multipart';
import { MENU_CONSOLE_MESSAGES, MENU_PHOTO_MAX_BYTES, MENU_PHOTO_TYPES } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors';

/*
 * An image sent as multipart/form-data (one file field): its bytes, or a 4xx that says what to do.
 * The limits are checked as the file streams in, so an oversized upload is cut off, not buffered.
 */

const tooLarge = () =>
  new HttpError(
    413,
    'PHOTO_TOO_LARGE',
    MENU_CONSOLE_MESSAGES.photoTooLarge(MENU_PHOTO_MAX_BYTES / 1024 / 1024),
  );
const wrongType = () => new HttpError(415, 'PHOTO_TYPE', MENU_CONSOLE_MESSAGES.photoType);

export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw wrongType();
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MENU_PHOTO_MAX_BYTES, files: 1, fields: 10 } });
  } catch {
    throw badRequest(MENU_CONSOLE_MESSAGES.photoMissing, 'PHOTO_MISSING');
  }
  if (!file) throw badRequest(MENU_CONSOLE_MESSAGES.photoMissing, 'PHOTO_MISSING');
  if (!(MENU_PHOTO_TYPES as readonly string[]).includes(file.mimetype)) {
    file.file.resume();
    throw wrongType();
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(MENU_CONSOLE_MESSAGES.photoMissing, 'PHOTO_MISSING');
  }
  if (bytes.length === 0) throw badRequest(MENU_CONSOLE_MESSAGES.photoMissing, 'PHOTO_MISSING');
  return bytes;
}
