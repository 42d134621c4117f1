import { setupI18n } from '@lingui/core';
import { localizeMessage, type Locale, type MessageCatalogue } from '@storefront/domain';
import { messages as domainFr } from '@storefront/domain/i18n/catalogue/fr';
import { messages as serverFr } from './catalogue/fr';

/*
 * The API's messages in the request's language (decision 0091): the English message as the code
 * throws it, through the French catalogues (the domain's and the server's). English is the source:
 * an English message is answered as it is.
 */
const french = setupI18n({ locale: 'fr', messages: { fr: { ...domainFr, ...serverFr } } });

export function messageIn(locale: Locale, message: string): string {
  return locale === 'fr' ? localizeMessage(message, french) : message;
}

/** The catalogue of a language other than English (the source), for the domain's own wording. */
export function catalogueIn(locale: Locale): MessageCatalogue | undefined {
  return locale === 'fr' ? french : undefined;
}
