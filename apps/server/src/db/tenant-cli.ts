/*
 * `npm run tenant -- <command>` (decision 0044); honours DATABASE_URL like the server (with SQLite,
 * stop the server first: it owns the file).
 *   export SLUG [FILE]   writes the tenant's document to FILE, or prints it
 *   import FILE          creates the tenant or updates the one with its slug (all or nothing)
 *   schema               rewrites docs/tenant-document.schema.json from the zod schemas
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { DatabaseLockedError, migrate, openDatabase } from './index';
import { documentText, exportTenant } from './tenant-document/export';
import { importTenant, parseTenantDocument } from './tenant-document/import';
import { TENANT_DOCUMENT_JSON_SCHEMA_FILE, tenantDocumentJsonSchema } from './tenant-document/json-schema';

const USAGE = `Usage:
  npm run tenant -- export SLUG [FILE]
  npm run tenant -- import FILE
  npm run tenant -- schema`;

/** Paths are the caller's: npm runs scripts from the package folder, INIT_CWD is where it was typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

class UsageError extends Error {}

async function withDb<T>(run: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(loadConfig().databaseUrl);
  try {
    await migrate(db);
    return await run(db);
  } finally {
    await db.close();
  }
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'export': {
      const [slug, file] = rest;
      if (!slug) throw new UsageError(USAGE);
      const text = documentText(await withDb((db) => exportTenant(db.kysely, slug)));
      if (file) {
        fs.writeFileSync(fromCaller(file), text);
        console.error(`Wrote ${slug} to ${fromCaller(file)}`);
      } else process.stdout.write(text);
      return;
    }
    case 'import': {
      const [file] = rest;
      if (!file) throw new UsageError(USAGE);
      const location = fromCaller(file);
      let value: unknown;
      try {
        value = JSON.parse(fs.readFileSync(location, 'utf8'));
      } catch (error) {
        throw new Error(`Cannot read ${location} as JSON: ${(error as Error).message}`);
      }
      const document = parseTenantDocument(value);
      const config = loadConfig();
      const result = await withDb((db) =>
        importTenant(db.kysely, document, {
          now: config.fixedNow ?? new Date(),
          images: { baseDir: path.dirname(location), imagesDir: config.imagesDir },
        }),
      );
      console.log(`${result.created ? 'Created' : 'Updated'} ${document.slug} from ${location}`);
      if (result.keptLocations.length)
        console.log(`Not in the document, kept (orders refer to them): ${result.keptLocations.join(', ')}`);
      return;
    }
    case 'schema':
      fs.writeFileSync(TENANT_DOCUMENT_JSON_SCHEMA_FILE, tenantDocumentJsonSchema());
      console.log(`Wrote ${TENANT_DOCUMENT_JSON_SCHEMA_FILE}`);
      return;
    default:
      throw new UsageError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
