import { timingSafeEqual } from 'node:crypto';
import type { PrinterKind, PrinterSecret } from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { isId } from '../../db/ids';
import type { PrintersTable } from '../../db/schema';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { hashToken, newSecretToken } from '../../http/tokens';
import { requireTenantRow } from '../tenants/tenants.service';
import { findPrinterById } from './printers.repository';

/*
 * The tokens of printers that come for their jobs (decision 0084): `<printer id>.<secret>`, so a
 * poll finds its printer by id and checks the secret's SHA-256 (the only thing kept). A CloudPRNT
 * printer's URL holds its token; it is built from the configured origin, never a request's Host.
 */

/** Where CloudPRNT printers poll: `<origin>/api/print/cloudprnt/<token>`. */
export const CLOUDPRNT_PATH = '/api/print/cloudprnt';

/** A new token: what the printer is given and what the server keeps. */
export function newPrinterToken(printerId: string): { token: string; hash: string } {
  const secret = newSecretToken();
  return { token: `${printerId}.${secret}`, hash: hashToken(secret) };
}

/** What the owner is shown once: the token and, for CloudPRNT, the URL to type into the printer. */
export async function printerSecretOf(
  db: Executor,
  printer: { tenant_id: string; kind: PrinterKind },
  token: string,
  links: LinkOrigins,
): Promise<PrinterSecret> {
  if (printer.kind !== 'cloudprnt') return { token, url: null };
  const origin = tenantOriginOf(await requireTenantRow(db, printer.tenant_id), links);
  return { token, url: `${origin}${CLOUDPRNT_PATH}/${token}` };
}

/** The printer a token names, if the token is its current one; null for anything else. */
export async function printerOfToken(
  db: Executor,
  token: string,
  kind: PrinterKind,
): Promise<Selectable<PrintersTable> | null> {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot < 0 || !isId(id) || secret.length < 16 || secret.length > 100) return null;
  const printer = await findPrinterById(db, id);
  if (!printer?.token_hash || printer.kind !== kind) return null;
  const given = Buffer.from(hashToken(secret), 'hex');
  const kept = Buffer.from(printer.token_hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept) ? printer : null;
}
