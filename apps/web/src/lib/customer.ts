import { useSyncExternalStore } from 'react';
import type { CustomerCookieRecord } from '@storefront/domain';
import { deleteCookie, getCookie } from './cookies';
import { isAdopting, onAdopted } from './hydration';

/**
 * The readable `customer` cookie: the member's id and name, for the header (the session itself is the
 * httpOnly ctoken; the email and phone come from GET /customers/{id}, see useMemberContact).
 */
export type CustomerCookie = CustomerCookieRecord;

export function readCustomerCookie(): CustomerCookie | null {
  const raw = customerCookieText();
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

/*
 * Signed-in state (accounts-and-extras §4 Auth). The server sets and clears the cookies (login,
 * register, password change, logout); the page only learns that they changed. Whoever caused a
 * change calls customerChanged(), and every useCustomer() reads the cookie again. The raw cookie
 * text is the snapshot, so an unchanged cookie re-renders nothing.
 */
const listeners = new Set<() => void>();

/*
 * The cookie's text, read once and again only when it may have changed. Reading document.cookie asks
 * the browser's cookie store (0.5-2.5 ms each time in Chromium, four times that on Lighthouse's phone),
 * and useSyncExternalStore reads the snapshot at every render of every useCustomer: /checkout's first
 * render spent 8 ms on it.
 */
let cookieText: string | null | undefined;

/** The `customer` cookie's text, as last read. */
export function customerCookieText(): string | null {
  if (cookieText === undefined) cookieText = getCookie('customer');
  return cookieText;
}

export function customerChanged(): void {
  cookieText = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out is seen when this one comes back into view.
  const reread = () => {
    cookieText = undefined;
    listener();
  };
  window.addEventListener('focus', reread);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', reread);
  };
}

let lastRaw: string | null | undefined;
let lastValue: CustomerCookie | null = null;

/** The signed-in member's display record, or null; re-renders when the session changes. */
export function useCustomer(): CustomerCookie | null {
  // While the page the server drew is adopted, as the server drew it: signed out.
  const raw = useSyncExternalStore(
    subscribe,
    () => (isAdopting() ? null : customerCookieText()),
    () => null,
  );
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = readCustomerCookie();
  }
  return lastValue;
}

/**
 * Forgets the session on this page: the readable cookie goes at once (the httpOnly ctoken only the
 * server can clear, which the caller asks for with /auth/logout).
 */
export function clearCustomer(): void {
  deleteCookie('customer');
  customerChanged();
}

// The signed-in member, drawn as signed out while the server's page was adopted, is drawn once it is.
onAdopted(() => customerChanged());
