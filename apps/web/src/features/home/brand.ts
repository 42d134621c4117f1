/** Shared layout and control classes of the home page (Tailwind only). */
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

/** A text link with an arrow affordance. */
export const textLink =
  'inline-flex items-center gap-1 rounded font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink';
