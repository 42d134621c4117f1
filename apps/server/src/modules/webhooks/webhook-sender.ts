import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@storefront/domain';
import { guardedLookup, hostOf, isNonPublicAddress } from './webhook-address';
import { signatureHeader } from './webhook-signature';

/*
 * One webhook POST (decision 0064): the body signed (webhook-signature.ts), sent over Node's own http/https with the SSRF
 * guard's lookup and a 10 s limit for the whole exchange.
 */

export const SEND_TIMEOUT_MS = 10_000;
export const WEBHOOK_USER_AGENT = 'Storefront-Webhooks/1.0';
/** The most of an answer's body read (and thrown away): a receiver cannot make us read gigabytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SendOutcome {
  ok: boolean;
  /** The answer's HTTP status; null when none came. */
  statusCode: number | null;
  /** Why it failed, for the log; null when it went through. */
  error: string | null;
}

export interface SendOptions {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  /** Signing time (Unix seconds): the app's clock. */
  timestamp: number;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** POSTs one delivery; resolves with what happened, never rejects. */
export function sendWebhook(options: SendOptions): Promise<SendOutcome> {
  const { url, body, allowPrivate, timeoutMs = SEND_TIMEOUT_MS } = options;
  const target = new URL(url);
  const host = hostOf(target);
  // An IP literal is connected to without a lookup: checked here instead.
  if (!allowPrivate && isIP(host) && isNonPublicAddress(host))
    return Promise.resolve({ ok: false, statusCode: null, error: `${host} is a non-public address` });
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate) as never,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(options.secret, options.timestamp, body),
          [WEBHOOK_EVENT_ID_HEADER.toLowerCase()]: options.eventId,
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            ok: statusCode >= 200 && statusCode < 300,
            statusCode,
            error: statusCode >= 200 && statusCode < 300 ? null : `answered ${statusCode}`,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, statusCode: null, error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, statusCode: null, error: error.message || error.code || 'request failed' }),
    );
    request.end(body);
  });
}
