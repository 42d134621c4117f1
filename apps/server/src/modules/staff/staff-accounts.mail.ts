import type { CopyByLocale, Locale } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import { accountMail } from '../auth/auth.mail';

const ENGLISH = {
  subject: (tenant: string) => `You are invited to the ${tenant} staff console`,
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
  const copy = STAFF_INVITATION_COPY[tenant.default_language];
  return accountMail(
    {
      tenantId: tenant.id,
      tenantName: tenant.name,
      email: invitee.email,
      firstName: invitee.name,
      locale: tenant.default_language,
    },
    'staff-invitation',
    { ...copy, body: (tenantName) => copy.body(inviterName, tenantName) },
    link,
    copy.validity(validDays, invitee.email),
  );
}
