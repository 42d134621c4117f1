import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The staff console's own messages: only its pages load them (decision 0090), so a diner's page
// carries the storefront's catalogue alone.
const staffFeatures = ['src/features/staff', 'src/features/kitchen', 'src/features/owner-console'].map(
  (folder) => `<rootDir>/${folder}/**`,
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'pseudo'],
  // Every message rewritten with accents and longer: a page drawn in it shows at a glance (and to
  // the pseudo-locale test) the words still written outside the catalogue.
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/storefront', include: ['<rootDir>/src'], exclude: staffFeatures },
    { path: '<rootDir>/src/locales/{locale}/staff', include: staffFeatures },
  ],
  format: formatter({ lineNumbers: false }),
});
