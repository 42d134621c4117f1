import { OWNER_CONSOLE_MESSAGES, settingsSections, type ApiStaff } from '@storefront/domain';
import type { ReactNode } from 'react';
import { NavLinkList } from '../../../components/ui/nav-link-list';
import { RequireStaff, StaffIdentity, useSignedOut } from '../../staff/components/staff-session';
import { StaffErrorAlert, StaffShell } from '../../staff/components/staff-shell';

/*
 * The owner console's frame (issue 19): the staff console's header, the sections of /staff/settings
 * (the domain's STAFF_ROUTES rows with a `settingsNav`) and the page. Only the tenant's owner sees a
 * section; staff of a location are told so (and the server refuses them the data: requireOwner).
 */

function SettingsNav() {
  return (
    <nav aria-label="Settings" className="lg:w-48 lg:shrink-0">
      <NavLinkList
        links={settingsSections().map((section) => ({ to: section.path, label: section.title }))}
        listClass="flex flex-wrap gap-1 lg:flex-col"
        linkClass={(isActive) =>
          `block rounded px-3 py-1.5 font-semibold ${isActive ? 'bg-stone-900 text-white' : 'hover:bg-white'}`
        }
      />
    </nav>
  );
}

/**
 * The clock the console shows the tenant's dates and times on (a coupon's validity, Activity's
 * times): its first location's time zone.
 */
export const ownersTimeZone = (staff: ApiStaff): string => staff.restaurants[0]?.time_zone ?? 'UTC';

/** What an owner-console page receives: the owner, and the way out when the session lapses. */
export interface SettingsPageProps {
  staff: ApiStaff;
  onSignedOut: () => void;
}

/**
 * A page of the owner console titled `title`; `children` renders for the owner only, or for staff of
 * locations too with `staffToo` (a page whose data the server scopes to their locations: Reports).
 */
export function SettingsPage({
  title,
  staffToo = false,
  children,
}: {
  title: string;
  staffToo?: boolean;
  children: (props: SettingsPageProps) => ReactNode;
}) {
  const signedOut = useSignedOut();
  return (
    <RequireStaff title={title}>
      {(staff) => (
        <StaffShell title={title} actions={<StaffIdentity staff={staff} />}>
          <div className="flex flex-col gap-6 lg:flex-row">
            {staff.role === 'owner' && <SettingsNav />}
            <div className="min-w-0 flex-1">
              <h1 className="mb-4 text-2xl font-bold">{title}</h1>
              {staff.role === 'owner' || staffToo ? (
                children({ staff, onSignedOut: signedOut })
              ) : (
                <StaffErrorAlert message={OWNER_CONSOLE_MESSAGES.ownerOnly} />
              )}
            </div>
          </div>
        </StaffShell>
      )}
    </RequireStaff>
  );
}
