import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromStatuses,
  isAllowed,
  isTerminal,
  mailKindOf,
  ORDER_LIFE_EVENTS,
  ORDER_TRANSITIONS,
  orderTransition,
  type OrderEffect,
  type OrderLifeState,
} from './lifecycle';

/*
 * A model of what an order holds, moved only by the effects the table names: if a row of the table
 * forgot an effect (a reject that keeps the slot, a cancel that keeps the points), a property fails.
 */
interface Price {
  card: number;
  giftCards: number;
  points: number;
  coupon: boolean;
  issuesCoupons: boolean;
  slot: boolean;
  table: boolean;
  earns: number;
}

interface Holdings {
  card: { authorised: number; captured: number; voided: number; refunded: number };
  giftCards: { taken: number; returned: number };
  coupon: 'none' | 'spent' | 'restored';
  issued: 'none' | 'live' | 'void';
  points: { spent: number; returned: number; awarded: number };
  slot: boolean;
  table: boolean;
}

const nothing: Holdings = {
  card: { authorised: 0, captured: 0, voided: 0, refunded: 0 },
  giftCards: { taken: 0, returned: 0 },
  coupon: 'none',
  issued: 'none',
  points: { spent: 0, returned: 0, awarded: 0 },
  slot: false,
  table: false,
};

function apply(h: Holdings, effect: OrderEffect, price: Price): Holdings {
  const { card } = h;
  switch (effect) {
    case 'book slot':
      return { ...h, slot: price.slot };
    case 'book table':
      return { ...h, table: price.table };
    case 'spend coupon':
      return { ...h, coupon: price.coupon ? 'spent' : 'none' };
    case 'issue coupons':
      return { ...h, issued: price.issuesCoupons ? 'live' : 'none' };
    case 'spend points':
      return { ...h, points: { ...h.points, spent: price.points } };
    case 'take gift cards':
      return { ...h, giftCards: { ...h.giftCards, taken: price.giftCards } };
    case 'hold card':
      return { ...h, card: { ...card, authorised: price.card } };
    case 'capture card':
      return { ...h, card: { ...card, captured: card.authorised - card.voided } };
    case 'give back card':
      return {
        ...h,
        card: {
          ...card,
          voided: card.authorised - card.captured,
          refunded: card.captured,
        },
      };
    case 'return gift cards':
      return { ...h, giftCards: { ...h.giftCards, returned: h.giftCards.taken } };
    case 'restore coupon':
      return { ...h, coupon: h.coupon === 'spent' ? 'restored' : h.coupon };
    case 'void issued coupons':
      return { ...h, issued: h.issued === 'live' ? 'void' : h.issued };
    case 'return points':
      return { ...h, points: { ...h.points, returned: h.points.spent } };
    case 'award points':
      return { ...h, points: { ...h.points, awarded: price.earns } };
    case 'release slot':
      return { ...h, slot: false };
    case 'cancel table':
      return { ...h, table: false };
  }
}

const cents = fc.integer({ min: 0, max: 50_000 });
const price = fc.record({
  card: cents,
  giftCards: cents,
  points: fc.integer({ min: 0, max: 5_000 }),
  coupon: fc.boolean(),
  issuesCoupons: fc.boolean(),
  slot: fc.boolean(),
  table: fc.boolean(),
  earns: fc.integer({ min: 0, max: 500 }),
});
const events = fc.array(fc.constantFrom(...ORDER_LIFE_EVENTS), { maxLength: 12 });

/** Money the order took (card and gift cards) against what it keeps and what went back. */
function money(h: Holdings) {
  const taken = h.card.authorised + h.giftCards.taken;
  const returned = h.card.voided + h.card.refunded + h.giftCards.returned;
  const kept = h.card.captured - h.card.refunded + h.giftCards.taken - h.giftCards.returned;
  const held = h.card.authorised - h.card.captured - h.card.voided;
  return { taken, returned, kept, held };
}

function walk(p: Price, sequence: readonly (typeof ORDER_LIFE_EVENTS)[number][]) {
  let state: OrderLifeState | null = null;
  let holdings = nothing;
  const steps: {
    before: OrderLifeState | null;
    after: OrderLifeState | null;
    ok: boolean;
    holdings: Holdings;
  }[] = [];
  for (const event of sequence) {
    const before = state;
    const result = orderTransition(state, event);
    if (result.ok) {
      for (const effect of result.transition.effects) holdings = apply(holdings, effect, p);
      state = result.state;
    }
    steps.push({ before, after: result.state, ok: result.ok, holdings });
  }
  return steps;
}

