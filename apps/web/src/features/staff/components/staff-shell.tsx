import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant-context';
import { PendingReservationsBadge } from './pending-reservations-badge';
import { staffMeQuery } from '../api/staff-api';

/** The console's sections, once signed in; Loyalty where the program is on; Staff and Settings are the owner's. */
function StaffNav() {
  const me = useQuery({ ...staffMeQuery(), retry: false });
  const tenant = useTenant();
  const { t } = useLingui();
  if (!me.data) return null;
  const links: { to: string; label: ReactNode }[] = [
    { to: paths.staff, label: t`Orders` },
    { to: paths.staffReservations, label: t`Reservations` },
    // On a phone the nav keeps one line: "Kitchen" (the display is a wall tablet's screen anyway).
    {
      to: paths.staffKitchen,
      label: (
        <Trans>
          Kitchen<span className="hidden sm:inline"> display</span>
        </Trans>
      ),
    },
    ...(tenant.settings.loyalty_reward_program ? [{ to: paths.staffLoyalty, label: t`Loyalty` }] : []),
    ...(me.data.role === 'owner'
      ? [
          { to: paths.staffAccounts, label: t`Staff` },
          { to: paths.staffSettings, label: t`Settings` },
        ]
      : []),
  ];
  return (
    <nav aria-label={t`Staff console`} className="flex gap-1 text-sm">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          // Settings stays marked on each of its sections.
          end={link.to !== paths.staffSettings}
          className={({ isActive }) =>
            `rounded px-3 py-1.5 font-semibold ${isActive ? 'bg-stone-900 text-white' : 'hover:bg-stone-100'}`
          }
        >
          {link.label}
          {link.to === paths.staffReservations && <PendingReservationsBadge staff={me.data} />}
        </NavLink>
      ))}
    </nav>
  );
}

/** The staff console's frame: the brand, a title, and whatever the page puts on the right. */
export function StaffShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const tenant = useTenant();
  const { t } = useLingui();
  const name = tenant.name;
  const documentTitle = t`${title} | ${name} staff`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 text-stone-900">
      <header className="border-b border-stone-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">
            <Trans>
              {name} <span className="font-normal text-stone-600">· Staff</span>
            </Trans>
          </p>
          <StaffNav />
          {actions}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

/** A signed-out staff page (sign in, set password): one small card under its title. */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StaffShell title={title}>
      <div className="mx-auto max-w-sm rounded-lg bg-white p-6 shadow">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </StaffShell>
  );
}

/** The staff screens' error box, in the back office's plainer look (the storefront's is ui/error-alert). */
export function StaffErrorAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">
        <Trans>Error!</Trans>
      </p>
      <p>{message}</p>
    </div>
  );
}

/** A console page's data once it has come: until then "Loading…", or the reason it did not come. */
export function StaffLoaded<T>({
  query,
  children,
}: {
  query: { isError: boolean; error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <StaffErrorAlert message={query.error?.message ?? ''} />;
  if (!query.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return children(query.data);
}

/** A console page's failed action and failed load, above the page's content. */
export function StaffPageErrors({
  actionError,
  loadError,
}: {
  actionError: string | null;
  loadError: Error | null;
}) {
  return (
    <>
      {actionError && (
        <div className="mb-4">
          <StaffErrorAlert message={actionError} />
        </div>
      )}
      {loadError && (
        <div className="mb-4">
          <StaffErrorAlert message={loadError.message} />
        </div>
      )}
    </>
  );
}
