import {
  WEBHOOK_TEST_EVENT_TYPE,
  type ApiWebhookDelivery,
  type ApiWebhookEndpoint,
  type ApiWebhookEndpointWithSecret,
  type WebhookDeliveriesResponse,
  type WebhookEndpointInput,
  type WebhookEndpointsResponse,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { NEWEST_PAGE_KEYS } from '../../db/keyset';
import type { WebhookEndpointsTable } from '../../db/schema';
import { foundById, notFound } from '../../http/errors';
import type { PageQuery } from '../../http/pagination';
import {
  ownerList,
  ownerRemoval,
  ownersTenant,
  ownerTransaction,
  readOwnerPage,
  recordOwnerItemChange,
  type OwnerList,
  type OwnerRemoval,
} from '../audit/audit.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { checkEndpointUrl } from './webhook-address';
import { newWebhookSecret } from './webhook-signature';
import { endpointColumnsOf, presentDelivery, presentEndpoint } from './webhooks.presenter';
import { deliveryRow, hoursLater, RETRY_HOURS } from './webhooks.deliveries';
import {
  deleteEndpoint,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveryPage,
  listEndpointPage,
  requeueDelivery,
  updateEndpoint,
} from './webhooks.repository';

/*
 * The owner console's Webhooks (issue 26 item 4; decision 0064): endpoints, their delivery log,
 * Resend and Send test event. Owner only; each change to an endpoint and its audit entry are one
 * transaction. The signing secret is answered once, when it is made (create, roll); lists and the
 * audit trail never hold it. The URL's host is checked before the transaction (a DNS lookup is a
 * network call).
 */

const AUDIT_ENTITY = 'webhook_endpoint';
const WHAT = 'Webhook endpoint';

const withSecret = (row: Selectable<WebhookEndpointsTable>): ApiWebhookEndpointWithSecret => ({
  ...presentEndpoint(row),
  secret: row.secret,
});

export const listOwnerEndpoints: OwnerList<WebhookEndpointsResponse> = ownerList(
  'endpoints',
  NEWEST_PAGE_KEYS,
  listEndpointPage,
  presentEndpoint,
);

/** What the routes need of the server's settings. */
export interface WebhookSettings {
  allowPrivate: boolean;
}

export async function createEndpoint(
  db: Executor,
  principal: StaffPrincipal,
  input: WebhookEndpointInput,
  now: Date,
  settings: WebhookSettings,
): Promise<ApiWebhookEndpointWithSecret> {
  ownersTenant(principal);
  await checkEndpointUrl(input.url, settings.allowPrivate);
  return ownerTransaction(db, principal, async (trx, tenantId) => {
    const at = now.toISOString();
    const row = await insertEndpoint(trx, {
      id: newId(),
      tenant_id: tenantId,
      ...endpointColumnsOf(input, at),
      secret: newWebhookSecret(),
      created_at: at,
    });
    const after = presentEndpoint(row);
    await recordOwnerItemChange(trx, principal, now, AUDIT_ENTITY, 'create', { after });
    return withSecret(row);
  });
}

/** One endpoint's change in one transaction with its audit entry (`secret`: the entry says it was rolled). */
function changeEndpointRow(
  db: Executor,
  principal: StaffPrincipal,
  endpointId: string,
  now: Date,
  fields: Parameters<typeof updateEndpoint>[3],
) {
  return ownerTransaction(db, principal, async (trx, tenantId) => {
    const row = await foundById(WHAT, endpointId, (id) => findEndpoint(trx, tenantId, id));
    const updated = await updateEndpoint(trx, tenantId, row.id, fields);
    if (!updated) throw notFound(WHAT);
    const rolled = fields.secret !== undefined ? { secret: 'rolled' } : {};
    await recordOwnerItemChange(trx, principal, now, AUDIT_ENTITY, 'update', {
      before: presentEndpoint(row),
      after: { ...presentEndpoint(updated), ...rolled },
    });
    return updated;
  });
}

export async function changeEndpoint(
  db: Executor,
  principal: StaffPrincipal,
  endpointId: string,
  input: WebhookEndpointInput,
  now: Date,
  settings: WebhookSettings,
): Promise<ApiWebhookEndpoint> {
  ownersTenant(principal);
  await checkEndpointUrl(input.url, settings.allowPrivate);
  const row = await changeEndpointRow(
    db,
    principal,
    endpointId,
    now,
    endpointColumnsOf(input, now.toISOString()),
  );
  return presentEndpoint(row);
}

/** A new signing secret for the endpoint, answered this once; the old one stops signing at once. */
export async function rollEndpointSecret(
  db: Executor,
  principal: StaffPrincipal,
  endpointId: string,
  now: Date,
): Promise<ApiWebhookEndpointWithSecret> {
  const row = await changeEndpointRow(db, principal, endpointId, now, {
    secret: newWebhookSecret(),
    updated_at: now.toISOString(),
  });
  return withSecret(row);
}

/** Removes an endpoint and its delivery log; what it had still to send is not sent. */
export const removeEndpoint: OwnerRemoval = ownerRemoval(AUDIT_ENTITY, WHAT, deleteEndpoint, presentEndpoint);

async function ownersEndpoint(db: Executor, principal: StaffPrincipal, endpointId: string) {
  const tenantId = ownersTenant(principal);
  return foundById(WHAT, endpointId, (id) => findEndpoint(db, tenantId, id));
}

/** An endpoint's delivery log, newest first. */
export async function listEndpointDeliveries(
  db: Executor,
  principal: StaffPrincipal,
  endpointId: string,
  query: PageQuery,
): Promise<WebhookDeliveriesResponse> {
  const endpoint = await ownersEndpoint(db, principal, endpointId);
  const { items, nextCursor } = await readOwnerPage(
    principal,
    query,
    NEWEST_PAGE_KEYS,
    (tenantId, request) => listDeliveryPage(db, tenantId, endpoint.id, request),
    presentDelivery,
  );
  return { deliveries: items, nextCursor };
}

/**
 * Send test event: a `webhook.test` event for this endpoint only (whatever types it receives, on or
 * off), delivered and logged like any other. The worker must be woken after.
 */
export async function queueTestEvent(
  db: Executor,
  principal: StaffPrincipal,
  endpointId: string,
  now: Date,
): Promise<ApiWebhookDelivery> {
  const endpoint = await ownersEndpoint(db, principal, endpointId);
  const event = {
    id: `evt_test_${newId()}`,
    type: WEBHOOK_TEST_EVENT_TYPE,
    createdAt: now.toISOString(),
    data: {
      message: 'A test event from the owner console: this endpoint receives and verifies webhooks.',
      endpoint: { _id: endpoint.id, url: endpoint.url },
    },
  };
  const row = deliveryRow(endpoint.tenant_id, endpoint.id, event, now);
  await insertDeliveries(db, [row]);
  return presentDelivery({
    ...row,
    attempts: 0,
    lease_until: null,
    last_status_code: null,
    last_error: null,
    delivered_at: null,
    next_attempt_at: row.next_attempt_at ?? null,
  });
}

/**
 * Resend: the delivery goes out again now, whatever became of it (delivered, failed, waiting for
 * its next retry), with retries for another RETRY_HOURS. The worker must be woken after.
 */
export async function resendDelivery(
  db: Executor,
  principal: StaffPrincipal,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<ApiWebhookDelivery> {
  const endpoint = await ownersEndpoint(db, principal, endpointId);
  const at = now.toISOString();
  const row = await foundById('Delivery', deliveryId, (id) =>
    requeueDelivery(db, endpoint.tenant_id, endpoint.id, id, {
      next_attempt_at: at,
      retry_until: hoursLater(now, RETRY_HOURS).toISOString(),
      updated_at: at,
    }),
  );
  return presentDelivery(row);
}
