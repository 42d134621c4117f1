import type { ApiError } from '@storefront/domain';

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

/** A JSON client for one API root: the storefront's /api/eater, the staff console's /api/staff. */
export function createApiClient(base: string) {
  return async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json', ...headers }
          : { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const error = (await response.json().catch(() => null)) as ApiError | null;
      throw new ApiRequestError(
        response.status,
        error?.code ?? 'HTTP_ERROR',
        error?.message ?? `Request failed (${response.status}).`,
      );
    }
    return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  };
}

const request = createApiClient('/api/eater');

export const apiGet = <T>(path: string) => request<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
  request<T>('POST', path, body, headers);
export const apiDelete = <T>(path: string) => request<T>('DELETE', path);
