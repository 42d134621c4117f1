import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isSettingsPath, settingsSections, settingsTile, type ApiStaff } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchSettingsSummary, settingsKeys } from './api/settings-api';
import { ownersTimeZone } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { StaffLoaded } from '../staff/components/staff-shell';

/**
 * /staff/settings: the owner console's home, a tile per section saying in a line what it holds and
 * what most needs attention there (the server's summary, in the domain's words).
 */
export default settingsPage(msg`Settings`, Home);

function Home({ staff }: { staff: ApiStaff }) {
  return (
    <>
      <p className="mb-4 text-stone-700">
        <Trans>
          Change what diners see on the storefront. Every change takes effect at once and is kept in Activity
          (who, when, what).
        </Trans>
      </p>
      <Tiles staff={staff} />
    </>
  );
}

function Tiles({ staff }: { staff: ApiStaff }) {
  const { t } = useLingui();
  const summary = useQuery({ queryKey: settingsKeys.summary, queryFn: fetchSettingsSummary });
  return (
    <StaffLoaded query={summary}>
      {(data) => (
        <ul aria-label={t`Sections`} className="grid gap-3 sm:grid-cols-2">
          {settingsSections()
            .flatMap(({ path, title }) =>
              isSettingsPath(path)
                ? [{ path, title, tile: settingsTile(path, data, ownersTimeZone(staff)) }]
                : [],
            )
            .map(({ path, title, tile }) => (
              <li key={path} className="relative rounded-lg bg-white p-4 shadow-sm hover:bg-stone-50">
                <h2 className="font-semibold">
                  {/* The whole tile follows the link; its name stays the section's. */}
                  <Link to={path} className="after:absolute after:inset-0">
                    {title}
                  </Link>
                </h2>
                <p className="text-sm text-stone-700">{tile.holds}</p>
                {tile.attention && (
                  <p className="mt-1 text-sm font-semibold text-amber-900">{tile.attention}</p>
                )}
              </li>
            ))}
        </ul>
      )}
    </StaffLoaded>
  );
}
