import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { messages as domainCompiled } from '@storefront/domain/i18n/catalogue/fr';
import { messages as serverCompiled } from './catalogue/fr';
import { isServedCode, messagesIn } from './extract';

/*
 * Every message the API can answer has its French (issue 31 item 1): the messages found in the code
 * are all in the French PO catalogues, translated, with no placeholder the English lacks, and the
 * compiled catalogues the server imports are those of the PO files (`npm run i18n:compile`).
 */
const root = resolve(import.meta.dirname, '../../../..');
const catalogues = [
  { code: 'packages/domain/src', po: 'packages/domain/src/i18n/catalogue/fr.po', compiled: domainCompiled },
  { code: 'apps/server/src', po: 'apps/server/src/i18n/catalogue/fr.po', compiled: serverCompiled },
];

const placeholders = (message: string) => new Set(message.match(/\{\w+\}/g) ?? []);

describe.each(catalogues)('the French catalogue of $code', ({ code, po, compiled }) => {
  const catalogue = formatter().parse(readFileSync(join(root, po), 'utf8'), {
    locale: 'fr',
    sourceLocale: 'en',
    filename: po,
  }) as Record<string, { translation?: string; obsolete?: boolean }>;

  it('translates every message of the code', () => {
    const files = readdirSync(join(root, code), { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, code, file))
      .filter(isServedCode);
    const found = files.flatMap((file) => messagesIn(file, readFileSync(file, 'utf8')).map((m) => m.id));
    expect(found.length).toBeGreaterThan(200);
    const untranslated = [...new Set(found)].filter((id) => !catalogue[id]?.translation);
    expect(untranslated, 'run `npm run i18n:extract -w @storefront/server` and translate').toEqual([]);
  });

  it('names in French only the values the English has', () => {
    for (const [id, entry] of Object.entries(catalogue)) {
      const english = placeholders(id);
      for (const name of placeholders(entry.translation ?? ''))
        expect(english, `${id}: ${name}`).toContain(name);
    }
  });

  it('is compiled as the PO file says', () => {
    const live = Object.entries(catalogue).filter(([, entry]) => !entry.obsolete && entry.translation);
    expect(Object.keys(compiled).sort()).toEqual(live.map(([id]) => id).sort());
  });
});
