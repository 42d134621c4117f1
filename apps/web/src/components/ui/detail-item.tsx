import type { ReactNode } from 'react';

/**
 * One labelled fact of a record's details (an order, a reservation, a profile, a gift card), inside
 * a <dl>: `className` places the pair in the list's grid, `labelClassName` and `valueClassName` set
 * the label's and the value's look.
 */
export function DetailItem({
  label,
  className,
  labelClassName = 'font-semibold text-muted',
  valueClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
