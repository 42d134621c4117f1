/*
 * The storefront's button styles, one name each (Tailwind classes). A button's hover eases; its
 * enabling does not: a faded (disabled) button that fades back in was, for 150 ms, an enabled button
 * below contrast, which is what axe read once after an Apply came back.
 */

/** A solid brand button; pass useOnBrandText() so the label passes AA on the tenant's colour. */
export const primaryButton = (onBrand: string) =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 text-sm font-semibold shadow-sm transition-[filter] hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-50 ${onBrand}`;

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink ring-1 ring-ink/30 transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-50';

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-red-800 ring-1 ring-red-800/40 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50';

export const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40';
