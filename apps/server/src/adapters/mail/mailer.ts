import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from '../../db/ids';
import type { Executor } from '../../db/executor';
import { mailText, type MailContent } from './content';
import type { MailBrand } from './layout';
import { renderMail } from './render';

/*
 * Outgoing mail (architecture §5). Every message is recorded in `mail_outbox`; with SMTP_URL it is
 * also sent through nodemailer and its row says 'sent' or 'failed', without SMTP it is 'logged' (the
 * log line names it) so a demo machine with no mail server still shows what would have gone out.
 * Every message is drawn from its content, as HTML in the tenant's brand and as plain text (decision
 * 0088). The outbox keeps the text part and the content with its brand; the HTML part is drawn only
 * for SMTP, or when someone reads a kept mail (`outboxMailHtml`): decision 0094.
 */

export interface MailConfig {
  /** e.g. smtp://user:pass@mail.example.ca:587 or smtps://…:465; null: outbox and log only. */
  smtpUrl: string | null;
  /** The sender address; the tenant's name is shown as the sender's name. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'no-reply@storefront.localhost';

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${smtpUrl}'.`);
  }
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from)) {
    throw new Error(`MAIL_FROM must be an email address such as orders@example.ca, got '${from}'.`);
  }
  return { smtpUrl, from };
}

export interface MailMessage {
  tenantId: string | null;
  /** What the message is, for the outbox: 'password-reset', 'welcome', 'referral-invite', … */
  kind: string;
  /** Shown as the sender's name (the tenant's name). */
  fromName: string;
  to: string;
  subject: string;
  /** What it says: drawn as the HTML part and the text part (content.ts). */
  content: MailContent;
  /** Where replies go (the contact form: the diner who wrote). */
  replyTo?: string | null;
  /** Files sent with the mail (a reservation's .ics), kept in the outbox row too. */
  attachments?: MailAttachment[];
  /**
   * The event it is sent for (an order's or a booking's, src/events): a second send with the same key
   * sends nothing, so an event delivered twice mails once.
   */
  eventKey?: string;
  /** The tenant's brand, where the sender has read the tenant already: the mailer reads it otherwise. */
  brand?: MailBrand;
}

export interface MailAttachment {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' */
  contentType: string;
  content: string;
}

export type MailStatus = 'sent' | 'failed' | 'logged' | 'already sent';

export interface Mailer {
  /** Records the message and delivers it; resolves with the outcome and never throws for a delivery failure. */
  send(message: MailMessage): Promise<MailStatus>;
  close(): void;
}

/** `"Golden Maple Bistro" <no-reply@…>`, with the quotes of the name escaped. */
function fromHeader(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, (c) => `\\${c}`)}" <${address}>`;
}

export function createMailer(
  config: MailConfig,
  deps: {
    db: Executor;
    log: FastifyBaseLogger;
    now: () => Date;
    /** The brand a tenant's mails are drawn in; null: a platform mail, drawn in the sender's name. */
    brandOf: (tenantId: string | null, senderName: string) => Promise<MailBrand>;
  },
): Mailer {
  // Short timeouts: a dead mail server must not keep work hanging for nodemailer's default minutes.
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;

  return {
    async send(message) {
      const id = newId();
      const brand = message.brand ?? (await deps.brandOf(message.tenantId, message.fromName));
      const text = mailText(message.content, brand.signature);
      const from = fromHeader(message.fromName, config.from);
      const inserted = await deps.db
        .insertInto('mail_outbox')
        .values({
          id,
          tenant_id: message.tenantId,
          kind: message.kind,
          to_address: message.to,
          from_address: from,
          subject: message.subject,
          text_body: text,
          html_body: null,
          content: JSON.stringify({ content: message.content, brand } satisfies StoredMail),
          status: transport ? 'pending' : 'logged',
          attempts: 0,
          last_error: null,
          attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
          created_at: deps.now().toISOString(),
          sent_at: null,
          event_key: message.eventKey ?? null,
        })
        .onConflict((conflict) => conflict.column('event_key').doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return 'already sent';
      if (!transport) {
        deps.log.info(
          { mailId: id, kind: message.kind, to: message.to, subject: message.subject },
          'mail kept in the outbox (no SMTP_URL configured)',
        );
        return 'logged';
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text,
          html: renderMail(message.content, brand).html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
        });
        await deps.db
          .updateTable('mail_outbox')
          .set({ status: 'sent', attempts: 1, sent_at: deps.now().toISOString() })
          .where('id', '=', id)
          .execute();
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        deps.log.error({ mailId: id, kind: message.kind, err: error }, 'mail could not be sent');
        await deps.db
          .updateTable('mail_outbox')
          .set({ status: 'failed', attempts: 1, last_error: reason.slice(0, 1000) })
          .where('id', '=', id)
          .execute();
        return 'failed';
      }
    },
    close() {
      transport?.close();
    },
  };
}

/** What the outbox keeps of a mail to draw its HTML part again (mail_outbox.content). */
interface StoredMail {
  content: MailContent;
  brand: MailBrand;
}

/** A recorded mail's HTML part, as it was or would have been sent. */
export function outboxMailHtml(row: { html_body: string | null; content: string | null }): string | null {
  if (row.html_body !== null) return row.html_body;
  if (row.content === null) return null;
  const { content, brand } = JSON.parse(row.content) as StoredMail;
  return renderMail(content, brand).html;
}
