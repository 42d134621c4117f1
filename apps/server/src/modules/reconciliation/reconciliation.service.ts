/*
 * The books balance, checked by the product (issue 27 item 2; decision 0065): each order's and gift
 * card order's money against the card provider's view (authorised, captured, refunded) and against
 * the gift card, coupon and points ledgers; each gift card's balance against its ledger; each
 * single-use coupon against the orders that carry it; each member's points against theirs. The
 * comparisons are the domain's (packages/domain/src/reconciliation.ts); this reads and keeps the
 * findings, which the owner sees on the Payments page and the log gets one line each.
 */
import {
  reconcileCoupon,
  reconcileGiftCard,
  reconcileGiftCardOrder,
  reconcileOrder,
  reconcilePoints,
  type Finding,
  type OrderPaymentStatus,
  type ProviderView,
  type ReconciliationReport,
} from '@storefront/domain';
import { isTestPayment } from '../../adapters/payments/registry';
import type { PaymentDeps } from '../payments/payments.service';
import { viewOf } from '../payments/payments.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { requireOwner } from '../../http/staff-principal';
import {
  lastRun,
  listGiftCardLedgers,
  listGiftCardOrderMoney,
  listOrderMoney,
  listPointBalances,
  listSingleUseCoupons,
  listTenantIds,
  num,
  orderLedgers,
  saveRun,
} from './reconciliation.repository';

/** The most findings kept per tenant (the count is kept whole). */
const KEPT_FINDINGS = 500;

export interface ReconciliationResult {
  tenantId: string;
  checked: number;
  findings: Finding[];
}

interface Intent {
  provider: string | null;
  provider_payment_id: string | null;
  provider_account: string | null;
}

/** The provider's view of a payment; `unsettled` says why there is none to compare. */
async function providerView(
  deps: PaymentDeps,
  payment: Intent,
): Promise<{ view: ProviderView | null; unsettled: string | null }> {
  if (!payment.provider || !payment.provider_payment_id) return { view: null, unsettled: null };
  const provider = deps.providers.byName(payment.provider);
  if (!provider)
    return { view: null, unsettled: `its provider (${payment.provider}) is no longer configured` };
  try {
    const current = await provider.retrieve(payment.provider_payment_id, {
      account: payment.provider_account,
    });
    return { view: viewOf(current), unsettled: null };
  } catch (error) {
    // The provider is down or refuses the read: this payment is compared at the next run.
    deps.log.warn(
      { err: error, intent: payment.provider_payment_id },
      'reconciliation: a payment could not be read',
    );
    return { view: null, unsettled: `its provider could not be read: ${String(error)}` };
  }
}

