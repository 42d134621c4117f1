import type { CopyByLocale, Locale } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

const ENGLISH = {
  subject: (tenant: string) => `You are invited to the ${tenant} staff console`,
  greeting: (name: string) => `Hi ${name},`,
  body: (inviter: string, tenant: string) =>
    `${inviter} invited you to receive orders and reservations for ${tenant}. To choose your password, open this link:`,
  action: 'Choose your password',
  validity: (days: number, email: string) =>
    `The link works once, for ${days} days. Afterwards you sign in at the staff console with your email (${email}) and that password.`,
};

/** Every word of the staff invitation, in one place per language (decision 0091). */
export const STAFF_INVITATION_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    subject: (tenant: string) => `Vous êtes invité à la console du personnel de ${tenant}`,
    greeting: (name: string) => `Bonjour ${name},`,
    body: (inviter: string, tenant: string) =>
      `${inviter} vous a invité à recevoir les commandes et les réservations de ${tenant}. Pour choisir votre mot de passe, ouvrez ce lien :`,
    action: 'Choisir votre mot de passe',
    validity: (days: number, email: string) =>
      `Le lien fonctionne une seule fois, pendant ${days} jours. Ensuite, vous vous connectez à la console du personnel avec votre courriel (${email}) et ce mot de passe.`,
  },
};

/** The invitation an owner sends a new staff member, in the restaurant's default language: a link to choose their password. */
export function staffInvitationMail(
  tenant: { id: string; name: string; default_language: Locale },
  invitee: { name: string; email: string },
  inviterName: string,
  link: string,
  validDays: number,
): MailMessage {
  const locale = tenant.default_language;
  const copy = STAFF_INVITATION_COPY[locale];
  return {
    tenantId: tenant.id,
    kind: 'staff-invitation',
    fromName: tenant.name,
    to: invitee.email,
    subject: copy.subject(tenant.name),
    content: {
      locale,
      preview: copy.body(inviterName, tenant.name),
      greeting: copy.greeting(invitee.name),
      blocks: [
        { kind: 'paragraph', text: copy.body(inviterName, tenant.name) },
        { kind: 'action', label: copy.action, url: link, bare: true },
        { kind: 'paragraph', text: copy.validity(validDays, invitee.email) },
      ],
    },
  };
}
