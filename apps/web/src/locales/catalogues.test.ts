import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 31: every message the code writes is in the catalogues (`npm run i18n:extract` puts a new
 * one there), and every one has its French.
 */

const config = getConfig({ cwd: fileURLToPath(new URL('../..', import.meta.url)), skipValidation: true });

describe.each(['storefront', 'staff'])('the %s catalogue', async (name) => {
  const catalog = (await getCatalogs(config)).find((c) => c.path.endsWith(`/${name}`))!;
  const extracted = (await catalog.collect())!;
  const english = await catalog.read('en');
  const french = await catalog.read('fr');

  it('holds every message the code writes', () => {
    const notExtracted = Object.entries(extracted)
      .filter(([id]) => !english?.[id])
      .map(([id, entry]) => entry.message ?? id);
    expect(notExtracted, 'run `npm run i18n:extract -w @storefront/web`').toEqual([]);
  });

  it('has every message in French', () => {
    const untranslated = Object.entries(extracted)
      .filter(([id]) => !french?.[id]?.translation?.trim())
      .map(([id, entry]) => entry.message ?? id);
    expect(untranslated, `missing in src/locales/fr/${name}.po`).toEqual([]);
  });
});
