/*
 * Which mailbox an email address delivers to (issue 27 item 4): what a first-order offer and a
 * next-order coupon compare, so that `Name+1@example.com` or `n.ame@gmail.com` is not a new customer.
 * Case never matters, a `+tag` after the local part is the same mailbox, and at Gmail (and its
 * googlemail.com alias) dots in the local part are ignored. Anything that is not one address is only
 * trimmed and lower-cased.
 */

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox `email` delivers to, as one comparable string. */
export function mailboxOf(email: string): string {
  const text = email.trim().toLowerCase();
  const parts = text.split('@');
  if (parts.length !== 2) return text;
  const [local = '', domain = ''] = parts;
  const plus = local.indexOf('+');
  let mailbox = plus > 0 ? local.slice(0, plus) : local;
  if (!GMAIL_DOMAINS.has(domain)) return `${mailbox}@${domain}`;
  mailbox = mailbox.replaceAll('.', '');
  return mailbox === '' ? text : `${mailbox}@gmail.com`;
}

/** Whether two addresses deliver to the same mailbox (two blanks are no one's). */
export const sameMailbox = (a: string, b: string): boolean => {
  const mailbox = mailboxOf(a);
  return mailbox !== '' && mailbox === mailboxOf(b);
};
