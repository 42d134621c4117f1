import type { CopyByLocale, Locale } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { ContactInput } from './contact.service';

const ENGLISH = {
  fromName: (tenant: string) => `${tenant} website`,
  subject: (subject: string) => `Contact form: ${subject}`,
  preview: (name: string) => `A message from ${name} through the website's contact form`,
  from: 'From',
  phone: 'Phone',
};

/** Every word of the contact mail, in one place per language (decision 0091). */
export const CONTACT_MAIL_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    fromName: (tenant: string) => `Site Web de ${tenant}`,
    subject: (subject: string) => `Formulaire de contact : ${subject}`,
    preview: (name: string) => `Un message de ${name} par le formulaire de contact du site Web`,
    from: 'De',
    phone: 'Téléphone',
  },
};

/**
 * The contact form's message as the restaurant receives it, in the restaurant's default language:
 * replying answers the diner.
 */
export function contactMail(
  tenant: { id: string; name: string; email: string; default_language: Locale },
  input: ContactInput,
): MailMessage {
  const locale = tenant.default_language;
  const copy = CONTACT_MAIL_COPY[locale];
  return {
    tenantId: tenant.id,
    kind: 'contact',
    fromName: copy.fromName(tenant.name),
    to: tenant.email,
    replyTo: input.senderEmail,
    subject: copy.subject(input.subject),
    content: {
      locale,
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
