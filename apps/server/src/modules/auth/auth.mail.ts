import type { CopyByLocale, Locale } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

/*
 * The account mails (decision 0088: HTML in the tenant's brand, with a text part): a member's, and
 * the staff invitation's (staff-accounts.mail.ts), which is laid out as they are.
 */

interface Recipient {
  tenantId: string;
  tenantName: string;
  email: string;
  firstName: string;
  /** A member's language, else the request's (issue 31); a staff member's: the tenant's default. */
  locale: Locale;
}

/** Every word of the account mails, in one place per language (decision 0091). */
const ENGLISH = {
  greeting: (firstName: string) => `Hi ${firstName || 'there'},`,
  reset: {
    subject: (tenant: string) => `Reset your ${tenant} password`,
    body: (tenant: string) =>
      `Someone asked to reset the password of your ${tenant} account. To choose a new password, open this link:`,
    action: 'Choose a new password',
    validity: (minutes: number) =>
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  },
  welcome: {
    subject: (tenant: string) => `Welcome to ${tenant}`,
    body: (tenant: string) =>
      `Thank you for joining ${tenant}. Your profile, order history, coupons and gift cards are waiting at:`,
    action: 'Open your profile',
    orderOnline: (url: string) => `Order online at ${url}`,
  },
};

export const AUTH_MAIL_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    greeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    reset: {
      subject: (tenant: string) => `Réinitialisez votre mot de passe ${tenant}`,
      body: (tenant: string) =>
        `Quelqu’un a demandé de réinitialiser le mot de passe de votre compte ${tenant}. Pour choisir un nouveau mot de passe, ouvrez ce lien :`,
      action: 'Choisir un nouveau mot de passe',
      validity: (minutes: number) =>
        `Le lien fonctionne une seule fois, pendant ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce courriel : votre mot de passe reste le même.`,
    },
    welcome: {
      subject: (tenant: string) => `Bienvenue chez ${tenant}`,
      body: (tenant: string) =>
        `Merci de vous être inscrit chez ${tenant}. Votre profil, l’historique de vos commandes, vos coupons et vos cartes-cadeaux vous attendent à :`,
      action: 'Ouvrir votre profil',
      orderOnline: (url: string) => `Commandez en ligne à ${url}`,
    },
  },
};

/** What an account mail says of the tenant before its link, and the link's label. */
interface AccountMailCopy {
  subject: (tenant: string) => string;
  body: (tenant: string) => string;
  action: string;
}

/** An account mail: the greeting, what it is about, its link, and one word after. */
export function accountMail(
  to: Recipient,
  kind: string,
  copy: AccountMailCopy,
  url: string,
  after: string,
): MailMessage {
  const body = copy.body(to.tenantName);
  return {
    tenantId: to.tenantId,
    kind,
    fromName: to.tenantName,
    to: to.email,
    subject: copy.subject(to.tenantName),
    content: {
      locale: to.locale,
      preview: body,
      greeting: AUTH_MAIL_COPY[to.locale].greeting(to.firstName),
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'action', label: copy.action, url, bare: true },
        { kind: 'paragraph', text: after },
      ],
    },
  };
}

export function passwordResetMail(to: Recipient, link: string, validMinutes: number): MailMessage {
  const copy = AUTH_MAIL_COPY[to.locale].reset;
  return accountMail(to, 'password-reset', copy, link, copy.validity(validMinutes));
}

export function welcomeMail(to: Recipient, origin: string): MailMessage {
  const copy = AUTH_MAIL_COPY[to.locale].welcome;
  return accountMail(to, 'welcome', copy, `${origin}/profile`, copy.orderOnline(`${origin}/menus`));
}
