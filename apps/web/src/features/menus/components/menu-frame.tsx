import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/*
 * The menu pages' frame and heading, in a module of their own: /buildorder's placeholder draws them
 * from the app's first chunk (app/shell/page-placeholder.tsx), which must not carry the menus' code.
 */

/** The menu pages' column. */
export function MenuPageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 md:pt-8">{children}</div>;
}

/** The page's one h1: its title and the restaurant's name. */
export function MenuHeading({ title, restaurantName }: { title: string; restaurantName: string }) {
  const { t } = useLingui();
  return (
    // One name without stray spaces ('Menu: Golden Maple Bistro Riversdale').
    <h1 className="font-[family-name:var(--font-display)]" aria-label={t`${title}: ${restaurantName}`}>
      <span className="block text-sm font-bold uppercase tracking-[0.2em] text-muted">{title}</span>
      <span className="mt-1 block text-3xl font-bold leading-tight md:text-4xl">{restaurantName}</span>
    </h1>
  );
}
