/*
 * Money is an integer number of cents inside the code (architecture §3). The wire keeps the spec's
 * shape, dollars as numbers with two decimals; `toCents` and `toDollars` are the one codec.
 */

export type Cents = number;

/** Rounds half away from zero to an integer: the one rounding rule for money. */
export function roundHalfAwayFromZero(value: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** Dollars from the wire (or configuration) to cents. */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return roundHalfAwayFromZero(dollars * 100);
}

/** Cents to dollars for the wire: a number with at most two decimals. */
export function toDollars(cents: Cents): number {
  return roundHalfAwayFromZero(cents) / 100;
}

/** `percent` per cent of an amount, rounded to the cent (GST 5 on 1999 is 100). */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundHalfAwayFromZero((cents * percent) / 100);
}

/**
 * Splits `total` cents over parts in proportion to `weights`, so that the parts sum exactly to
 * `total` (largest remainder; ties go to the earlier part). Used to allocate an order-level discount
 * over its lines. All-zero weights split evenly.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) return [];
  const sign = total < 0 ? -1 : 1;
  const amount = Math.abs(total);
  // Negative or non-finite weights count as 0; scaling by the largest keeps the sum finite.
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const largest = Math.max(...clean);
  const scaled = largest > 0 ? clean.map((w) => w / largest) : clean;
  const sum = scaled.reduce((a, w) => a + w, 0);
  const shares = scaled.map((w) => (sum === 0 ? 1 / weights.length : w / sum) * amount);
  const floors = shares.map((s) => Math.floor(s + 1e-9));
  let remainder = amount - floors.reduce((a, b) => a + b, 0);
  const order = shares
    .map((s, i) => ({ i, fraction: s - Math.floor(s + 1e-9) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    remainder -= 1;
  }
  return floors.map((c) => c * sign);
}

/** '$1,234.56' (the spec's $0,0.00), with a leading minus for negative amounts. */
/**
 * An option's price as every screen shows it (the menu, the cart, the order, the staff board): per
 * unit of the item, "+$1.50"; a free option shows no price (null).
 */
export function optionPriceLabel(unitPrice: Cents): string | null {
  return Number.isFinite(unitPrice) && roundHalfAwayFromZero(unitPrice) > 0
    ? `+${formatMoney(unitPrice)}`
    : null;
}

/** Dollars as a sentence says them: '$40', '$12.50' (formatMoney without a whole dollar's cents). */
export const moneyInWords = (cents: Cents): string => formatMoney(cents).replace(/\.00$/, '');

export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(roundHalfAwayFromZero(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
