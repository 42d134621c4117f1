import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteAnnouncer } from '../../components/route-announcer';
import { documentTitle } from '../../lib/route-titles';
import { useTenant } from '../../lib/tenant-context';

/** The storefront's route change: the route's document title, then focus and announcement. */
export function RouteChange() {
  const tenant = useTenant();
  const { pathname } = useLocation();
  const { i18n } = useLingui();

  useEffect(() => {
    document.title = documentTitle(i18n, pathname, tenant);
  }, [pathname, tenant, i18n]);

  return <RouteAnnouncer />;
}
