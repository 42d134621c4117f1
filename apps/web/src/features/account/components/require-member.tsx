import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useCustomer, type CustomerCookie } from '../../../lib/customer';

/**
 * The member area's login guard (accounts-and-extras §2): without a session the visitor goes to
 * /login, which brings them back to where they were going (`from`). A sign-out while on a member
 * page (a 401 anywhere) lands there too.
 */
export function RequireMember({ children }: { children: (customer: CustomerCookie) => ReactNode }) {
  const customer = useCustomer();
  const location = useLocation();
  if (!customer) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?from=${encodeURIComponent(from)}`} replace state={{ from }} />;
  }
  return <>{children(customer)}</>;
}
