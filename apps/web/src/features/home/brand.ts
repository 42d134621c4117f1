/** Shared layout and control classes of the home page (Tailwind only). */
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors motion-reduce:transition-none';

/** A solid brand button; pass the class from useOnBrandText(). */
export const brandButton = (onBrand: string) =>
  `${buttonBase} bg-brand ${onBrand} shadow-sm hover:brightness-105 focus-visible:ring-4 focus-visible:ring-ink/30`;

/** An outlined ink button for light backgrounds. */
export const outlineButton = `${buttonBase} border border-ink/25 bg-white text-ink hover:border-ink hover:bg-ink hover:text-white`;

/** A text link with an arrow affordance. */
export const textLink =
  'inline-flex items-center gap-1 rounded font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink';
