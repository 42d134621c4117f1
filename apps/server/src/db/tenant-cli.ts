/*
 * `npm run tenant -- <command>` (decision 0044); honours DATABASE_URL like the server (with SQLite,
 * stop the server first: it owns the file).
 *   export SLUG [FILE]   writes the tenant's document to FILE, or prints it; images uploaded in the
 *                        console go to SLUG-media/ beside FILE (or in the current folder)
 *   import FILE          creates the tenant or updates the one with its slug (all or nothing)
 *   schema               rewrites docs/tenant-document.schema.json from the zod schemas
 *   create --slug S --name N --owner-email E [--owner-name O] [--time-zone Z]
 *                        an empty tenant with one location; mails its owner an invitation
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../adapters/mail/mailer';
import { mailBrandLoader } from '../modules/tenants/mail-brand';
import { createPaymentProviders } from '../adapters/payments/payment-providers';
import { loadConfig } from '../config';
import { createTenant } from '../modules/onboarding/tenant-onboarding.service';
import { withMigratedDatabase } from './cli';
import { DatabaseLockedError, type Db } from './index';
import { documentText, exportTenantWithMedia } from './tenant-document/export';
import { mediaFolderOf, writeMediaFiles } from './tenant-document/media-files';
import { importTenant, parseTenantDocument } from './tenant-document/import';
import { TENANT_DOCUMENT_JSON_SCHEMA_FILE, tenantDocumentJsonSchema } from './tenant-document/json-schema';

const USAGE = `Usage:
  npm run tenant -- export SLUG [FILE]
  npm run tenant -- import FILE
  npm run tenant -- schema
  npm run tenant -- create --slug SLUG --name NAME --owner-email EMAIL [--owner-name NAME] [--time-zone ZONE]`;

/** The mailer's log on the console: where a mail goes when no SMTP server is configured. */
const consoleLog = {
  info: (...args: unknown[]) => console.log(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
  debug: () => undefined,
  trace: () => undefined,
  fatal: (...args: unknown[]) => console.error(...args),
  child: () => consoleLog,
  level: 'info',
  silent: () => undefined,
} as unknown as FastifyBaseLogger;

/** Paths are the caller's: npm runs scripts from the package folder, INIT_CWD is where it was typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

class UsageError extends Error {}

function withDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  return withMigratedDatabase(loadConfig().databaseUrl, run);
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'export': {
      const [slug, file] = rest;
      if (!slug) throw new UsageError(USAGE);
      const { document, files } = await withDb((db) => exportTenantWithMedia(db.kysely, slug));
      const text = documentText(document);
      await writeMediaFiles(path.dirname(fromCaller(file ?? 'tenant.json')), files);
      if (files.length) console.error(`Wrote ${files.length} uploaded images to ${mediaFolderOf(slug)}/`);
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
      const now = config.fixedNow ?? new Date();
      const result = await withDb((db) =>
        importTenant(db.kysely, document, {
          now,
          onlinePayment:
            createPaymentProviders(config.payments, { db: db.kysely, now: () => now }).active !== null,
          images: {
            baseDir: path.dirname(location),
            imagesDir: config.imagesDir,
            allowedHosts: config.imageHosts,
          },
        }),
      );
      console.log(`${result.created ? 'Created' : 'Updated'} ${document.slug} from ${location}`);
      if (result.newWebhookEndpoints.length)
        console.log(
          `New webhook endpoints, each with a new signing secret (New secret in the owner console shows one): ${result.newWebhookEndpoints.join(', ')}`,
        );
      if (result.keptLocations.length)
        console.log(`Not in the document, kept (orders refer to them): ${result.keptLocations.join(', ')}`);
      return;
    }
    case 'create': {
      const { values } = parseArgs({
        args: rest,
        options: {
          slug: { type: 'string' },
          name: { type: 'string' },
          'owner-email': { type: 'string' },
          'owner-name': { type: 'string' },
          'time-zone': { type: 'string' },
        },
      });
      if (!values.slug || !values.name || !values['owner-email']) throw new UsageError(USAGE);
      const config = loadConfig();
      const now = config.fixedNow ?? new Date();
      const { link } = await withDb(async (db) => {
        const mailer = createMailer(config.mail, {
          db: db.kysely,
          log: consoleLog,
          now: () => now,
          brandOf: mailBrandLoader(db.kysely, config.links),
        });
        try {
          return await createTenant(
            db.kysely,
            { mailer, links: config.links },
            {
              slug: values.slug!,
              name: values.name!,
              ownerEmail: values['owner-email']!,
              ownerName: values['owner-name'],
              timeZone: values['time-zone'],
            },
            now,
          );
        } finally {
          mailer.close();
        }
      });
      console.log(
        `Created ${values.slug}; the owner's invitation is mailed (${new URL(link).origin}/staff/invite).`,
      );
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
