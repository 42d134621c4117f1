import type { ReactNode } from 'react';

/**
 * One labelled fact of a record's details (an order, a reservation, a profile, a gift card), inside
 * a <dl>: `className` places the pair in the list's grid, `valueClassName` sets the value's look.
 */
export function DetailItem({
  label,
  className,
  valueClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
