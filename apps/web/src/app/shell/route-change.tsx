import { routeMeta } from '@storefront/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteAnnouncer } from '../../components/route-announcer';
import { useTenant } from '../../lib/tenant-context';

/** The storefront's route change: the route's document title, then focus and announcement. */
export function RouteChange() {
  const tenant = useTenant();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = routeMeta(pathname, tenant).title;
  }, [pathname, tenant]);

  return <RouteAnnouncer />;
}
