import {
  OWNER_CONSOLE_MESSAGES,
  type ApiAuditEntry,
  type AuditAction,
  type AuditChanges,
  type AuditEntriesResponse,
} from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { foundById, notFound } from '../../http/errors';
import { newId } from '../../db/ids';
import type { KeysetPage, PageRequest, SortKey } from '../../db/keyset';
import { nextCursorOf, pageRequestOf, readPage, type Page, type PageQuery } from '../../http/pagination';
import { requireOwner } from '../../http/staff-principal';
import type { StaffPrincipal } from '../../http/staff-principal';
import { AUDIT_PAGE_KEYS, insertAuditEntry, listAuditPage } from './audit.repository';

/*
 * The audit trail of the owner console (issue 19 item 1): who changed what, when. A write records
 * its entry with `recordAudit` on the transaction that makes the change, so a change and its entry
 * commit or roll back together.
 */

type Fields = Record<string, unknown>;

export interface AuditEntryInput {
  tenantId: string;
  /** The acting staff account (`principal.staff._id`). */
  staffAccountId: string;
  /** The location the changed thing belongs to, when it belongs to one. */
  restaurantId?: string | null;
  entity: string;
  entityId: string;
  action: AuditAction;
  /** The entity before the change (null or absent: created). */
  before?: Fields | null;
  /** The entity after the change (null or absent: deleted). */
  after?: Fields | null;
  /**
   * Fields kept on both sides even when unchanged, because the changed ones read by them: a
   * promotion's rules are described by its type.
   */
  kept?: readonly string[];
  /** The change in words, for the Activity page (kept beside the changes). */
  summary?: string;
  /** What changed by name, where its fields have none (NAMING_FIELDS); kept beside the changes. */
  name?: string;
  at: Date;
}

/** What the `changes` column holds: the changed fields, the summary and the name when there are. */
type StoredChanges = AuditChanges & { summary?: string; name?: string };

/**
 * The fields that name an entity, in the order they are tried: an item's or promotion's name, a
 * coupon's code, a webhook's address, a holiday's date, a customer's email. The changed fields alone
 * (a price) do not say what changed, so the entry keeps the name it had then.
 */
const NAMING_FIELDS = ['name', 'code', 'url', 'date', 'email'] as const;

function nameOf(entry: AuditEntryInput): string | undefined {
  if (entry.name) return entry.name;
  for (const state of [entry.after, entry.before]) {
    for (const field of NAMING_FIELDS) {
      const value = state?.[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two states of an entity, as they were and as they became (with the
 * `kept` ones, when others changed); a created or deleted entity keeps its whole state on the side
 * it has.
 */
export function changesOf(
  before: Fields | null,
  after: Fields | null,
  kept: readonly string[] = [],
): AuditChanges {
  if (!before || !after) return { before, after };
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key], after[key]),
  );
  const keys = changed.length === 0 ? [] : [...new Set([...changed, ...kept])];
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Writes one audit entry; call it on the transaction that makes the change. */
export async function recordAudit(trx: Executor, entry: AuditEntryInput): Promise<void> {
  const name = nameOf(entry);
  await insertAuditEntry(trx, {
    id: newId(),
    tenant_id: entry.tenantId,
    restaurant_id: entry.restaurantId ?? null,
    staff_account_id: entry.staffAccountId,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: JSON.stringify({
      ...changesOf(entry.before ?? null, entry.after ?? null, entry.kept),
      ...(entry.summary ? { summary: entry.summary } : {}),
      ...(name ? { name } : {}),
    } satisfies StoredChanges),
    created_at: entry.at.toISOString(),
  });
}

/** The owner's tenant, for a call of the owner console: 403 for anyone else. */
export function ownersTenant(principal: StaffPrincipal): string {
  requireOwner(principal, OWNER_CONSOLE_MESSAGES.ownerOnly);
  return principal.tenantId;
}

/** The owner's page of the tenant's audit entries, newest first (of one entity kind when given). */
export async function listAudit(
  db: Executor,
  principal: StaffPrincipal,
  entity: string | undefined,
  query: PageQuery,
): Promise<AuditEntriesResponse> {
  const page = await listAuditPage(
    db,
    ownersTenant(principal),
    entity,
    pageRequestOf(query, AUDIT_PAGE_KEYS.length),
  );
  const entries = page.rows.map((row): ApiAuditEntry => {
    const { summary, name, ...changes } = JSON.parse(row.changes) as StoredChanges;
    return {
      _id: row.id,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action as AuditAction,
      restaurantId: row.restaurant_id,
      staff:
        row.staff_name === null
          ? null
          : { _id: row.staff_account_id, name: row.staff_name, email: row.staff_email ?? '' },
      staffAccountId: row.staff_account_id,
      changes,
      entityName: name ?? null,
      summary: summary ?? null,
      createdAt: row.created_at,
    };
  });
  return { entries, nextCursor: nextCursorOf(page) };
}

/** An owner's change, recorded as theirs at `now`: the entry's tenant and author are the principal's. */
export function recordOwnerChange(
  trx: Executor,
  principal: StaffPrincipal,
  now: Date,
  change: Omit<AuditEntryInput, 'tenantId' | 'staffAccountId' | 'at'>,
): Promise<void> {
  return recordAudit(trx, {
    ...change,
    tenantId: principal.tenantId,
    staffAccountId: principal.staff._id,
    at: now,
  });
}

/**
 * An owner's write of one row and its audit entry, in one transaction: `write` changes the row and
 * answers it as it is now (undefined when there is no such row: a 404 naming `what`), and `change`
 * says what the entry records of it.
 */
export function auditedOwnerWrite<Row>(
  db: Executor,
  principal: StaffPrincipal,
  now: Date,
  what: string,
  write: (trx: Executor) => Promise<Row | undefined>,
  change: (row: Row) => Omit<AuditEntryInput, 'tenantId' | 'staffAccountId' | 'at'>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const row = await write(trx);
    if (!row) throw notFound(what);
    await recordOwnerChange(trx, principal, now, change(row));
    return row;
  });
}

