import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withLaterPart, type CustomerFigures, type LaterCustomers } from './customers';

/*
 * Decision 0102: the customers figures of a range combined from its earlier part (kept) and its
 * later part (today) equal the figures of the whole range. The figures are made here by a model of
 * the report's reads (reports.repository's customerSums) over orders at two locations whose days
 * start at different instants (two zones), with earlier history before the range and sales at a
 * location outside it.
 */

interface Sale {
  diner: string;
  customerId: string | null;
  location: number;
  at: number;
  net: number;
  name: string;
}

const REFERRED = new Set(['c1', 'c3']);
/** The range: from START to END at both locations; each location's today starts at its CUT. */
const START = 10;
const END = 100;
const CUTS = [40, 70];

type InWindow = (s: Sale) => boolean;
const inRange: InWindow = (s) => s.location < 2 && s.at >= START && s.at < END;
const earlierPart: InWindow = (s) => inRange(s) && s.at < CUTS[s.location]!;
const laterPart: InWindow = (s) => inRange(s) && s.at >= CUTS[s.location]!;

const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const maxName = (sales: Sale[]) =>
  sales
    .map((s) => s.name)
    .sort(byBytes)
    .at(-1) ?? null;
const dinersOf = (sales: Sale[]) => [...new Set(sales.map((s) => s.diner))];
const netOf = (sales: Sale[]) => sales.reduce((sum, s) => sum + s.net, 0);
const firstAt = (sales: Sale[]) => Math.min(...sales.map((s) => s.at));
const referred = (sales: Sale[]) => sales.filter((s) => s.customerId !== null && REFERRED.has(s.customerId));

/** A diner's sales among `sales`. */
function customerOf(diner: string, sales: Sale[]) {
  const mine = sales.filter((s) => s.diner === diner);
  return {
    email: diner,
    name: maxName(mine)!,
    member: mine.some((s) => s.customerId !== null),
    orders: mine.length,
    netSales: netOf(mine),
  };
}

/** No sale of the diner came before their first among `sales`. */
const firstEver = (all: Sale[], diner: string, sales: Sale[]) =>
  !all.some((s) => s.diner === diner && s.at < firstAt(sales.filter((m) => m.diner === diner)));

/** What customerSums reads of the windows. */
function figuresOf(all: Sale[], inWindows: InWindow, top: number): CustomerFigures {
  const here = all.filter(inWindows);
  const kinds = [true, false].flatMap((member) => {
    const of = here.filter((s) => (s.customerId !== null) === member);
    return of.length === 0 ? [] : [{ member, orders: of.length, netSales: netOf(of) }];
  });
  const diners = dinersOf(here).map((diner) => ({
    ...customerOf(diner, here),
    isNew: firstEver(all, diner, here),
  }));
  const referrals = referred(here);
  return {
    kinds,
    diners: diners.length,
    newDiners: diners.filter((d) => d.isNew).length,
    referred: {
      diners: new Set(referrals.map((s) => s.customerId)).size,
      orders: referrals.length,
      net: netOf(referrals),
    },
    top: diners
      .sort((a, b) => b.netSales - a.netSales || byBytes(a.email, b.email))
      .slice(0, top)
      .map(({ isNew: _isNew, ...d }) => d),
  };
}

/** What the later part's read answers. */
function laterOf(all: Sale[]): LaterCustomers {
  const later = all.filter(laterPart);
  const earlier = all.filter(earlierPart);
  const { kinds, referred: sums } = figuresOf(all, laterPart, 0);
  return {
    kinds,
    diners: dinersOf(later).map((diner) => {
      const before = earlier.filter((s) => s.diner === diner);
      return {
        ...customerOf(diner, later),
        firstEver:
          firstEver(all, diner, later) &&
          !before.some((s) => s.at === firstAt(later.filter((m) => m.diner === diner))),
        earlier: {
          orders: before.length,
          netSales: netOf(before),
          name: maxName(before),
          member: before.some((s) => s.customerId !== null),
        },
      };
    }),
    referred: {
      newToRange: new Set(
        referred(later)
          .filter((s) => !earlier.some((e) => e.customerId === s.customerId))
          .map((s) => s.customerId),
      ).size,
      orders: sums.orders,
      net: sums.net,
    },
  };
}

const sale = fc.record({
  diner: fc.constantFrom('ana@x', 'bo@x', 'cy@x', 'di@x', 'ed@x', 'fay@x'),
  customerId: fc.constantFrom(null, null, 'c1', 'c2', 'c3'),
  location: fc.constantFrom(0, 1, 1, 2),
  at: fc.integer({ min: 0, max: 99 }),
  net: fc.integer({ min: 0, max: 5000 }),
  name: fc.constantFrom('Ana Lee', 'Bo Ng', 'bo ng', 'Cy Roy'),
});

const sale0 = (s: Partial<Sale> & Pick<Sale, 'diner' | 'at' | 'net'>): Sale => ({
  customerId: null,
  location: 0,
  name: s.diner,
  ...s,
});

describe('withLaterPart', () => {
  it('equals the figures of the whole range, whatever the orders', () => {
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 40 }), fc.integer({ min: 0, max: 4 }), (sales, top) => {
        const combined = withLaterPart(figuresOf(sales, earlierPart, top), laterOf(sales), top);
        expect(combined).toEqual(figuresOf(sales, inRange, top));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a diner of both parts once, today’s first-ever diner as new, and lets today’s spend into the best', () => {
    const sales = [
      sale0({ diner: 'both@x', at: 20, net: 1000 }),
      sale0({ diner: 'both@x', at: 60, net: 500 }),
      sale0({ diner: 'big@x', at: 30, net: 3000 }),
      sale0({ diner: 'late@x', at: 5, net: 100 }),
      sale0({ diner: 'late@x', at: 70, net: 4000 }),
      sale0({ diner: 'fresh@x', at: 80, net: 200 }),
    ];
    const kept = figuresOf(sales, earlierPart, 2);
    expect(kept.top.map((c) => c.email)).toEqual(['big@x', 'both@x']);
    const combined = withLaterPart(kept, laterOf(sales), 2);
    expect(combined).toMatchObject({ diners: 4, newDiners: 3 });
    expect(combined.top.map((c) => [c.email, c.netSales])).toEqual([
      ['late@x', 4000],
      ['big@x', 3000],
    ]);
  });
});
