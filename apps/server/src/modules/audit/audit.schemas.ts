import { AUDIT_ENTITY_PATTERN, OWNER_CONSOLE_MESSAGES } from '@storefront/domain';
import { z } from 'zod';
import { pageQueryFields } from '../../http/pagination';

export const auditQuerySchema = z.object({
  ...pageQueryFields,
  entity: z.string().regex(AUDIT_ENTITY_PATTERN, OWNER_CONSOLE_MESSAGES.entityInvalid).optional(),
});
