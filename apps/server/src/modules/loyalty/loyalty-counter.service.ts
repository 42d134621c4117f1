/*
 * Loyalty at the counter (issue 15 item 6; decision 0042): staff find a member by the QR code of
 * their profile, their email or phone; see the points and the ledger; and credit points for an
 * in-store purchase by the tenant's rules (the domain's orderLoyaltyPoints: an in-store purchase
 * earns as an order does). The credit is one transaction: the ledger line (who, where, why) and the
 * balance move together, and the console's Idempotency-Key makes a double tap one credit.
 * Points also come off at the counter (issue 18 item 6, decision 0048): a member spends them, or
 * staff correct a mistaken credit, by one conditional write that never takes the balance below zero.
 */
import {
  LOYALTY_COUNTER_MESSAGES,
  formatMoney,
  orderLoyaltyPoints,
  parseMemberLookup,
  pointsLabel,
  redeemPoints,
  toCents,
  toDollars,
  type LoyaltyLineKind,
  type StaffLoyaltyLedgerResponse,
  type StaffLoyaltyLine,
  type StaffLoyaltyMembersResponse,
  type StaffLoyaltyPurchaseRequest,
  type StaffLoyaltyPurchaseResponse,
  type StaffLoyaltyRedemptionRequest,
  type StaffLoyaltyRedemptionResponse,
} from '@storefront/domain';
import { isId, newId } from '../../db/ids';
import type { Executor } from '../../db/executor';
import type { CustomerRow, NewRow } from '../../db/schema';
import { HttpError, badRequest } from '../../http/errors';
import { nextCursorOf, pageRequestOf, type PageQuery } from '../../http/pagination';
import {
  findCustomerById,
  listMembersByLookup,
  MEMBER_PAGE_KEYS,
  presentStaffMember,
} from '../customers/customers.service';
import { staffRestaurantIds, type StaffPrincipal } from '../../http/staff-principal';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { findTenantById } from '../tenants/tenants.service';
import { notEnoughPoints } from './loyalty-points.service';
import {
  LEDGER_PAGE_KEYS,
  creditPoints,
  debitPoints,
  findLineByIdempotencyKey,
  listLedgerPage,
  type LedgerLineRow,
} from './loyalty.repository';

const memberNotFound = () => new HttpError(404, 'MEMBER_NOT_FOUND', LOYALTY_COUNTER_MESSAGES.notFound);

function presentLine(row: LedgerLineRow): StaffLoyaltyLine {
  const inStore = row.kind === 'adjustment' && row.purchase_cents !== null;
  return {
    _id: row.id,
    kind: (inStore ? 'in_store' : row.kind) as LoyaltyLineKind,
    points: row.points,
    createdAt: row.created_at,
    note: row.note,
    purchase: row.purchase_cents === null ? null : toDollars(row.purchase_cents),
    by: row.staff_name,
  };
}

/** The tenant's loyalty settings; the counter is not found where the program is off. */
async function loyaltySettings(db: Executor, tenantId: string) {
  const tenant = await findTenantById(db, tenantId);
  const settings = tenant ? tenantSettingsOf(tenant) : null;
  if (!settings?.loyalty_reward_program) {
    throw new HttpError(404, 'LOYALTY_OFF', LOYALTY_COUNTER_MESSAGES.programOff);
  }
  return settings;
}

/** A points change at the counter: who makes it, for which member, under which Idempotency-Key, when. */
export interface CounterWrite {
  principal: StaffPrincipal;
  customerId: string;
  idempotencyKey: string;
  now: Date;
}

/**
 * What a points change at the counter starts from: the staff member works at the restaurant (else
 * 404), the tenant runs the program, and the member is the tenant's.
 */
async function atCounter(db: Executor, write: CounterWrite, restaurantId: string) {
  const { principal } = write;
  staffRestaurantIds(principal, restaurantId);
  const settings = await loyaltySettings(db, principal.tenantId);
  const member = await requireMember(db, principal.tenantId, write.customerId);
  const where = principal.staff.restaurants.find((r) => r._id === restaurantId)?.name;
  return {
    ...write,
    tenantId: principal.tenantId,
    restaurantId,
    settings,
    member,
    /** ' at Main Street' for the line's note; '' when the location has no name to show. */
    atWhere: where ? ` at ${where}` : '',
  };
}

type Counter = Awaited<ReturnType<typeof atCounter>>;

/** The ledger line of a points change at the counter: who made it, where, under its key. */
function counterLine(
  counter: Counter,
  line: Pick<NewRow<'loyalty_points_ledger'>, 'kind' | 'points' | 'note' | 'purchase_cents'>,
): NewRow<'loyalty_points_ledger'> {
  return {
    id: newId(),
    tenant_id: counter.tenantId,
    customer_id: counter.member.id,
    order_id: null,
    referred_customer_id: null,
    created_at: counter.now.toISOString(),
    staff_user_id: counter.principal.staff._id,
    restaurant_id: counter.restaurantId,
    idempotency_key: counter.idempotencyKey,
    ...line,
  };
}

/**
 * The line the change's Idempotency-Key wrote (now, or on a first try) and the member after it; a
 * 409 when the key wrote another change.
 */
