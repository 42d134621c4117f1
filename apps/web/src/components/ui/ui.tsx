import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MinusIcon, PlusIcon } from './icons';

/* Small building blocks shared by the cart, the drawer, the add-to-cart modal and checkout. */

export { dangerButton, iconButton, primaryButton, secondaryButton } from './buttons';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-ink aria-[invalid=true]:border-red-700';

export const cardClass = 'rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

type Tone = 'danger' | 'success' | 'warning' | 'info';

const TONES: Record<Tone, string> = {
  danger: 'border-red-700/40 bg-red-50 text-red-900',
  success: 'border-emerald-700/40 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-700/40 bg-amber-50 text-amber-950',
  info: 'border-ink/20 bg-surface text-ink',
};

/**
 * A message box without a live region: where it must be announced, the caller wraps it in
 * role=status or role=alert (or uses Alert). `title` is its heading line.
 */
export function Notice({
  tone,
  title,
  children,
  className = '',
  role,
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
}) {
  return (
    <div role={role} className={`rounded-xl border px-4 py-3 ${TONES[tone]} ${className}`}>
      {title && <p className="font-bold">{title}</p>}
      {children && <div className={title ? 'mt-0.5' : ''}>{children}</div>}
    </div>
  );
}

/**
 * A message box that is announced: errors at once (role=alert), other tones politely (role=status).
 * `title` is the spec's heading, e.g. 'Error!' or 'Success!'.
 */
export function Alert({
  tone,
  title,
  children,
  className = '',
}: {
  tone: Tone;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Notice
      tone={tone}
      title={title}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`text-sm ${className}`}
    >
      {children}
    </Notice>
  );
}

interface StepperProps {
  value: number;
  min?: number;
  max?: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** What is counted, for the buttons' names: 'Decrease quantity of {label}'. */
  label: string;
  size?: 'sm' | 'md';
}

/** − value + : the quantity of a line or of the modal; the value is announced as it changes. */
export function QuantityStepper({
  value,
  min = 1,
  max = 99,
  onDecrement,
  onIncrement,
  label,
  size = 'md',
}: StepperProps) {
  const { t } = useLingui();
  const button =
    size === 'sm'
      ? 'inline-flex h-8 w-8 items-center justify-center rounded-full ring-1 ring-ink/30 transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40'
      : 'inline-flex h-10 w-10 items-center justify-center rounded-full ring-1 ring-ink/30 transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center gap-2" role="group" aria-label={t`Quantity of ${label}`}>
      <button
        type="button"
        className={button}
        onClick={onDecrement}
        disabled={value <= min}
        aria-label={t`Decrease quantity of ${label}`}
      >
        <MinusIcon />
      </button>
      <output
        aria-live="polite"
        className={`min-w-6 text-center font-semibold tabular-nums ${size === 'sm' ? 'text-sm' : 'text-base'}`}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={onIncrement}
        disabled={value >= max}
        aria-label={t`Increase quantity of ${label}`}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