/** Compares one tenant's books; `since` limits the orders and gift card orders to those placed since. */
export async function reconcileTenant(
  deps: PaymentDeps,
  tenantId: string,
  since: string | null,
): Promise<ReconciliationResult> {
  const { db } = deps;
  const [orders, ledgers, giftCardOrders, cards, coupons, members] = await Promise.all([
    listOrderMoney(db, tenantId, since),
    orderLedgers(db, tenantId),
    listGiftCardOrderMoney(db, tenantId, since),
    listGiftCardLedgers(db, tenantId),
    listSingleUseCoupons(db, tenantId),
    listPointBalances(db, tenantId),
  ]);
  const findings: Finding[] = [];
  for (const order of orders) {
    const card = order.provider ? await providerView(deps, order) : null;
    findings.push(
      ...reconcileOrder({
        id: order.id,
        orderNumber: order.order_number,
        status: order.status,
        paymentMethod: order.payment_method,
        paymentStatus: order.payment_status as OrderPaymentStatus,
        paymentProblem: order.payment_problem,
        total: order.total_cents,
        giftCardTotal: order.gift_card_total_cents,
        card: card && { view: card.view, unsettled: card.unsettled ?? order.pending_action },
        giftCardsTaken: ledgers.taken.get(order.id) ?? 0,
        giftCardsGivenBack: ledgers.givenBack.get(order.id) ?? 0,
        pointsRedeemed: order.points_redeemed,
        pointsSpent: ledgers.spent.get(order.id) ?? 0,
        pointsGivenBack: ledgers.pointsBack.get(order.id) ?? 0,
        liveIssuedCoupons: ledgers.coupons.get(order.id) ?? 0,
        testPayment: isTestPayment(order.provider),
      }),
    );
  }
  for (const order of giftCardOrders) {
    const card = order.provider ? await providerView(deps, order) : null;
    if (card?.unsettled) continue;
    findings.push(
      ...reconcileGiftCardOrder({
        id: order.id,
        number: order.gift_card_order_number,
        paymentMethod: order.payment_method,
        paymentStatus: order.payment_status,
        price: order.price_cents,
        card,
        cardsExpected: order.gift_card_quantity,
        valueExpected: order.gift_card_quantity * order.gift_card_unit_price_cents,
        cardsIssued: num(order.cards_issued),
        valueIssued: num(order.value_issued),
        testPayment: isTestPayment(order.provider),
      }),
    );
  }
  for (const card of cards)
    findings.push(
      ...reconcileGiftCard({
        id: card.id,
        last4: card.gift_card_number.slice(-4),
        initial: card.initial_balance_cents,
        balance: card.balance_cents,
        pending: card.pending_balance_cents,
        captured: num(card.captured),
        refunded: num(card.refunded),
        held: num(card.held),
      }),
    );
  for (const coupon of coupons)
    findings.push(
      ...reconcileCoupon({
        id: coupon.id,
        code: coupon.coupon_code,
        redeemedOrder: coupon.redeemed_order_id
          ? {
              id: coupon.redeemed_order_id,
              carriesCode:
                (coupon.redeemed_order_code ?? '').toUpperCase() === coupon.coupon_code.toUpperCase(),
              givenBack:
                coupon.redeemed_order_status === 'Cancelled' || coupon.redeemed_order_status === 'Rejected',
            }
          : null,
        standingOrders: num(coupon.standing_orders),
      }),
    );
  for (const member of members)
    findings.push(
      ...reconcilePoints({
        customerId: member.id,
        email: member.email,
        balance: member.point_balance,
        ledger: num(member.ledger),
      }),
    );
  const checked = orders.length + giftCardOrders.length + cards.length + coupons.length + members.length;
  return { tenantId, checked, findings };
}

/**
 * Reconciles every tenant, keeps each one's findings for its owner and logs each mismatch. `since`:
 * only orders placed since then (the hourly run looks at the last two weeks); null for all.
 */
export async function reconcileAll(
  deps: PaymentDeps & { log: PaymentDeps['log'] & { info(object: unknown, message: string): void } },
  now: Date,
  since: string | null,
): Promise<ReconciliationResult[]> {
  const results: ReconciliationResult[] = [];
  for (const tenantId of await listTenantIds(deps.db)) {
    const result = await reconcileTenant(deps, tenantId, since);
    await deps.db.transaction().execute((trx) =>
      saveRun(trx, tenantId, {
        checkedAt: now.toISOString(),
        checked: result.checked,
        findings: result.findings.slice(0, KEPT_FINDINGS),
        mismatches: result.findings.length,
      }),
    );
    for (const finding of result.findings)
      deps.log.error({ tenantId, finding }, `the books do not balance: ${finding.label}: ${finding.problem}`);
    results.push(result);
  }
  const mismatches = results.reduce((n, r) => n + r.findings.length, 0);
  deps.log.info(
    { tenants: results.length, checked: results.reduce((n, r) => n + r.checked, 0), mismatches },
    mismatches === 0 ? 'reconciliation: the books balance' : `reconciliation: ${mismatches} mismatches`,
  );
  return results;
}

/** The tenant's last reconciliation, for its owner. */
export async function reconciliationReport(
  deps: Pick<PaymentDeps, 'db'>,
  principal: StaffPrincipal,
): Promise<ReconciliationReport> {
  requireOwner(principal);
  const { run, findings } = await lastRun(deps.db, principal.tenantId);
  return {
    checkedAt: run?.checked_at ?? null,
    checked: run?.checked ?? 0,
    mismatches: run?.mismatches ?? 0,
    findings: findings.map((f) => ({
      subject: f.subject as Finding['subject'],
      subjectId: f.subject_id,
      label: f.label,
      problem: f.problem,
      expected: f.expected_cents,
      found: f.found_cents,
    })),
  };
}
