/*
 * Texts to diners (issue 29 item 7; decision 0086). `sendText` is the one way a text goes out, for
 * an order's news (the outbox's subscriber below) and for other modules (a phone order's card link):
 * a row per text, unique by its key, so a key is handed to the provider once; no text to a phone
 * that said STOP to the sending number; at most TEXT_LIMITS an hour per phone and per tenant. A
 * provider that asks to be tried later (429, 5xx) leaves the text `retry` and throws: the outbox
 * hands the event over again after its backoff, and the same row is taken back.
 */
import {
  DEFAULT_LOCALE,
  keywordReply,
  textKindOf,
  maskedPhone,
  orderShortPath,
  orderText,
  PROVIDER_TEXT_STATUSES,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  textablePhone,
  textKeywordOf,
  type ApiOrder,
  type ApiText,
  type OrderEventType,
  type TextPurpose,
  type TextStatus,
  type TextsResponse,
} from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SmsSendError, type SmsProvider } from '../../adapters/sms/sms';
import type { Executor } from '../../db/executor';
import { localeOf } from '../../db/translations';
import { newId } from '../../db/ids';
import type { EventSubscriber, OutboxEvent } from '../../events/event';
import { HttpError } from '../../http/errors';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { nextCursorOf, pageRequestOf, type PageQuery } from '../../http/pagination';
import { NEWEST_PAGE_KEYS } from '../../db/keyset';
import { requireTenantRow } from '../tenants/tenants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import {
  claimText,
  countBilledTexts,
  countTextsSince,
  findText,
  isOptedOut,
  lastBrandTexting,
  listTextsPage,
  recordProviderStatus,
  setOptedOut,
  updateText,
} from './texts.repository';

