import type {
  ApiWebhookDelivery,
  ApiWebhookEndpoint,
  ApiWebhookEndpointWithSecret,
  WebhookDeliveriesResponse,
  WebhookEndpointInput,
  WebhookEndpointsResponse,
} from '@storefront/domain';
import { settingsCollection, settingsRequest } from './settings-api';

/* The owner console's Webhooks (/api/staff/webhooks; decision 0064). */

export const webhookKeys = {
  all: ['staff', 'settings', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['staff', 'settings', 'webhooks', endpointId, 'deliveries'] as const,
};

const collection = settingsCollection<WebhookEndpointsResponse, ApiWebhookEndpoint, WebhookEndpointInput>(
  '/webhooks',
);
const one = (endpointId: string) => `/webhooks/${encodeURIComponent(endpointId)}`;

export const webhooks = {
  ...collection,
  /** The answer carries the signing secret, this once. */
  create: (input: WebhookEndpointInput) =>
    settingsRequest<ApiWebhookEndpointWithSecret>('POST', '/webhooks', input),
  rollSecret: (endpointId: string) =>
    settingsRequest<ApiWebhookEndpointWithSecret>('POST', `${one(endpointId)}/secret`, {}),
  /** One page of an endpoint's delivery log, newest first. */
  deliveries: (endpointId: string, cursor: string | null) => {
    const query = new URLSearchParams({ limit: '20' });
    if (cursor) query.set('cursor', cursor);
    return settingsRequest<WebhookDeliveriesResponse>('GET', `${one(endpointId)}/deliveries?${query}`);
  },
  sendTest: (endpointId: string) =>
    settingsRequest<ApiWebhookDelivery>('POST', `${one(endpointId)}/test`, {}),
  resend: (endpointId: string, deliveryId: string) =>
    settingsRequest<ApiWebhookDelivery>(
      'POST',
      `${one(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      {},
    ),
};
