import type { MailMessage } from '../../adapters/mail/mailer';

/** The invitation an owner sends a new staff member: a link to choose their password. */
export function staffInvitationMail(
  tenant: { id: string; name: string },
  invitee: { name: string; email: string },
  inviterName: string,
  link: string,
  validDays: number,
): MailMessage {
  return {
    tenantId: tenant.id,
    kind: 'staff-invitation',
    fromName: tenant.name,
    to: invitee.email,
    subject: `You are invited to the ${tenant.name} staff console`,
    text: [
      `Hi ${invitee.name},`,
      '',
      `${inviterName} invited you to receive orders and reservations for ${tenant.name}. To choose your password, open this link:`,
      '',
      link,
      '',
      `The link works once, for ${validDays} days. Afterwards you sign in at the staff console with your email (${invitee.email}) and that password.`,
    ].join('\n'),
  };
}
