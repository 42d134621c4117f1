import type { MailMessage } from '../../adapters/mail/mailer';
import type { ContactInput } from './contact.service';

/** The contact form's message as the restaurant receives it: replying answers the diner. */
export function contactMail(
  tenant: { id: string; name: string; email: string },
  input: ContactInput,
): MailMessage {
  return {
    tenantId: tenant.id,
    kind: 'contact',
    fromName: `${tenant.name} website`,
    to: tenant.email,
    replyTo: input.senderEmail,
    subject: `Contact form: ${input.subject}`,
    text: [
      `From: ${input.senderName} <${input.senderEmail}>`,
      `Phone: ${input.senderTelephone}`,
      '',
      input.message,
    ].join('\n'),
  };
}
