import { settingsSections } from '@storefront/domain';
import { Link } from 'react-router';
import { SettingsPage } from './components/settings-shell';

/** /staff/settings: the owner console's home, one link per section. */
export default function StaffSettingsPage() {
  return (
    <SettingsPage title="Settings">
      {() => (
        <>
          <p className="mb-4 text-stone-700">
            Change what diners see on the storefront. Every change takes effect at once and is kept in
            Activity (who, when, what).
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {settingsSections().map((section) => (
              <li key={section.path}>
                <Link
                  to={section.path}
                  className="block rounded-lg bg-white p-4 font-semibold shadow-sm hover:bg-stone-50"
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </SettingsPage>
  );
}
