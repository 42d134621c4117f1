import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { useOrderStore } from '../../../stores/order-store';

/* Layout pieces shared by the three order-entry screens. */

/** Dark call to action: white on the theme ink passes AA whatever the tenant's brand colour is. */
export const primaryActionClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-ink px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-ink/85 disabled:cursor-not-allowed disabled:bg-ink/40 disabled:shadow-none';

export const secondaryActionClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-ink/70 bg-white px-6 py-3 text-base font-semibold text-ink transition hover:bg-ink/5';

/** A text field: 16 px text (no zoom on phones), 48 px tall, a clear border and focus ring. */
export const inputClass =
  'block min-h-12 w-full rounded-lg border border-ink/50 bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ink';

export interface OrderEntryPageProps {
  title: string;
  /** Small line above the title, e.g. the restaurant's name. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Wider column (the time slot grid needs 10 columns on desktop). */
  wide?: boolean;
  /** When this changes after the first render, focus moves to the title (a step changed in place). */
  focusKey?: string;
  children: ReactNode;
}

/** One order-entry screen: a column with the page's h1 and its content. */
export function OrderEntryPage({
  title,
  eyebrow,
  intro,
  wide = false,
  focusKey,
  children,
}: OrderEntryPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // "+ Add" on /menus started this order: the item waits for the steps to be done.
  const pending = useOrderStore((s) => s.pendingItem);
  const firstKey = useRef(focusKey);
  useEffect(() => {
    if (focusKey !== firstKey.current) {
      firstKey.current = focusKey;
      headingRef.current?.focus();
    }
  }, [focusKey]);

  return (
    <div className={`mx-auto w-full px-4 pb-14 pt-6 md:pt-10 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <header className="mb-6 md:mb-8">
        {eyebrow && <p className="text-sm font-bold uppercase tracking-[0.18em] text-muted">{eyebrow}</p>}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 font-[family-name:var(--font-display)] text-3xl font-bold leading-tight outline-none md:text-4xl"
        >
          {title}
        </h1>
        {intro && <div className="mt-2 text-lg text-muted">{intro}</div>}
        {pending && (
          <p className="mt-3 rounded-lg bg-brand/15 px-4 py-2 text-base font-medium text-ink">
            <Trans>Then we'll add {pending.name} to your order.</Trans>
          </p>
        )}
      </header>
      {children}
    </div>
  );
}

/** The row of Back and Continue at the foot of a step; stacked on phones with Continue on top. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-black/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}

/**
 * The foot of a step that asks for something: Back, and Continue, off until the step is `done`,
 * with `missing` saying meanwhile what is left to choose. Continue submits the step's form, or
 * calls `onContinue` where the step has none.
 */
export function BackAndContinue({
  onBack,
  done,
  missing,
  onContinue,
}: {
  onBack: () => void;
  done: boolean;
  missing: ReactNode;
  onContinue?: () => void;
}) {
  return (
    <StepActions>
      <BackButton onClick={onBack} />
      <div className="flex flex-col items-stretch gap-2 sm:items-end">
        <button
          type={onContinue ? 'button' : 'submit'}
          disabled={!done}
          onClick={onContinue}
          className={primaryActionClass}
        >
          <Trans>Continue</Trans>
        </button>
        {!done && <p className="text-sm text-muted sm:text-right">{missing}</p>}
      </div>
    </StepActions>
  );
}

export function BackButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useLingui();
  return (
    <button type="button" onClick={onClick} className={secondaryActionClass}>
      <ChevronLeftIcon />
      {label ?? t`Back`}
    </button>
  );
}

/**
 * One of the order-entry screens' choices: its legend over the tiles (ChoiceTile, RadioTile or
 * buttons), laid out by `gridClassName`.
 */
export function TileFieldset({
  legend,
  legendClassName,
  gridClassName,
  children,
}: {
  legend: ReactNode;
  legendClassName: string;
  gridClassName: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className={gridClassName}>{children}</div>
    </fieldset>
  );
}

interface RadioTileProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  required?: boolean;
  /** The visible tile; it styles itself from the hidden radio with Tailwind's peer-* variants. */
  tileClassName: string;
  children: ReactNode;
}

/** A radio drawn as a tile: the input is visually hidden, the tile shows checked, focus and disabled. */
export function RadioTile({ onSelect, tileClassName, children, ...radio }: RadioTileProps) {
  return (
    <label className={`relative block ${radio.disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
      <input type="radio" {...radio} onChange={onSelect} className="peer sr-only" />
      <span className={tileClassName}>{children}</span>
    </label>
  );
}
