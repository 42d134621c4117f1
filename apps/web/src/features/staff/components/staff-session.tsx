import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { ApiStaff } from '@storefront/domain';
import { paths } from '../../../config/paths';
import { isUnauthenticated, staffLogout, staffMeQuery } from '../api/staff-api';
import { ROLE_LABELS } from '../staff-i18n';
import { StaffErrorAlert, StaffShell } from './staff-shell';

/** Leaves the console: forgets the staff data and goes to the sign-in. */
export function useSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: ['staff'] });
    void navigate(paths.staffLogin, { replace: true });
  }, [queryClient, navigate]);
}

/** The signed-in person's name and role, and Sign out. */
export function StaffIdentity({ staff }: { staff: ApiStaff }) {
  const signedOut = useSignedOut();
  const logout = useMutation({ mutationFn: staffLogout, onSettled: signedOut });
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        {staff.name} ({i18n._(ROLE_LABELS[staff.role])})
      </span>
      <button
        type="button"
        onClick={() => logout.mutate()}
        className="rounded border border-stone-400 px-3 py-1.5 font-semibold hover:bg-stone-100"
      >
        <Trans>Sign out</Trans>
      </button>
    </div>
  );
}

/** A console page for the signed-in staff member; the sign-in when there is none. */
export function RequireStaff({
  title,
  children,
}: {
  title: string;
  children: (staff: ApiStaff) => ReactNode;
}) {
  const me = useQuery(staffMeQuery());
  if (me.isPending) {
    return (
      <p className="p-8 text-center" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (me.isError) {
    if (isUnauthenticated(me.error)) return <Navigate to={paths.staffLogin} replace />;
    return (
      <StaffShell title={title}>
        <StaffErrorAlert message={me.error.message} />
      </StaffShell>
    );
  }
  return children(me.data);
}

/** A console page of a restaurant's work: an account linked to none is told so. */
function RequireRestaurantStaff({
  title,
  children,
}: {
  title: string;
  children: (staff: ApiStaff) => ReactNode;
}) {
  return (
    <RequireStaff title={title}>
      {(staff) =>
        staff.restaurants.length === 0 ? (
          <StaffShell title={title}>
            <p>
              <Trans>This account is not linked to any restaurant.</Trans>
            </p>
          </StaffShell>
        ) : (
          children(staff)
        )
      }
    </RequireStaff>
  );
}

/**
 * The console page titled `title` that shows `Body` for the signed-in staff member (a `*-page.tsx`
 * module's default export, as settingsPage is for the owner console's): `export default
 * staffPage(msg`Loyalty`, Counter)`. `restaurantOnly`: the page is of a restaurant's work
 * (RequireRestaurantStaff).
 */
export function staffPage(
  title: MessageDescriptor,
  Body: ComponentType<{ staff: ApiStaff }>,
  { restaurantOnly = false }: { restaurantOnly?: boolean } = {},
) {
  const Require = restaurantOnly ? RequireRestaurantStaff : RequireStaff;
  return function Page() {
    const { i18n } = useLingui();
    return <Require title={i18n._(title)}>{(staff) => <Body staff={staff} />}</Require>;
  };
}
