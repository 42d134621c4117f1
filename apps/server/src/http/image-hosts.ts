import type { z } from 'zod';
import { foreignImageIn, imageHostMessage } from '@storefront/domain';
import { badRequest } from './errors';
import { parse } from './validate';

/**
 * The body of an owner's write that may name images (brand, promotions, gift card products, menu
 * items; decision 0071): parsed by its schema, then each https: image's host checked. The schemas
 * already refuse what is never an image ('//host', '/\host', other schemes); which hosts are allowed
 * is the server's configuration (IMAGE_HOSTS), which they cannot see. A refusal names the field as a
 * schema's does: '400 logo: cdn.example.com is not an allowed image host…'. Called after the owner
 * check, so staff still get their 403 before the body is read.
 */
export function parseOwnerWrite<S extends z.ZodType>(
  schema: S,
  body: unknown,
  allowedHosts: readonly string[],
): z.output<S> {
  const input = parse(schema, body);
  const foreign = foreignImageIn(input, allowedHosts);
  if (foreign)
    throw badRequest(`${foreign.path.join('.')}: ${imageHostMessage(foreign.host)}`, 'VALIDATION_FAILED');
  return input;
}
