import type { MailMessage } from '../../adapters/mail/mailer';

/**
 * The welcome a new brand's owner gets from `npm run tenant -- create`: not a staff member asked to
 * take orders, but the person who will set the storefront up. Both links come from configuration
 * (the tenant's origin): the one to choose a password, and the console where the set-up is finished.
 */
export function ownerWelcomeMail(
  tenant: { id: string; name: string },
  owner: { name: string; email: string },
  links: { invitation: string; console: string },
  validDays: number,
): MailMessage {
  return {
    tenantId: tenant.id,
    kind: 'owner-invitation',
    fromName: 'Storefront',
    to: owner.email,
    subject: `Welcome to Storefront: set up ${tenant.name}`,
    text: [
      `Hi ${owner.name},`,
      '',
      `Welcome to Storefront! ${tenant.name} now has its own online ordering site, and you are its owner.`,
      '',
      'First, choose your password by opening this link:',
      '',
      links.invitation,
      '',
      `The link works once, for ${validDays} days. Then finish setting up in the owner console:`,
      '',
      links.console,
      '',
      'There you add your menus and photos, your opening hours and holidays, delivery, promotions and your brand’s look. Until a menu is added, your site tells diners it is coming soon.',
      '',
      `You sign in with your email (${owner.email}) and the password you choose.`,
    ].join('\n'),
  };
}