async function writtenLine(db: Executor, counter: Counter, isThisChange: (line: LedgerLineRow) => boolean) {
  const line = await findLineByIdempotencyKey(db, counter.tenantId, counter.idempotencyKey);
  if (!line || line.customer_id !== counter.member.id || !isThisChange(line)) {
    throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', LOYALTY_COUNTER_MESSAGES.keyReused);
  }
  const after = await requireMember(db, counter.tenantId, counter.member.id);
  return { member: presentStaffMember(after), line: presentLine(line) };
}

/** A member of the tenant (an account, not a guest record), or a 404. */
async function requireMember(db: Executor, tenantId: string, customerId: string): Promise<CustomerRow> {
  const row = isId(customerId) ? await findCustomerById(db, tenantId, customerId) : undefined;
  if (!row || row.password_hash === null) throw memberNotFound();
  return row;
}

/** The members a scanned or typed code, email or phone number finds (a page; a phone may be shared). */
export async function findMembers(
  db: Executor,
  principal: StaffPrincipal,
  query: string,
  page: PageQuery,
): Promise<StaffLoyaltyMembersResponse> {
  await loyaltySettings(db, principal.tenantId);
  const lookup = parseMemberLookup(query);
  if (!lookup) throw badRequest(LOYALTY_COUNTER_MESSAGES.lookupHint, 'LOOKUP_NOT_UNDERSTOOD');
  const request = pageRequestOf(page, MEMBER_PAGE_KEYS.length);
  const found = await listMembersByLookup(db, principal.tenantId, lookup, request);
  return { members: found.rows.map(presentStaffMember), nextCursor: nextCursorOf(found) };
}

/** A member's points and a page of their ledger, newest first. */
export async function getMemberLedger(
  db: Executor,
  principal: StaffPrincipal,
  customerId: string,
  page: PageQuery,
): Promise<StaffLoyaltyLedgerResponse> {
  await loyaltySettings(db, principal.tenantId);
  const member = await requireMember(db, principal.tenantId, customerId);
  const request = pageRequestOf(page, LEDGER_PAGE_KEYS.length);
  const lines = await listLedgerPage(db, principal.tenantId, member.id, request);
  return {
    member: presentStaffMember(member),
    lines: lines.rows.map(presentLine),
    nextCursor: nextCursorOf(lines),
  };
}

/**
 * Credits the points of an in-store purchase, once per Idempotency-Key: a replay of the same
 * purchase answers the line already written (`created: false`); the key on another purchase is a 409.
 */
export async function creditInStorePurchase(
  db: Executor,
  write: CounterWrite,
  purchase: StaffLoyaltyPurchaseRequest,
): Promise<StaffLoyaltyPurchaseResponse & { created: boolean }> {
  const counter = await atCounter(db, write, purchase.restaurantId);
  const cents = toCents(purchase.amount);
  const points = orderLoyaltyPoints(counter.settings, cents);
  if (points <= 0) throw badRequest(LOYALTY_COUNTER_MESSAGES.noPoints, 'NO_POINTS');
  const note = [`In-store purchase of ${formatMoney(cents)}${counter.atWhere}`, purchase.note?.trim() || null]
    .filter(Boolean)
    .join(' · ');
  const row = counterLine(counter, { kind: 'adjustment', points, note, purchase_cents: cents });
  const created = await db.transaction().execute((trx) => creditPoints(trx, row));
  return { ...(await writtenLine(db, counter, (line) => line.purchase_cents === cents)), created };
}

/**
 * Takes points off a member at the counter, once per Idempotency-Key: a redemption (by the tenant's
 * rules for spending points: its value, its minimum) or a correction (any points, with why). Never
 * below zero: the balance moves by one conditional write (409 when it is short).
 */
export async function debitAtCounter(
  db: Executor,
  write: CounterWrite,
  debit: StaffLoyaltyRedemptionRequest,
): Promise<StaffLoyaltyRedemptionResponse & { created: boolean }> {
  const counter = await atCounter(db, write, debit.restaurantId);
  const why = debit.note?.trim() || null;
  let points = debit.points;
  let value = 0;
  if (debit.reason === 'redemption') {
    // The tenant's rules (value, minimum); no order bounds it, and the balance is the write's to
    // judge (a read here could refuse the replay of a redemption that has just spent them).
    const unbounded = Number.MAX_SAFE_INTEGER;
    const decision = redeemPoints(counter.settings, unbounded, debit.points, unbounded);
    if (!decision.ok)
      throw new HttpError(decision.problem.status, decision.problem.code, decision.problem.message);
    points = decision.redemption?.points ?? 0;
    value = decision.redemption?.amount ?? 0;
  } else if (!why) {
    throw badRequest(LOYALTY_COUNTER_MESSAGES.correctionNote, 'NOTE_REQUIRED');
  }
  const what =
    debit.reason === 'redemption'
      ? `Redeemed ${pointsLabel(points)} for ${formatMoney(value)} off${counter.atWhere}`
      : `Correction: ${pointsLabel(points)} taken off`;
  const row = counterLine(counter, {
    kind: debit.reason === 'redemption' ? 'redemption' : 'adjustment',
    points: 0,
    note: [what, why].filter(Boolean).join(' · '),
    purchase_cents: null,
  });
  const outcome = await db.transaction().execute(async (trx) => {
    const result = await debitPoints(trx, row, points);
    if (result === 'short') throw await notEnoughPoints(trx, counter.tenantId, counter.member.id);
    return result;
  });
  const written = await writtenLine(
    db,
    counter,
    (line) => line.points === -points && line.purchase_cents === null,
  );
  return { ...written, value: toDollars(value), created: outcome === 'spent' };
}
