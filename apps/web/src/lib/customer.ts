import { getCookie } from './cookies';

/** The readable `customer` cookie: display fields only (the session itself is the httpOnly ctoken). */
export interface CustomerCookie {
  _id: string;
  local: { firstName: string; lastName: string; email: string; telephone: string | null };
}

export function readCustomerCookie(): CustomerCookie | null {
  const raw = getCookie('customer');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as CustomerCookie;
    return value && typeof value._id === 'string' && value.local ? value : null;
  } catch {
    return null;
  }
}

export function fullNameOf(customer: CustomerCookie): string {
  return `${customer.local.firstName} ${customer.local.lastName}`.trim();
}
