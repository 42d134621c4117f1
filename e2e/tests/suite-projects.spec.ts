import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE_SPECS } from '../projects';
import { expect, test } from './fixtures';

// A test tagged @phone in a spec the phone project does not run would run nowhere.
test('every spec with a phone-only test is one the phone project runs @desktop', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const tagged = readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts') && file !== 'suite-projects.spec.ts')
    .filter((file) => /['`"][^'`"\n]*@phone/.test(readFileSync(join(dir, file), 'utf8')));
  expect(tagged.length).toBeGreaterThan(0);
  expect(tagged.filter((file) => !PHONE_SPECS.includes(file))).toEqual([]);
  for (const file of PHONE_SPECS) expect(readdirSync(dir)).toContain(file);
});
