import type { ApiError } from '@storefront/domain';
import { clearCustomer, readCustomerCookie } from './customer';

/** An API failure with the server's message, ready to show to a person. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How requests reach the API: the browser's fetch, or, while the server renders a page, the server's
 * own routes answering in-process for that request's tenant (entry-server.tsx).
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(fetcher: typeof fetch): void {
  apiFetch = fetcher;
}

/** The page's language, which the API answers in (its errors, the restaurant's content). */
let apiLanguage: string | null = null;

export function setApiLanguage(locale: string): void {
  apiLanguage = locale;
}

/** The header that makes a write happen once per key, however often it is sent (a double tap, a retry). */
export const sentOnce = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });

/**
 * A JSON client for one API root: the storefront's /api/eater, the staff console's /api/staff.
 * `onUnauthorized` runs on every 401 (after which the request still fails with its error).
 */
export function createApiClient(base: string, onUnauthorized?: (path: string) => void) {
  const client = async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    return (await exchange<T>(method, path, body, headers)).data;
  };

  async function exchange<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ data: T; headers: Headers }> {
    const sent: Record<string, string> = {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(apiLanguage ? { 'accept-language': apiLanguage } : {}),
      ...headers,
    };
    const response = await apiFetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      if (response.status === 401) onUnauthorized?.(path);
      const error = (await response.json().catch(() => null)) as ApiError | null;
      throw new ApiRequestError(
        response.status,
        error?.code ?? 'HTTP_ERROR',
        error?.message ?? `Request failed (${response.status}).`,
      );
    }
    const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
    return { data, headers: response.headers };
  }

  /** GET of a list the server answers one page at a time: the next page's cursor is a header. */
  client.page = async <T>(path: string): Promise<ListPage<T>> => {
    const { data, headers } = await exchange<T[]>('GET', path);
    return { items: data, nextCursor: headers.get('x-next-cursor') };
  };
  return client;
}

/** One page of a list and the cursor of the next (null on the last page). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** `path` with `?cursor=` for the page after the one a cursor came with (none for the first page). */
export function withCursor(path: string, cursor: string | null): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

const LOGOUT_PATH = '/auth/logout';

/**
 * A 401 from the storefront API signs the member out (accounts-and-extras §4, §8): the readable
 * cookie is dropped here and the server is asked to clear the httpOnly ctoken, which only it can.
 * Only a page that believed it was signed in asks, so a guest's failed login costs no extra request.
 */
function signOutOnUnauthorized(path: string) {
  if (path === LOGOUT_PATH || readCustomerCookie() === null) return;
  clearCustomer();
  void fetch(`/api/eater${LOGOUT_PATH}`, { method: 'POST', credentials: 'same-origin' }).catch(() => {
    // Offline: the session stays revoked server-side or expires; nothing to show.
  });
}

const request = createApiClient('/api/eater', signOutOnUnauthorized);

export const apiGet = <T>(path: string) => request<T>('GET', path);
export const apiGetPage = <T>(path: string) => request.page<T>(path);
export const apiPost = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
  request<T>('POST', path, body, headers);
export const apiPut = <T>(path: string, body: unknown) => request<T>('PUT', path, body);
export const apiPatch = <T>(path: string, body: unknown) => request<T>('PATCH', path, body);
export const apiDelete = <T>(path: string) => request<T>('DELETE', path);
