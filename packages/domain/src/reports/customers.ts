import type { Cents } from '../money';

/*
 * The customers report's figures (issue 32) of a range that includes today (decision 0102): the
 * range's finished days are kept whole (decision 0098) and today's sales are few, so the two are
 * read apart and combined here, exactly as if the whole range had been read from the orders.
 *
 * A diner is a mailbox; a referral is a member (a customer id) who joined from another's
 * invitation. Net sales are subtotal less discounts, never negative for an order.
 */

/** A diner among the best customers: their sales orders and net sales in the range. */
export interface TopCustomer {
  email: string;
  /** Their greatest "first last" name on those orders (as the database's max orders text). */
  name: string;
  member: boolean;
  orders: number;
  netSales: Cents;
}

/** The customers report's figures of a range, in cents. */
export interface CustomerFigures {
  /** Members' and guests' sales orders; a kind with no orders may be left out. */
  kinds: { member: boolean; orders: number; netSales: Cents }[];
  diners: number;
  /** Diners whose first sale at any of the tenant's locations is in the range. */
  newDiners: number;
  referred: { diners: number; orders: number; net: Cents };
  /** The best customers: net sales descending, then the diner's mailbox. */
  top: TopCustomer[];
}

/** A diner of the later part: their sales there, and in the earlier part's windows (none: zeros). */
export interface LaterDiner extends TopCustomer {
  /**
   * Their first sale ever is in the later part: none at any location came before it, and none of
   * the earlier part at the same instant (at another location, whose day ends later; counted there).
   */
  firstEver: boolean;
  earlier: { orders: number; netSales: Cents; name: string | null; member: boolean };
}

/** The later part of a range (today), read from the orders, with what the combination needs of the earlier part. */
export interface LaterCustomers {
  kinds: CustomerFigures['kinds'];
  diners: LaterDiner[];
  /** Referred members' orders and net sales, and how many of them have no sale in the earlier part. */
  referred: { newToRange: number; orders: number; net: Cents };
}

/** Strings as both engines order them in the reports (bytes: SQLite's BINARY, PostgreSQL's C collation). */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The greater name, as the database's max() orders them. */
const greater = (a: string | null, b: string) => (a !== null && byBytes(a, b) > 0 ? a : b);

/**
 * The figures of a whole range from those of its earlier part (`kept`) and its later part:
 * - orders and net sales add;
 * - diners: the earlier part's, and the later part's with no sale in the earlier part;
 * - new diners: the earlier part's, and the later part's whose first sale ever is in it (a diner
 *   whose first sale was in the earlier part is counted there; one whose first sale is in the later
 *   part, at a location whose day started sooner, was not, as that sale came before);
 * - referrals: the same rule by member;
 * - the best `top`: among the earlier part's best and the later part's diners, each with their
 *   sales in the whole range. Exact: a diner outside both spent at most the earlier part's last
 *   best, which each of those best meets or beats after adding their later sales.
 */
export function withLaterPart(kept: CustomerFigures, later: LaterCustomers, top: number): CustomerFigures {
  const kinds = [true, false].flatMap((member) => {
    const parts = [...kept.kinds, ...later.kinds].filter((k) => k.member === member);
    if (parts.length === 0) return [];
    return [
      {
        member,
        orders: parts.reduce((sum, k) => sum + k.orders, 0),
        netSales: parts.reduce((sum, k) => sum + k.netSales, 0),
      },
    ];
  });
  const candidates = new Map<string, TopCustomer>(kept.top.map((c) => [c.email, c]));
  for (const d of later.diners)
    candidates.set(d.email, {
      email: d.email,
      name: greater(d.earlier.name, d.name),
      member: d.member || d.earlier.member,
      orders: d.orders + d.earlier.orders,
      netSales: d.netSales + d.earlier.netSales,
    });
  return {
    kinds,
    diners: kept.diners + later.diners.filter((d) => d.earlier.orders === 0).length,
    newDiners: kept.newDiners + later.diners.filter((d) => d.firstEver).length,
    referred: {
      diners: kept.referred.diners + later.referred.newToRange,
      orders: kept.referred.orders + later.referred.orders,
      net: kept.referred.net + later.referred.net,
    },
    top: [...candidates.values()]
      .sort((a, b) => b.netSales - a.netSales || byBytes(a.email, b.email))
      .slice(0, top),
  };
}
