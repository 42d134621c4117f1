import { Trans } from '@lingui/react/macro';

/** Previous / Page n of m / Next under a paginated staff list; nothing when it fits one page. */
export function Pager({
  label,
  className,
  page,
  pages,
  onPage,
}: {
  label: string;
  className: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const button =
    'rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className={`${className} flex items-center gap-3 text-sm`}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
