import { DEFAULT_LOCALE } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

/** Every word of the staff invitation, in one place: issue 31 puts the French beside it. */
export const STAFF_INVITATION_COPY = {
  subject: (tenant: string) => `You are invited to the ${tenant} staff console`,
  greeting: (name: string) => `Hi ${name},`,
  body: (inviter: string, tenant: string) =>
    `${inviter} invited you to receive orders and reservations for ${tenant}. To choose your password, open this link:`,
  action: 'Choose your password',
  validity: (days: number, email: string) =>
    `The link works once, for ${days} days. Afterwards you sign in at the staff console with your email (${email}) and that password.`,
} as const;

/** The invitation an owner sends a new staff member: a link to choose their password. */
export function staffInvitationMail(
  tenant: { id: string; name: string },
  invitee: { name: string; email: string },
  inviterName: string,
  link: string,
  validDays: number,
): MailMessage {
  const copy = STAFF_INVITATION_COPY;
  return {
    tenantId: tenant.id,
    kind: 'staff-invitation',
    fromName: tenant.name,
    to: invitee.email,
    subject: copy.subject(tenant.name),
    content: {
      locale: DEFAULT_LOCALE,
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
