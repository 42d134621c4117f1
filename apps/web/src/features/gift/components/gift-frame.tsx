import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { DetailItem } from '../../../components/ui/detail-item';
import { paths } from '../../../config/paths';

export const headingClass =
  'font-[family-name:var(--font-display)] text-3xl font-bold tracking-tight outline-none md:text-4xl';

/** The gift screens' frame: an optional back link to /gift, one h1, then the content. */
export function GiftFrame({
  title,
  back = false,
  headingRef,
  children,
}: {
  title: string;
  back?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 md:pt-10">
      {back && <BackToGiftCards />}
      <h1 ref={headingRef} tabIndex={-1} className={`${headingClass} mb-6`}>
        {title}
      </h1>
      {children}
    </div>
  );
}

export function BackToGiftCards() {
  return (
    <Link
      to={paths.gift}
      className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Trans>Back to Gift Cards</Trans>
    </Link>
  );
}

/** A line of a gift order's summary: what, and on the right its value. */
export function SummaryRow({
  label,
  valueClassName = 'text-right font-medium',
  children,
}: {
  label: ReactNode;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <DetailItem
      label={label}
      className="flex justify-between gap-4"
      labelClassName="text-muted"
      valueClassName={valueClassName}
    >
      {children}
    </DetailItem>
  );
}

/** The summary's last line, larger: the total to pay. */
export function SummaryTotal({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`flex justify-between gap-4 ${className} text-lg font-bold`}>
      <dt>
        <Trans>Total</Trans>
      </dt>
      {children}
    </div>
  );
}
