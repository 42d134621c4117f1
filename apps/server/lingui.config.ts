import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { isServedCode, messagesIn } from './src/i18n/extract';

/*
 * The catalogues of the messages the API answers (decision 0091): the domain's (which the web shows
 * too, in its own form checks) and the server's own. `npm run i18n:extract -w @storefront/server`
 * adds a new message to both languages' PO files; `npm run i18n:compile` writes the catalogues the
 * code imports. English is the source: the French file holds the translations.
 */

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'pseudo'],
  // The pseudo-locale's test draws the storefront in it: the domain's words rewritten too, so a
  // pseudo page shows in English only the words written outside a catalogue.
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  format: formatter({ origins: true, lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/../../packages/domain/src/i18n/catalogue/{locale}',
      include: ['<rootDir>/../../packages/domain/src'],
    },
    { path: '<rootDir>/src/i18n/catalogue/{locale}', include: ['<rootDir>/src'] },
  ],
  extractors: [
    {
      match: isServedCode,
      extract: (fileName, code, onMessageExtracted) => {
        for (const { id, line } of messagesIn(fileName, code)) {
          onMessageExtracted({ id, origin: [fileName, line] });
        }
      },
    },
  ],
});
