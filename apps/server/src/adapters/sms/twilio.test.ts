import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalHttpServer,
  type LocalHttpServer,
  type LocalReply,
  type RecordedRequest,
} from '../geo/local-http-server';
import { SmsSendError } from './sms';
import { createSmsProvider, loadSmsConfig } from './sms-provider';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';

/*
 * The Twilio adapter against a local HTTP double of its Messages API (decision 0086): a real socket,
 * the real request shape (path, basic auth, form fields), Twilio's JSON answers and errors.
 */
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';
let reply: (request: RecordedRequest) => LocalReply = () => ({ status: 500, text: 'unset' });
let double: LocalHttpServer;

beforeAll(async () => {
  double = await startLocalHttpServer((request) => reply(request));
});
afterAll(() => double.close());

const twilio = (from = '+15005550006') =>
  createSmsProvider(
    loadSmsConfig(
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: from,
        TWILIO_API_BASE: double.url,
      },
      'https://orders.example.ca',
    ),
    { fetch, log: { info: () => undefined } },
  );

const text = {
  to: '+14165550142',
  body: 'Golden Maple Bistro: your order #1042 is accepted, ready at 6:30 PM. https://x.example/o/1',
  statusCallback: 'https://orders.example.ca/api/sms/twilio/status',
};

describe('the Twilio adapter', () => {
  it("posts the Messages API's form with basic auth, and answers the message's sid and status", async () => {
    reply = () => ({ status: 201, json: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } });
    const sent = await twilio().send(text);
    expect(sent).toEqual({ providerId: 'SM0123456789abcdef0123456789abcdef', status: 'queued' });
    const request = double.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: text.to,
      From: '+15005550006',
      Body: text.body,
      StatusCallback: text.statusCallback,
    });
  });

  it('sends from a messaging service by its SID, and without a status callback when none is asked', async () => {
    reply = () => ({ status: 201, json: { sid: 'SM1', status: 'accepted' } });
    await twilio('MG0123456789abcdef0123456789abcdef').send({ ...text, statusCallback: null });
    const form = new URLSearchParams(double.requests.at(-1)!.body);
    expect(form.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(form.has('From')).toBe(false);
    expect(form.has('StatusCallback')).toBe(false);
  });

  it("refuses with Twilio's error code and words (a 400 is final)", async () => {
    reply = () => ({
      status: 400,
      json: {
        code: 21211,
        message: "The 'To' number +14165550142 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    const error = await twilio()
      .send(text)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({
      code: '21211',
      retryable: false,
      message: "The 'To' number +14165550142 is not a valid phone number.",
    });
  });

  it('asks to be tried later on 429, 5xx and no answer at all', async () => {
    reply = () => ({ status: 429, json: { code: 20429, message: 'Too Many Requests', status: 429 } });
    await expect(twilio().send(text)).rejects.toMatchObject({ retryable: true, code: '20429' });
    reply = () => ({ status: 503, text: 'Service Unavailable' });
    await expect(twilio().send(text)).rejects.toMatchObject({
      retryable: true,
      code: null,
      message: 'Twilio answered 503',
    });
    const closed = await startLocalHttpServer(() => ({ json: {} }));
    await closed.close();
    const offline = createSmsProvider(
      loadSmsConfig(
        {
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: '+15005550006',
          TWILIO_API_BASE: closed.url,
        },
        'https://orders.example.ca',
      ),
      { fetch, log: { info: () => undefined } },
    );
    await expect(offline.send(text)).rejects.toMatchObject({ retryable: true });
  });

  it('is configured only with its account, token and sender; the log provider is the default', () => {
    expect(loadSmsConfig({}, 'http://localhost:3000')).toEqual({
      provider: 'log',
      twilio: null,
      webhookOrigin: 'http://localhost:3000',
    });
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'twilio' }, 'x')).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() =>
      loadSmsConfig(
        {
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: 't',
          TWILIO_FROM: '4165550142',
        },
        'x',
      ),
    ).toThrow(/TWILIO_FROM/);
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'carrier-pigeon' }, 'x')).toThrow(/SMS_PROVIDER/);
  });
});

describe("Twilio's request signature", () => {
  // Twilio's documented example (security/signature_validation in Twilio's API snippets).
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  };

  it("is the HMAC-SHA1 of the URL and the sorted parameters, as Twilio's example gives it", () => {
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(isValidTwilioSignature('12345', 'GvWf1cFY/Q7PnoempGyD5oXAezc=', url, params)).toBe(true);
  });

  it('fails for another URL, a changed parameter, another token or no signature', () => {
    const good = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';
    expect(isValidTwilioSignature('12345', good, 'https://evil.example/myapp.php?foo=1&bar=2', params)).toBe(
      false,
    );
    expect(isValidTwilioSignature('12345', good, url, { ...params, Digits: '1235' })).toBe(false);
    expect(isValidTwilioSignature('54321', good, url, params)).toBe(false);
    expect(isValidTwilioSignature('12345', undefined, url, params)).toBe(false);
    expect(isValidTwilioSignature('12345', 'short', url, params)).toBe(false);
  });
});
