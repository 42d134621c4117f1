import { DEFAULT_LOCALE } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { ContactInput } from './contact.service';

/** Every word of the contact mail, in one place: issue 31 puts the French beside it. */
export const CONTACT_MAIL_COPY = {
  fromName: (tenant: string) => `${tenant} website`,
  subject: (subject: string) => `Contact form: ${subject}`,
  preview: (name: string) => `A message from ${name} through the website's contact form`,
  from: 'From',
  phone: 'Phone',
} as const;

/** The contact form's message as the restaurant receives it: replying answers the diner. */
export function contactMail(
  tenant: { id: string; name: string; email: string },
  input: ContactInput,
): MailMessage {
  const copy = CONTACT_MAIL_COPY;
  return {
    tenantId: tenant.id,
    kind: 'contact',
    fromName: copy.fromName(tenant.name),
    to: tenant.email,
    replyTo: input.senderEmail,
    subject: copy.subject(input.subject),
    content: {
      locale: DEFAULT_LOCALE,
      preview: copy.preview(input.senderName),
      blocks: [
        {
          kind: 'facts',
          rows: [
            [copy.from, `${input.senderName} <${input.senderEmail}>`],
            [copy.phone, input.senderTelephone],
          ],
        },
        { kind: 'paragraph', text: input.message },
      ],
      signature: [],
    },
  };
}
