import { CONTACT_MESSAGES, type contactRequestSchema } from '@storefront/domain';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import { badRequest } from '../../http/errors';
import type { ContactChallenges } from './challenge';
import { insertContactMessage } from './contact.repository';
import type { Executor } from '../../db/executor';

export type ContactInput = z.output<typeof contactRequestSchema>;

/**
 * Keeps the message and addresses it to the tenant's own email; the sender is the reply-to, so the
 * restaurant answers the diner directly.
 */
export async function receiveContactMessage(
  db: Executor,
  challenges: ContactChallenges,
  tenantId: string,
  /** The tenant's own email, which the message is addressed to. */
  receiverEmail: string | null,
  input: ContactInput,
  now: Date,
) {
  if (!challenges.redeem(input.captchaResponse, now.getTime())) throw badRequest(CONTACT_MESSAGES.captcha);
  const message = {
    id: newId(),
    tenant_id: tenantId,
    sender_name: input.senderName,
    sender_email: input.senderEmail,
    sender_telephone: input.senderTelephone,
    subject: input.subject,
    message: input.message,
    receiver_email: receiverEmail,
    created_at: now.toISOString(),
  };
  await insertContactMessage(db, message);
  return message;
}
