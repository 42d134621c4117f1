import type { ComponentProps, ReactNode } from 'react';
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
