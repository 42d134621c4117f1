import { isId } from '../../db/ids';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidTwilioSignature } from '../../adapters/sms/twilio-signature';
import { HttpError, notFound } from '../../http/errors';
import { parsePageQuery } from '../../http/pagination';
import { signedInOwner } from '../../plugins/staff-session';
import {
  INBOUND_PATH,
  isProviderStatus,
  listTexts,
  receiveText,
  recordTextStatus,
  STATUS_CALLBACK_PATH,
} from './texts.service';

/*
 * Texts (decision 0086): Twilio's callbacks under /api/sms (no tenant: the text or the sending number
 * says whose), the owner console's list under /api/staff, and the short link a text carries.
 */

type Form = Record<string, string | string[]>;

/** Twilio's requests are form-encoded; a repeated name keeps all its values. */
function parseForm(body: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = form[name];
    form[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return form;
}

const field = (form: Form, name: string): string | null => {
  const value = form[name];
  return typeof value === 'string' ? value : null;
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Twilio's callbacks: POST /api/sms/twilio/inbound (a phone's answer) and /status (a text's status). */
export async function smsWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );

  /** The form of a request Twilio signed for `path` at the configured origin; 404 without Twilio, 403 unsigned. */
  async function signedForm(request: FastifyRequest, reply: FastifyReply, path: string): Promise<Form> {
    const twilio = app.smsConfig.twilio;
    if (!twilio) throw notFound('Texts are not received here: SMS_PROVIDER is not twilio. The texts webhook');
    await app.rateLimiter.hit(reply, [
      { rule: { limit: 600, windowSeconds: 60, what: 'texts callbacks' }, key: `sms:address:${request.ip}` },
    ]);
    const body = request.body;
    const form: Form = body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as Form) : {};
    const signature = request.headers['x-twilio-signature'];
    const url = `${app.smsConfig.webhookOrigin}${path}`;
    if (
      !isValidTwilioSignature(
        twilio.authToken,
        typeof signature === 'string' ? signature : undefined,
        url,
        form,
      )
    )
      throw new HttpError(403, 'BAD_SIGNATURE', 'The X-Twilio-Signature does not match this request.');
    return form;
  }

  app.post('/twilio/inbound', async (request, reply) => {
    const form = await signedForm(request, reply, INBOUND_PATH);
    const from = field(form, 'From');
    const answer = from ? await receiveText(app.texts, from, field(form, 'Body') ?? '') : null;
    return reply
      .type('text/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><Response>${
          answer === null ? '' : `<Message>${escapeXml(answer)}</Message>`
        }</Response>`,
      );
  });

  app.post('/twilio/status', async (request, reply) => {
    const form = await signedForm(request, reply, STATUS_CALLBACK_PATH);
    const sid = field(form, 'MessageSid');
    const status = field(form, 'MessageStatus');
    // Other statuses (accepted, sending, read…) say nothing the console shows.
    if (sid && status && isProviderStatus(status))
      await recordTextStatus(app.texts, sid, status, field(form, 'ErrorCode') || null);
    return reply.status(204).send();
  });
}

/** GET /api/staff/texts (owner only): the Messages page's list, newest first, with this month's count. */
export async function textStaffRoutes(app: FastifyInstance): Promise<void> {
  app.get('/texts', async (request) => {
    const principal = signedInOwner(request);
    return listTexts(app.db.kysely, principal.tenantId, parsePageQuery(request), app.now());
  });
}

/** GET /o/{order id}: a text's short link to the order's status page. */
export async function shortLinkRoutes(app: FastifyInstance): Promise<void> {
  app.get('/o/:orderId', async (request, reply) => {
    const { orderId } = request.params as { orderId: string };
    if (!isId(orderId)) throw notFound('Order');
    return reply.redirect(`/order?id=${encodeURIComponent(orderId)}`, 302);
  });
}
