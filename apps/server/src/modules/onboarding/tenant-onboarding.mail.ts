import type { CopyByLocale, Locale } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

const ENGLISH = {
  fromName: 'Storefront',
  subject: (tenant: string) => `Welcome to Storefront: set up ${tenant}`,
  greeting: (name: string) => `Hi ${name},`,
  welcome: (tenant: string) =>
    `Welcome to Storefront! ${tenant} now has its own online ordering site, and you are its owner.`,
  choose: 'First, choose your password by opening this link:',
  chooseAction: 'Choose your password',
  validity: (days: number) =>
    `The link works once, for ${days} days. Then finish setting up in the owner console:`,
  consoleAction: 'Open the owner console',
  what: 'There you add your menus and photos, your opening hours and holidays, delivery, promotions and your brand’s look. Until a menu is added, your site tells diners it is coming soon.',
  signIn: (email: string) => `You sign in with your email (${email}) and the password you choose.`,
};

/** Every word of the owner's welcome, in one place per language (decision 0091). */
export const OWNER_WELCOME_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    fromName: 'Storefront',
    subject: (tenant: string) => `Bienvenue sur Storefront : configurez ${tenant}`,
    greeting: (name: string) => `Bonjour ${name},`,
    welcome: (tenant: string) =>
      `Bienvenue sur Storefront! ${tenant} a maintenant son propre site de commande en ligne, et vous en êtes le propriétaire.`,
    choose: 'D’abord, choisissez votre mot de passe en ouvrant ce lien :',
    chooseAction: 'Choisir votre mot de passe',
    validity: (days: number) =>
      `Le lien fonctionne une seule fois, pendant ${days} jours. Terminez ensuite la configuration dans la console du propriétaire :`,
    consoleAction: 'Ouvrir la console du propriétaire',
    what: 'Vous y ajoutez vos menus et vos photos, vos heures d’ouverture et vos congés, la livraison, les promotions et l’allure de votre marque. Tant qu’aucun menu n’est ajouté, votre site annonce aux clients qu’il arrive bientôt.',
    signIn: (email: string) =>
      `Vous vous connectez avec votre courriel (${email}) et le mot de passe que vous choisissez.`,
  },
};

/**
 * The welcome a new brand's owner gets from `npm run tenant -- create`: not a staff member asked to
 * take orders, but the person who will set the storefront up. Both links come from configuration
 * (the tenant's origin): the one to choose a password, and the console where the set-up is finished.
 * In the brand's default language, as every mail to staff.
 */
export function ownerWelcomeMail(
  tenant: { id: string; name: string; defaultLanguage: Locale },
  owner: { name: string; email: string },
  links: { invitation: string; console: string },
  validDays: number,
): MailMessage {
  const locale = tenant.defaultLanguage;
  const copy = OWNER_WELCOME_COPY[locale];
  return {
    tenantId: tenant.id,
    kind: 'owner-invitation',
    fromName: copy.fromName,
    to: owner.email,
    subject: copy.subject(tenant.name),
    content: {
      locale,
      preview: copy.welcome(tenant.name),
      greeting: copy.greeting(owner.name),
      blocks: [
        { kind: 'paragraph', text: copy.welcome(tenant.name) },
        { kind: 'paragraph', text: copy.choose },
        { kind: 'action', label: copy.chooseAction, url: links.invitation, bare: true },
        { kind: 'paragraph', text: copy.validity(validDays) },
        { kind: 'action', label: copy.consoleAction, url: links.console, bare: true },
        { kind: 'paragraph', text: copy.what },
        { kind: 'paragraph', text: copy.signIn(owner.email) },
      ],
      signature: [copy.fromName],
    },
  };
}
