import type { TextStatus } from '@storefront/domain';
import { BILLED_TEXT_STATUSES } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS, readKeysetPage, type PageRequest } from '../../db/keyset';
import type { NewRow } from '../../db/schema';
import { fromTenantRows } from '../../db/tenant-rows';

/**
 * Takes a text to send: writes its row, or takes back one the provider asked to be tried later.
 * Undefined when the key was sent (or refused) before: a text is handed to the provider once.
 */
export async function claimText(db: Executor, row: NewRow<'texts'>): Promise<{ id: string } | undefined> {
  const inserted = await db
    .insertInto('texts')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .updateTable('texts')
    .set({ status: 'pending', updated_at: row.updated_at })
    .where('key', '=', row.key)
    .where('status', '=', 'retry')
    .returning('id')
    .executeTakeFirst();
}

export async function updateText(
  db: Executor,
  id: string,
  change: {
    status: TextStatus;
    provider_id?: string | null;
    error_code?: string | null;
    error_message?: string | null;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('texts').set(change).where('id', '=', id).execute();
}

/** Texts that went, or are going, to a phone or from a tenant since an instant (the hourly limits). */
export async function countTextsSince(
  db: Executor,
  where: { phone: string } | { tenantId: string },
  since: string,
  exceptId: string,
): Promise<number> {
  const base = db
    .selectFrom('texts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .where('status', '!=', 'not sent')
    .where('id', '!=', exceptId);
  const query =
    'phone' in where
      ? base.where('to_phone', '=', where.phone)
      : base.where('tenant_id', '=', where.tenantId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** What a tenant is billed for: the texts the provider took since an instant. */
export async function countBilledTexts(db: Executor, tenantId: string, since: string): Promise<number> {
  const row = await fromTenantRows(db, 'texts', tenantId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .where('status', 'in', BILLED_TEXT_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isOptedOut(db: Executor, sender: string, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('text_opt_outs')
    .select('opted_out')
    .where('sender', '=', sender)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.opted_out === 1;
}

/** A phone's STOP (true) or START (false) to a sending number: the last one said counts. */
export async function setOptedOut(
  db: Executor,
  sender: string,
  phone: string,
  optedOut: boolean,
  at: string,
): Promise<void> {
  const value = optedOut ? (1 as const) : (0 as const);
  await db
    .insertInto('text_opt_outs')
    .values({ sender, phone, opted_out: value, updated_at: at })
    .onConflict((oc) => oc.columns(['sender', 'phone']).doUpdateSet({ opted_out: value, updated_at: at }))
    .execute();
}

/**
 * The brand that texted a phone last from a number: who answers its HELP, in the language of the
 * order that text was about, else in the brand's default language.
 */
export function lastBrandTexting(db: Executor, sender: string, phone: string) {
  return db
    .selectFrom('texts')
    .innerJoin('tenants', 'tenants.id', 'texts.tenant_id')
    .leftJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'texts.order_id').onRef('orders.tenant_id', '=', 'texts.tenant_id'),
    )
    .select((eb) => [
      'tenants.name',
      'tenants.phone',
      eb.fn.coalesce('orders.locale', 'tenants.default_language').as('locale'),
    ])
    .where('texts.to_phone', '=', phone)
    .where('texts.sender', '=', sender)
    .orderBy('texts.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A provider's report of a text: its status moves only forward (a late "sent" after "delivered" changes nothing). */
export async function recordProviderStatus(
  db: Executor,
  providerId: string,
  status: TextStatus,
  before: readonly TextStatus[],
  error: { code: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('texts')
    .set({ status, error_code: error.code, updated_at: error.at })
    .where('provider_id', '=', providerId)
    .where('status', 'in', before)
    .execute();
}

/** A text by its key (ours) or by the provider's id for it. */
export function findText(db: Executor, by: 'key' | 'provider_id', value: string) {
  return db
    .selectFrom('texts')
    .select(['id', 'status', 'error_message', 'to_phone', 'sender'])
    .where(by, '=', value)
    .executeTakeFirst();
}

/** One page of a tenant's texts, newest first, with the order number of each order's text. */
export function listTextsPage(db: Executor, tenantId: string, page: PageRequest) {
  const query = db
    .selectFrom('texts')
    .leftJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'texts.order_id').onRef('orders.tenant_id', '=', 'texts.tenant_id'),
    )
    .selectAll('texts')
    .select('orders.order_number')
    .where('texts.tenant_id', '=', tenantId);
  return readKeysetPage(
    query,
    NEWEST_PAGE_KEYS.map((key) => ({ ...key, column: `texts.${key.column}` })),
    page,
  );
}