/**
 * An owner's change to one item of a collection (a coupon, a product, a promotion), as the console
 * presents it: the entry is filed under the item's id and keeps its other fields before and after.
 */
export function recordOwnerItemChange<Item extends { _id: string }>(
  trx: Executor,
  principal: StaffPrincipal,
  now: Date,
  entity: string,
  action: AuditAction,
  change: { before?: Item; after?: Item; kept?: readonly (keyof Item & string)[] },
): Promise<void> {
  const withoutId = (item: Item | undefined) => {
    if (!item) return null;
    const { _id, ...fields } = item;
    return fields;
  };
  return recordOwnerChange(trx, principal, now, {
    entity,
    entityId: (change.after ?? change.before)!._id,
    action,
    before: withoutId(change.before),
    after: withoutId(change.after),
    kept: change.kept,
  });
}

/**
 * One write of the owner console: the owner's only, in one transaction (the change and its audit
 * entry together), on the owner's tenant.
 */
export function ownerTransaction<T>(
  db: Executor,
  principal: StaffPrincipal,
  work: (trx: Executor, tenantId: string) => Promise<T>,
): Promise<T> {
  const tenantId = ownersTenant(principal);
  return db.transaction().execute((trx) => work(trx, tenantId));
}

/** An owner-console removal as its route calls it. */
export type OwnerRemoval = (db: Executor, principal: StaffPrincipal, id: string, now: Date) => Promise<void>;

/**
 * An owner-console removal of one item of a collection (a coupon, a product, a printer): `remove`
 * deletes the tenant's row and answers it, undefined when there is none (a 404 naming `what`), and
 * the audit entry, in the same transaction, keeps the item as `present` shows it.
 */
export function ownerRemoval<Row, Item extends { _id: string }>(
  entity: string,
  what: string,
  remove: (trx: Executor, tenantId: string, id: string) => Promise<Row | undefined>,
  present: (row: Row) => Item,
): OwnerRemoval {
  return (db, principal, id, now) =>
    ownerTransaction(db, principal, async (trx, tenantId) => {
      const removed = await foundById(what, id, (rowId) => remove(trx, tenantId, rowId));
      await recordOwnerItemChange(trx, principal, now, entity, 'delete', { before: present(removed) });
    });
}

/** An owner-console list as its route calls it, answering `Response`. */
export type OwnerList<Response> = (
  db: Executor,
  principal: StaffPrincipal,
  query: PageQuery,
) => Promise<Response>;

/**
 * An owner-console list: the owner's pages of their tenant's rows in the order of `keys`, presented,
 * under the name the response gives them (`{ coupons, nextCursor }`).
 */
export function ownerList<Name extends string, Row, Item>(
  name: Name,
  keys: readonly SortKey[],
  read: (db: Executor, tenantId: string, request: PageRequest) => Promise<KeysetPage<Row>>,
  present: (row: Row) => Item,
) {
  return async (db: Executor, principal: StaffPrincipal, query: PageQuery) => {
    const { items, nextCursor } = await readOwnerPage(
      principal,
      query,
      keys,
      (tenantId, request) => read(db, tenantId, request),
      present,
    );
    // A computed key is typed `string` whatever its value; `name` is the one key it can be.
    return { [name]: items, nextCursor } as Record<Name, Item[]> & { nextCursor: string | null };
  };
}

/** One page of an owner-console list: the owner's only, of the owner's tenant, presented. */
export function readOwnerPage<Row, Item>(
  principal: StaffPrincipal,
  query: PageQuery,
  keys: readonly SortKey[],
  read: (tenantId: string, request: PageRequest) => Promise<KeysetPage<Row>>,
  present: (row: Row) => Item,
): Promise<Page<Item>> {
  const tenantId = ownersTenant(principal);
  return readPage(
    query,
    keys,
    (request) => read(tenantId, request),
    (rows) => rows.map(present),
  );
}
