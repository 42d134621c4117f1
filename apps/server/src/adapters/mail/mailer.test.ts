import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestDb, type TestDb } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { mailBrandLoader } from '../../modules/tenants/mail-brand';
import { createMailer, loadMailConfig, outboxMailHtml, type MailMessage } from './mailer';

let t: TestDb;
let smtp: SmtpSink;
const now = () => new Date('2026-11-25T20:30:00Z');
// Fastify's logger when logging is off: a logger that writes nothing.
const log = Fastify({ logger: false }).log;

let deps: Parameters<typeof createMailer>[1];

beforeAll(async () => {
  t = await createTestDb();
  deps = {
    db: t.db.kysely,
    log,
    now,
    brandOf: mailBrandLoader(t.db.kysely, { tenantBaseUrl: null, publicUrl: null }),
  };
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await t.drop();
  await smtp.close();
});

const message = (to: string): MailMessage => ({
  tenantId: null,
  kind: 'test',
  fromName: 'Golden "Maple" Bistro',
  to,
  subject: 'Hello',
  content: {
    locale: 'en',
    preview: 'A line',
    blocks: [{ kind: 'paragraph', text: 'A line of text.' }],
    signature: [],
  },
});

const outboxRow = (to: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

describe('mailer', () => {
  it('without SMTP_URL keeps the message in the outbox as logged', async () => {
    const mailer = createMailer(loadMailConfig({}), deps);
    expect(await mailer.send(message('logged@example.com'))).toBe('logged');
    const row = await outboxRow('logged@example.com');
    expect(row).toMatchObject({
      status: 'logged',
      from_address: '"Golden \\"Maple\\" Bistro" <no-reply@storefront.localhost>',
      subject: 'Hello',
      text_body: 'A line of text.',
      // The HTML part is not drawn for a mail nobody sends; it is drawn when it is read.
      html_body: null,
      created_at: now().toISOString(),
      sent_at: null,
    });
    const html = outboxMailHtml(row);
    expect(html).toContain('lang="en-CA"');
    expect(html).toContain('A line of text.');
  });

  it('with SMTP_URL sends it and records it as sent', async () => {
    const mailer = createMailer(loadMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'orders@example.ca' }), deps);
    expect(await mailer.send(message('sent@example.com'))).toBe('sent');
    const mail = await smtp.waitFor((m) => m.to.includes('sent@example.com'));
    expect(mail).toMatchObject({ from: 'orders@example.ca', subject: 'Hello' });
    expect(mail.text.trim()).toBe('A line of text.');
    // Both parts travel: the HTML one drawn in the sender's name (a platform mail has no brand).
    expect(mail.html).toContain('A line of text.');
    expect(mail.html).toContain('Golden &quot;Maple&quot; Bistro');
    expect(await outboxRow('sent@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
    mailer.close();
  });

  it('sends attachments over SMTP and keeps them in the outbox (a reservation’s .ics)', async () => {
    const mailer = createMailer(loadMailConfig({ SMTP_URL: smtp.url }), deps);
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const status = await mailer.send({
      ...message('ics@example.com'),
      attachments: [
        { filename: 'reservation-7.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
      ],
    });
    expect(status).toBe('sent');
    const mail = await smtp.waitFor((m) => m.to.includes('ics@example.com'));
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=reservation-7\.ics/i);
    expect(mail.raw).toContain('filename=reservation-7.ics');
    // The attachment travels base64-encoded; decoded, it is the calendar text unchanged.
    expect(mail.raw.replace(/\r\n/g, '')).toContain(Buffer.from(ics).toString('base64'));
    const row = await outboxRow('ics@example.com');
    expect(JSON.parse(row.attachments!)).toEqual([
      { filename: 'reservation-7.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
    ]);
    mailer.close();
  });

  it('records a delivery failure (no server listening) without throwing', async () => {
    const mailer = createMailer(loadMailConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }), deps);
    expect(await mailer.send(message('failed@example.com'))).toBe('failed');
    const row = await outboxRow('failed@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    mailer.close();
  });

  it('refuses settings that cannot work, at start', () => {
    expect(() => loadMailConfig({ SMTP_URL: 'mail.example.ca' })).toThrow('SMTP_URL must start with smtp://');
    expect(() => loadMailConfig({ MAIL_FROM: 'Orders' })).toThrow('MAIL_FROM must be an email address');
  });
});
