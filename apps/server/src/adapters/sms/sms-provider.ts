/*
 * Texts go out through a provider (issue 29 item 7; decision 0086): Twilio in production
 * (SMS_PROVIDER=twilio), or the built-in log provider, the demo's default, which sends nothing: its
 * texts are kept in the texts table and written to the log, and the console labels them Test.
 */
import type { SmsProvider } from './sms';
import { createTwilioProvider, type TwilioConfig } from './twilio';

export interface SmsConfig {
  provider: 'log' | 'twilio';
  twilio: TwilioConfig | null;
  /**
   * The public origin Twilio calls back (the status callback and the inbound webhook), from
   * configuration only: a signature is checked against it, never against the request's Host.
   */
  webhookOrigin: string;
}

/** The log provider's sender: no real number. */
export const LOG_SENDER = 'log';

export function loadSmsConfig(env: NodeJS.ProcessEnv, defaultOrigin: string): SmsConfig {
  const provider = (env.SMS_PROVIDER?.trim().toLowerCase() || 'log') as SmsConfig['provider'];
  if (provider !== 'log' && provider !== 'twilio')
    throw new Error(`SMS_PROVIDER must be 'log' or 'twilio', got '${env.SMS_PROVIDER}'`);
  const webhookOrigin = (env.SMS_WEBHOOK_ORIGIN?.trim() || defaultOrigin).replace(/\/+$/, '');
  if (provider === 'log') return { provider, twilio: null, webhookOrigin };
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim() ?? '';
  const authToken = env.TWILIO_AUTH_TOKEN?.trim() ?? '';
  const from = env.TWILIO_FROM?.trim() ?? '';
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID (AC followed by 32 hex digits).');
  if (authToken === '') throw new Error('SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN.');
  if (!/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(from))
    throw new Error(
      'SMS_PROVIDER=twilio needs TWILIO_FROM: a number in E.164 (+15551234567) or a messaging service (MG…).',
    );
  const apiBase = (env.TWILIO_API_BASE?.trim() || 'https://api.twilio.com').replace(/\/+$/, '');
  return { provider, twilio: { accountSid, authToken, from, apiBase }, webhookOrigin };
}

/** The built-in provider: the text is "delivered" at once to nobody, and logged. */
function createLogProvider(log: { info(details: object, message: string): void }): SmsProvider {
  let count = 0;
  return {
    name: 'log',
    sender: LOG_SENDER,
    isTest: true,
    async send(text) {
      count += 1;
      log.info({ to: text.to, body: text.body }, 'text (log provider: not sent)');
      return { providerId: `LOG${Date.now().toString(36)}${count}`, status: 'delivered' };
    },
  };
}

export function createSmsProvider(
  config: SmsConfig,
  deps: { fetch: typeof fetch; log: { info(details: object, message: string): void } },
): SmsProvider {
  return config.twilio ? createTwilioProvider(config.twilio, deps.fetch) : createLogProvider(deps.log);
}
