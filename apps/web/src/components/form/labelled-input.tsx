import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { inputClass } from '../ui/ui';

/** Disabled inputs look it, so an applied code reads as fixed. */
const lockedInputClass = `${inputClass} disabled:cursor-not-allowed disabled:bg-black/5`;

/*
 * A labelled input of the small code forms (coupon, gift card): they check nothing field by field,
 * Apply/Redeem is enabled once the entry can be sent and the server's answer shows in an alert, so
 * they stay plain inputs rather than react-hook-form fields (decision 0027).
 */
export function LabelledInput({
  id,
  label,
  children,
  ...input
}: { id: string; label: string; children?: ReactNode } & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input id={id} {...input} className={lockedInputClass} />
      {children}
    </div>
  );
}

/** A dollar amount of the small forms (tip, gift card redemption), its hint below saying what is wrong while `invalid`. */
export function AmountInput({
  id,
  invalid,
  hint,
  ...input
}: {
  id: string;
  label: string;
  name: string;
  maxLength: number;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid: boolean;
  hint: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <LabelledInput
      id={id}
      inputMode="decimal"
      autoComplete="off"
      {...input}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={hintId}
    >
      <p id={hintId} className={`mt-1 text-sm ${invalid ? 'font-medium text-red-800' : 'text-muted'}`}>
        {hint}
      </p>
    </LabelledInput>
  );
}
