import type { MailMessage } from '../../adapters/mail/mailer';

/* The account mails (decision 0088: HTML in the tenant's brand, with a text part). */

interface Recipient {
  tenantId: string;
  tenantName: string;
  email: string;
  firstName: string;
}

/** Every word of the account mails, in one place: issue 31 puts the French beside it. */
export const AUTH_MAIL_COPY = {
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
} as const;

/** An account mail: the greeting, what it is about, its link, and one word after. */
function accountMail(
  to: Recipient,
  kind: string,
  subject: string,
  body: string,
  action: { label: string; url: string },
  after: string,
): MailMessage {
  return {
    tenantId: to.tenantId,
    kind,
    fromName: to.tenantName,
    to: to.email,
    subject,
    content: {
      preview: body,
      greeting: AUTH_MAIL_COPY.greeting(to.firstName),
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'action', ...action, bare: true },
        { kind: 'paragraph', text: after },
      ],
    },
  };
}

export function passwordResetMail(to: Recipient, link: string, validMinutes: number): MailMessage {
  const copy = AUTH_MAIL_COPY.reset;
  return accountMail(
    to,
    'password-reset',
    copy.subject(to.tenantName),
    copy.body(to.tenantName),
    { label: copy.action, url: link },
    copy.validity(validMinutes),
  );
}

export function welcomeMail(to: Recipient, origin: string): MailMessage {
  const copy = AUTH_MAIL_COPY.welcome;
  return accountMail(
    to,
    'welcome',
    copy.subject(to.tenantName),
    copy.body(to.tenantName),
    { label: copy.action, url: `${origin}/profile` },
    copy.orderOnline(`${origin}/menus`),
  );
}
