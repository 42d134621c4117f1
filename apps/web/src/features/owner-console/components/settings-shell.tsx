import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { OWNER_CONSOLE_MESSAGES, settingsSections, type ApiStaff, type StaffPath } from '@storefront/domain';
import { domainText } from '../../../lib/domain-text';
import type { ReactNode } from 'react';
import { NavLinkList } from '../../../components/ui/nav-link-list';
import { RequireStaff, StaffIdentity, useSignedOut } from '../../staff/components/staff-session';
import { StaffErrorAlert, StaffShell } from '../../staff/components/staff-shell';

/*
 * The owner console's frame (issue 19): the staff console's header, the sections of /staff/settings
 * (the domain's STAFF_ROUTES rows with a `settingsNav`) and the page. Only the tenant's owner sees a
 * section; staff of a location are told so (and the server refuses them the data: requireOwner).
 */

/** The sections' titles in the console's language; English is the routes' own. */
const SECTION_TITLES: Partial<Record<StaffPath, MessageDescriptor>> = {
  '/staff/settings/reports': msg`Reports`,
  '/staff/settings/payments': msg`Payments`,
  '/staff/settings/menus': msg`Menus`,
  '/staff/settings/locations': msg`Locations`,
  '/staff/settings/promotions': msg`Promotions`,
  '/staff/settings/brand': msg`Brand`,
  '/staff/settings/printers': msg`Printers`,
  '/staff/settings/webhooks': msg`Webhooks`,
  '/staff/settings/messages': msg`Messages`,
  '/staff/settings/customers': msg`Customers`,
  '/staff/settings/activity': msg`Activity`,
};

function SettingsNav() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Settings`} className="lg:w-48 lg:shrink-0">
      <NavLinkList
        links={settingsSections().map((section) => {
          const title = SECTION_TITLES[section.path];
          return { to: section.path, label: title ? i18n._(title) : section.title };
        })}
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
  const { i18n } = useLingui();
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
                <StaffErrorAlert message={domainText(i18n, OWNER_CONSOLE_MESSAGES.ownerOnly)} />
              )}
            </div>
          </div>
        </StaffShell>
      )}
    </RequireStaff>
  );
}
