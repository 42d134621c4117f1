import type { MailMessage } from '../../adapters/mail/mailer';

/* The account mails: what they say, in plain text (every mail client shows it). */

interface Recipient {
  tenantId: string;
  tenantName: string;
  email: string;
  firstName: string;
}

export function passwordResetMail(to: Recipient, link: string, validMinutes: number): MailMessage {
  return {
    tenantId: to.tenantId,
    kind: 'password-reset',
    fromName: to.tenantName,
    to: to.email,
    subject: `Reset your ${to.tenantName} password`,
    text: [
      `Hi ${to.firstName || 'there'},`,
      '',
      `Someone asked to reset the password of your ${to.tenantName} account. To choose a new password, open this link:`,
      '',
      link,
      '',
      `The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join('\n'),
  };
}

export function welcomeMail(to: Recipient, origin: string): MailMessage {
  return {
    tenantId: to.tenantId,
    kind: 'welcome',
    fromName: to.tenantName,
    to: to.email,
    subject: `Welcome to ${to.tenantName}`,
    text: [
      `Hi ${to.firstName},`,
      '',
      `Thank you for joining ${to.tenantName}. Your profile, order history, coupons and gift cards are waiting at:`,
      '',
      `${origin}/profile`,
      '',
      `Order online at ${origin}/menus`,
    ].join('\n'),
  };
}
