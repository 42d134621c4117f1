import type { AuditEntriesResponse } from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The owner console's reads and writes under /api/staff (issue 19). */

export const settingsRequest = createApiClient('/api/staff');

export const settingsKeys = {
  all: ['staff', 'settings'] as const,
  audit: (entity: string) => ['staff', 'settings', 'audit', entity] as const,
};

/** One page of the activity log, newest first ('' entity: every kind). */
export function fetchAuditPage(entity: string, cursor: string | null): Promise<AuditEntriesResponse> {
  const query = new URLSearchParams({ limit: '50' });
  if (entity) query.set('entity', entity);
  if (cursor) query.set('cursor', cursor);
  return settingsRequest<AuditEntriesResponse>('GET', `/audit?${query.toString()}`);
}