/** What sending a text needs, wired once in app.ts (`app.texts`). */
export interface Texting {
  db: Executor;
  provider: SmsProvider;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The configured public origin Twilio calls back at (never a request's Host). */
  webhookOrigin: string;
}

/** Twilio's "the recipient replied STOP": Twilio blocks the number itself; we remember it too. */
const UNSUBSCRIBED_RECIPIENT = '21610';

export const STATUS_CALLBACK_PATH = '/api/sms/twilio/status';
export const INBOUND_PATH = '/api/sms/twilio/inbound';

export interface SentTextResult {
  id: string | null;
  status: TextStatus;
  /** Why it did not go (opted out, a limit), or the provider's words. */
  reason: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * Texts `body` to `phone` for `tenant`, once per `key` (default: a new one). Refused (`not sent`)
 * when the phone said STOP or a limit is reached; the provider's refusal is `failed`. Throws when
 * the phone cannot be texted (422) or the provider asked to be tried later.
 */
export async function sendText(
  texting: Texting,
  tenant: { id: string },
  phone: string,
  body: string,
  purpose: TextPurpose,
  options: { key?: string; orderId?: string | null } = {},
): Promise<SentTextResult> {
  const to = textablePhone(phone);
  if (!to) throw new HttpError(422, 'PHONE_NOT_TEXTABLE', TEXT_MESSAGES.phoneNeeded);
  const { db, provider } = texting;
  const now = texting.now();
  const at = now.toISOString();
  const key = options.key ?? newId();
  const claimed = await claimText(db, {
    id: newId(),
    tenant_id: tenant.id,
    key,
    order_id: options.orderId ?? null,
    purpose,
    provider: provider.name,
    sender: provider.sender,
    to_phone: to,
    body,
    status: 'pending',
    created_at: at,
    updated_at: at,
  });
  if (!claimed) {
    // Handed to the provider (or refused) before: it is not sent twice.
    const before = await findText(db, 'key', key);
    return {
      id: before?.id ?? null,
      status: before?.status ?? 'pending',
      reason: before?.error_message ?? null,
    };
  }
  const { id } = claimed;
  const refuse = async (reason: string): Promise<SentTextResult> => {
    await updateText(db, id, { status: 'not sent', error_message: reason, updated_at: at });
    return { id, status: 'not sent', reason };
  };
  if (await isOptedOut(db, provider.sender, to)) return refuse('The phone replied STOP to this number.');
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const [toPhone, fromTenant] = await Promise.all([
    countTextsSince(db, { phone: to }, hourAgo, id),
    countTextsSince(db, { tenantId: tenant.id }, hourAgo, id),
  ]);
  if (toPhone >= TEXT_LIMITS.perPhonePerHour)
    return refuse(`Rate limited: ${TEXT_LIMITS.perPhonePerHour} texts an hour to one phone.`);
  if (fromTenant >= TEXT_LIMITS.perTenantPerHour)
    return refuse(`Rate limited: ${TEXT_LIMITS.perTenantPerHour} texts an hour from one brand.`);
  try {
    const sent = await provider.send({
      to,
      body,
      statusCallback: provider.isTest ? null : `${texting.webhookOrigin}${STATUS_CALLBACK_PATH}`,
    });
    await updateText(db, id, { status: sent.status, provider_id: sent.providerId, updated_at: at });
    return { id, status: sent.status, reason: null };
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    await updateText(db, id, {
      status: error.retryable ? 'retry' : 'failed',
      error_code: error.code,
      error_message: error.message,
      updated_at: at,
    });
    if (error.retryable) throw error;
    if (error.code === UNSUBSCRIBED_RECIPIENT) await setOptedOut(db, provider.sender, to, true, at);
    return { id, status: 'failed', reason: error.message };
  }
}

/** The outbox's subscriber for the diner's texts: the news the mail tells, when the diner asked. */
export function textSubscriber(deps: { texting: Texting; links: LinkOrigins }): EventSubscriber {
  return {
    name: "diner's order texts",
    audience: 'diner texts',
    async handle(event: OutboxEvent) {
      const kind = event.aggregate === 'order' ? textKindOf(event.type as OrderEventType) : null;
      const order = event.data as ApiOrder;
      if (!kind || !order.textUpdates) return;
      const tenant = await requireTenantRow(deps.texting.db, event.tenantId);
      if (!tenantSettingsOf(tenant).text_updates) return;
      const link = `${tenantOriginOf(tenant, deps.links)}${orderShortPath(order._id)}`;
      const body = orderText(order, kind, link, Date.parse(event.createdAt));
      await sendText(deps.texting, tenant, order.phone, body, 'order update', {
        key: event.id,
        orderId: order._id,
      });
    },
  };
}

/** A phone's answer (Twilio's inbound webhook): the words to reply with, or null for none. */
export async function receiveText(texting: Texting, from: string, body: string): Promise<string | null> {
  const keyword = textKeywordOf(body);
  const phone = textablePhone(from) ?? from;
  if (!keyword) return null;
  const { db, provider } = texting;
  if (keyword !== 'help')
    await setOptedOut(db, provider.sender, phone, keyword === 'stop', texting.now().toISOString());
  const brand = await lastBrandTexting(db, provider.sender, phone);
  return keywordReply(keyword, brand ?? null, brand ? localeOf(brand.locale) : DEFAULT_LOCALE);
}

/** Each provider status and the ones it follows (a report never moves a text back). */
const EARLIER: Readonly<Record<(typeof PROVIDER_TEXT_STATUSES)[number], readonly TextStatus[]>> = {
  queued: ['pending'],
  sent: ['pending', 'queued'],
  delivered: ['pending', 'queued', 'sent'],
  undelivered: ['pending', 'queued', 'sent'],
  failed: ['pending', 'queued', 'sent'],
};

export const isProviderStatus = (status: string): status is (typeof PROVIDER_TEXT_STATUSES)[number] =>
  (PROVIDER_TEXT_STATUSES as readonly string[]).includes(status);

/** A status callback: the text's status and error code, and a STOP the carrier reported. */
export async function recordTextStatus(
  texting: Texting,
  providerId: string,
  status: (typeof PROVIDER_TEXT_STATUSES)[number],
  errorCode: string | null,
): Promise<void> {
  const at = texting.now().toISOString();
  await recordProviderStatus(texting.db, providerId, status, EARLIER[status], { code: errorCode, at });
  if (errorCode === UNSUBSCRIBED_RECIPIENT) {
    const text = await findText(texting.db, 'provider_id', providerId);
    if (text) await setOptedOut(texting.db, text.sender, text.to_phone, true, at);
  }
}

/** The first instant of the month `now` is in (UTC): the bill's month. */
const monthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/** The owner's page of the tenant's texts, newest first, with this month's count. */
export async function listTexts(
  db: Executor,
  tenantId: string,
  query: PageQuery,
  now: Date,
): Promise<TextsResponse> {
  const [page, sentThisMonth] = await Promise.all([
    listTextsPage(db, tenantId, pageRequestOf(query, NEWEST_PAGE_KEYS.length)),
    countBilledTexts(db, tenantId, monthStart(now)),
  ]);
  const texts = page.rows.map((row): ApiText => ({
    _id: row.id,
    createdAt: row.created_at,
    phone: maskedPhone(row.to_phone),
    orderId: row.order_id,
    orderNumber: row.order_number ?? null,
    purpose: row.purpose,
    body: row.body,
    status: row.status,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    test: row.provider === 'log',
  }));
  return { texts, nextCursor: nextCursorOf(page), sentThisMonth };
}
