import type {
  ApiWebhookDelivery,
  ApiWebhookEndpoint,
  WebhookEndpointInput,
  WebhookEventType,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema';
import { bool, fromJson } from '../../http/json';

/* Webhook endpoints and deliveries as the console shows them, and an endpoint's columns (decision 0064). */

export function presentEndpoint(row: Selectable<WebhookEndpointsTable>): ApiWebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    events: fromJson<WebhookEventType[]>(row.event_types, []),
    enabled: bool(row.enabled),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentDelivery(row: Selectable<WebhookDeliveriesTable>): ApiWebhookDelivery {
  return {
    _id: row.id,
    eventId: row.event_id,
    type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns an endpoint's form sets. */
export const endpointColumnsOf = (input: WebhookEndpointInput, at: string) => ({
  url: input.url,
  description: input.description,
  event_types: JSON.stringify(input.events),
  enabled: input.enabled ? (1 as const) : (0 as const),
  updated_at: at,
});
