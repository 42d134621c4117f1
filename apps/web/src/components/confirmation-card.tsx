import { useEffect, useRef, type ReactNode } from 'react';
import { cardClass } from './ui/ui';

/**
 * A confirmation (an order placed, a gift card order confirmed): the green tick, the heading, which
 * takes focus so the outcome is announced, and what the caller shows beneath.
 */
export function ConfirmationCard({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="mx-auto max-w-xl px-4 pb-12 pt-10">
      <div className={`${cardClass} p-6 text-center sm:p-10`}>
        <SuccessMark />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 font-[family-name:var(--font-display)] text-3xl font-bold outline-none"
        >
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

/** One line of a confirmation's facts; the last has no rule beneath. */
export function ConfirmationFact({
  label,
  numeric = false,
  last = false,
  children,
}: {
  label: string;
  numeric?: boolean;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={
        last ? 'flex justify-between gap-4' : 'flex justify-between gap-4 border-b border-black/10 pb-3'
      }
    >
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className={numeric ? 'font-bold tabular-nums' : 'text-right font-bold'}>{children}</dd>
    </div>
  );
}

/** The green tick above a confirmation. Decorative. */
function SuccessMark() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.4">
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
