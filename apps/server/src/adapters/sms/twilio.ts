/*
 * Twilio's Messages API over plain HTTP (decision 0086): `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From (or MessagingServiceSid), Body and StatusCallback, basic auth with the account
 * SID and auth token. Its errors are JSON: `{ code, message, more_info, status }`. TWILIO_API_BASE
 * points it at a local double in tests.
 */
import { SmsSendError, type OutgoingText, type SentText, type SmsProvider } from './sms';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A number in E.164, or a messaging service's SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a local double. */
  apiBase: string;
}

const TIMEOUT_MS = 10_000;

interface TwilioMessage {
  sid?: string;
  status?: string;
}

interface TwilioError {
  code?: number;
  message?: string;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createTwilioProvider(config: TwilioConfig, fetcher: typeof fetch): SmsProvider {
  const url = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    sender: config.from,
    isTest: false,
    async send(text: OutgoingText): Promise<SentText> {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
      if (text.statusCallback) form.set('StatusCallback', text.statusCallback);
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(
          `Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          true,
          null,
        );
      }
      const body = await jsonOf(response);
      if (!response.ok) {
        const error = (body ?? {}) as TwilioError;
        // Too many requests, or Twilio's own trouble: the same text may go through later.
        const retryable = response.status === 429 || response.status >= 500;
        throw new SmsSendError(
          error.message ?? `Twilio answered ${response.status}`,
          retryable,
          error.code === undefined ? null : String(error.code),
        );
      }
      const message = (body ?? {}) as TwilioMessage;
      if (!message.sid) throw new SmsSendError('Twilio answered without a message sid', true, null);
      const status = message.status === 'sent' || message.status === 'delivered' ? message.status : 'queued';
      return { providerId: message.sid, status };
    },
  };
}
