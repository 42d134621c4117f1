/*
 * Twilio signs the requests it makes (status callbacks, inbound texts) with X-Twilio-Signature: the
 * base64 HMAC-SHA1, keyed by the auth token, of the URL Twilio called followed by each POST
 * parameter's name and value, sorted by name. The URL is the configured one (decision 0086).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name]!;
      // A repeated parameter signs each of its values, sorted.
      const values = typeof value === 'string' ? [value] : [...value].sort();
      return text + values.map((v) => name + v).join('');
    }, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