describe('the order lifecycle table', () => {
  it('a refused event changes nothing', () => {
    fc.assert(
      fc.property(price, events, (p, sequence) => {
        let last = nothing;
        for (const step of walk(p, sequence)) {
          if (!step.ok) {
            expect(step.after).toEqual(step.before);
            expect(step.holdings).toEqual(last);
          }
          last = step.holdings;
        }
      }),
    );
  });

  it('a terminal state stays terminal: nothing is allowed from it', () => {
    fc.assert(
      fc.property(price, events, (p, sequence) => {
        let terminal: OrderLifeState | null = null;
        for (const step of walk(p, sequence)) {
          if (terminal) {
            expect(step.ok).toBe(false);
            expect(step.after).toEqual(terminal);
          } else if (step.after && isTerminal(step.after.status)) terminal = step.after;
        }
      }),
    );
  });

  it('money taken is money kept plus money returned plus money still only held, at every step', () => {
    fc.assert(
      fc.property(price, events, (p, sequence) => {
        for (const { holdings } of walk(p, sequence)) {
          const { taken, returned, kept, held } = money(holdings);
          expect(taken).toBe(kept + returned + held);
          expect(returned).toBeLessThanOrEqual(taken);
          expect(holdings.points.returned).toBeLessThanOrEqual(holdings.points.spent);
        }
      }),
    );
  });

  it('a withdrawn order holds no money, slot, table, coupon or points; a fulfilled one keeps all its money', () => {
    fc.assert(
      fc.property(price, events, (p, sequence) => {
        for (const { after, holdings } of walk(p, sequence)) {
          const { taken, returned, kept, held } = money(holdings);
          if (after?.status === 'Rejected' || after?.status === 'Cancelled') {
            expect({ kept, held, returned }).toEqual({ kept: 0, held: 0, returned: taken });
            expect(holdings.slot || holdings.table).toBe(false);
            expect(holdings.coupon).not.toBe('spent');
            expect(holdings.issued).not.toBe('live');
            expect(holdings.points.returned).toBe(holdings.points.spent);
            expect(holdings.points.awarded).toBe(0);
          }
          if (after?.status === 'Fulfilled') {
            expect({ kept, held, returned }).toEqual({ kept: taken, held: 0, returned: 0 });
            expect(holdings.points.awarded).toBe(p.earns);
          }
          if (after?.status === 'Received' || after?.status === 'Accepted') expect(returned).toBe(0);
        }
      }),
    );
  });

  it('is where the spec says an order can go', () => {
    expect(fromStatuses('accept')).toEqual(['Received']);
    expect(fromStatuses('fulfil')).toEqual(['Accepted']);
    expect(fromStatuses('cancel with table')).toEqual(['Received', 'Accepted']);
    expect(isAllowed({ status: 'Accepted', ready: true }, 'delay')).toBe(false);
    expect(isAllowed({ status: 'Accepted', ready: true }, 'fulfil')).toBe(true);
    expect(isAllowed(null, 'accept')).toBe(false);
    expect(isAllowed({ status: 'Accepted', ready: false }, 'cancel')).toBe(false);
  });

  it('tells the diner by mail of every change but fulfilment, a placement with the receipt', () => {
    expect(mailKindOf(ORDER_TRANSITIONS.place.event)).toBe('receipt');
    expect(ORDER_TRANSITIONS.place.told).toContain('diner mail');
    expect(ORDER_TRANSITIONS.authorise.told).toContain('diner mail');
    expect(mailKindOf(ORDER_TRANSITIONS.fulfil.event)).toBeNull();
    expect(ORDER_TRANSITIONS.fulfil.told).not.toContain('diner mail');
    expect(mailKindOf(ORDER_TRANSITIONS.accept.event)).toBe('accepted');
    expect(mailKindOf(ORDER_TRANSITIONS.expire.event)).toBe('cancelled');
    // Texts tell what the mail tells but the receipt: a text is the kitchen's answer (decision 0086).
    for (const event of ORDER_LIFE_EVENTS)
      expect(ORDER_TRANSITIONS[event].told.includes('diner texts')).toBe(
        ORDER_TRANSITIONS[event].told.includes('diner mail') &&
          mailKindOf(ORDER_TRANSITIONS[event].event) !== 'receipt',
      );
    // The booking's own cancel tells the inbox and the guest: the order's does not again.
    expect(ORDER_TRANSITIONS['cancel with table'].told).not.toContain('table booking');
    expect(ORDER_TRANSITIONS.reject.told).toEqual([
      'staff board',
      'diner page',
      'diner mail',
      'diner texts',
      'integrations',
      'table booking',
      'kitchen printers',
    ]);
  });
});
