import type {
  AuditEntriesResponse,
  ConsoleImageKind,
  Photo,
  SettingsSummary,
  TextsResponse,
} from '@storefront/domain';
import { ApiRequestError, createApiClient } from '../../../lib/api-client';

/* The owner console's reads and writes under /api/staff (issue 19). */

export const settingsRequest = createApiClient('/api/staff');

export const settingsKeys = {
  all: ['staff', 'settings'] as const,
  audit: (entity: string) => ['staff', 'settings', 'audit', entity] as const,
  summary: ['staff', 'settings', 'summary'] as const,
  texts: ['staff', 'settings', 'texts'] as const,
};

/** What each section of the console holds and needs (the home's tiles). */
export const fetchSettingsSummary = () => settingsRequest<SettingsSummary>('GET', '/settings/summary');

/** One page of the activity log, newest first ('' entity: every kind). */
export function fetchAuditPage(entity: string, cursor: string | null): Promise<AuditEntriesResponse> {
  const query = new URLSearchParams({ limit: '50' });
  if (entity) query.set('entity', entity);
  if (cursor) query.set('cursor', cursor);
  return settingsRequest<AuditEntriesResponse>('GET', `/audit?${query.toString()}`);
}

/** One page of the texts sent to diners, newest first (the Messages page). */
export function fetchTextsPage(cursor: string | null): Promise<TextsResponse> {
  const query = new URLSearchParams({ limit: '50' });
  if (cursor) query.set('cursor', cursor);
  return settingsRequest<TextsResponse>('GET', `/texts?${query.toString()}`);
}

/**
 * Sends one file as multipart/form-data (an upload of the owner console); the server's refusal
 * (too large, not an image) comes back as an ApiRequestError with its words.
 */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  const response = await fetch(`/api/staff${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body,
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `Request failed (${response.status}).`,
    );
  }
  return (await response.json()) as T;
}

/**
 * A collection of the owner console at `path` (promotions, coupons, holidays, gift card products):
 * its list (one page of the most the server gives: a tenant has a handful), add, save and delete.
 */
export function settingsCollection<List, Item, Input>(path: string) {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    fetch: () => settingsRequest<List>('GET', `${path}?limit=100`),
    create: (input: Input) => settingsRequest<Item>('POST', path, input),
    save: (id: string, input: Input) => settingsRequest<Item>('PUT', one(id), input),
    remove: (id: string) => settingsRequest<void>('DELETE', one(id)),
  };
}

/** Uploads an image for the brand or a gift card product; answers the photo to save in the form. */
export const uploadImage = (kind: ConsoleImageKind, file: File) =>
  uploadFile<Photo>(`/images?kind=${kind}`, 'photo', file);
