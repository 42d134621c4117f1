/*
 * A seeded random source for generated history (issue 32 item 5): the same seed draws the same
 * orders, ids and names on every run, so a benchmark's data and the demo's charts can be made again.
 */

/** mulberry32 over a 32-bit state: fast, and good enough to scatter orders. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One of the values, each as likely. */
  pick<T>(values: readonly T[]): T;
  /** An index in [0, size), the first ones far likelier (a few best sellers, a few regulars). */
  skewed(size: number, skew?: number): number;
  /** `length` lowercase hex digits. */
  hex(length: number): string;
}

function hashSeed(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0 || 1;
}

export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (values) => values[Math.floor(next() * values.length)]!,
    skewed: (size, skew = 2.5) => Math.min(size - 1, Math.floor(size * next() ** skew)),
    hex: (length) => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return out.slice(0, length);
    },
  };
}
