import { Trans } from '@lingui/react/macro';
import type { ApiMenus } from '@storefront/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { ClockIcon } from '../../../components/ui/icons';
import { MenuSkeleton } from './menu-skeleton';

/** Shown while online ordering is not open (ordering-core §4, Open or closed). */
export function ClosedNotice() {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand bg-brand/20 px-4 py-3 font-medium text-ink">
      <ClockIcon className="h-5 w-5 shrink-0" />
      <p>
        <Trans>We're closed now but you can pre-order for later.</Trans>
      </p>
    </div>
  );
}

export function MenuMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-black/5">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="mt-2 text-muted">{children}</div>}
    </div>
  );
}

export function MenuError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const onBrand = useOnBrandText();
  return (
    <div
      role="alert"
      className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-red-800/30"
    >
      <p className="text-lg font-semibold">
        <Trans>The menu could not be loaded</Trans>
      </p>
      <p className="mt-1 text-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className={`mt-5 rounded-full bg-brand px-6 py-2.5 text-sm font-semibold shadow-sm hover:brightness-95 ${onBrand}`}
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

interface LoadedMenusProps {
  query: UseQueryResult<ApiMenus>;
  /** Something else the page waits for before it draws the menus. */
  alsoPending?: boolean;
  children: (data: ApiMenus) => ReactNode;
}

/** The skeleton while the menus load, the retryable error if they fail, else the page's menus. */
export function LoadedMenus({ query, alsoPending = false, children }: LoadedMenusProps) {
  if (query.isPending || alsoPending) return <MenuSkeleton />;
  if (query.isError) return <MenuError message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
