import { localeFormats, toCents, type CopyByLocale } from '@storefront/domain';
/*
 * The payment sweep's upkeep (issue 14; decision 0041), run with the retries of owed money calls:
 * - checkout attempts abandoned for ABANDONED_AFTER_HOURS are voided at the provider and their rows
 *   deleted (an authorised one without an order is given back first and deleted on a later sweep);
 * - an order still Received whose card was authorised AUTHORISATION_DAYS ago lapses within a day
 *   (Stripe holds an authorisation for 7): the restaurant is mailed once, to accept or reject it.
 */
import type { MailMessage } from '../../adapters/mail/mailer';
import { PaymentRequestError } from '../../adapters/payments/payment-provider';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import {
  claimLapseAlert,
  deleteAbandonedPayment,
  listAbandonedPayments,
  listLapsingAuthorisations,
} from './payments.repository';
import {
  AUTHORISATION_DAYS,
  currentPayment,
  isAuthorised,
  releaseUnplacedPayment,
  type PaymentDeps,
} from './payments.service';

/** A checkout left this long without a paid card is not coming back (gift card holds lapse in 30 minutes). */
export const ABANDONED_AFTER_HOURS = 24;

const HOUR = 3_600_000;

/** Voids and deletes the abandoned attempts; the number deleted. */
export async function sweepAbandonedPayments(deps: PaymentDeps, now: Date, limit = 20): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_HOURS * HOUR).toISOString();
  let deleted = 0;
  for (const payment of await listAbandonedPayments(deps.db, cutoff, limit)) {
    try {
      if (payment.provider_payment_id && deps.providers.byName(payment.provider)) {
        const { provider, current } = await currentPayment(deps, payment);
        if (isAuthorised(current.status)) {
          await releaseUnplacedPayment(deps, payment, current, 'Abandoned: it never became an order.', now);
          continue;
        }
        // Voided first: once the provider says canceled, no late confirm can authorise it.
        if (current.status !== 'canceled') {
          await provider.cancel(current.id, {
            account: payment.provider_account,
            idempotencyKey: `abandon-${payment.id}`,
          });
        }
      }
      await deleteAbandonedPayment(deps.db, payment.tenant_id, payment.id);
      deleted++;
    } catch (error) {
      // Authorised in the meantime (the cancel was refused), or the provider is down: next sweep.
      const level = error instanceof PaymentRequestError ? 'warn' : 'error';
      deps.log[level]({ err: error, paymentId: payment.id }, 'an abandoned payment was not cleaned up');
    }
  }
  return deleted;
}

type Lapsing = Awaited<ReturnType<typeof listLapsingAuthorisations>>[number];

const ENGLISH = {
  subject: (number: number) => `Order #${number}: its card payment lapses within a day`,
  waiting: (number: number, restaurant: string) =>
    `Order #${number} at ${restaurant} is still waiting to be accepted.`,
  authorised: (amount: string, day: string) => `Its card payment of ${amount} was authorised on ${day}.`,
  lapse:
    'Card authorisations lapse after 7 days: accept the order within a day to take the payment,\nor reject it so the diner is not left waiting.',
  action: 'Open the staff console',
};

/** Every word of the lapsing authorisation alert, in one place per language (decision 0091). */
export const LAPSING_AUTHORISATION_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    subject: (number: number) => `Commande no ${number} : son paiement par carte expire d’ici un jour`,
    waiting: (number: number, restaurant: string) =>
      `La commande no ${number} chez ${restaurant} attend toujours d’être acceptée.`,
    authorised: (amount: string, day: string) =>
      `Son paiement par carte de ${amount} a été autorisé le ${day}.`,
    lapse:
      'Les autorisations de carte expirent après 7 jours : acceptez la commande d’ici un jour pour encaisser le paiement,\nou refusez-la pour que le client n’attende pas en vain.',
    action: 'Ouvrir la console du personnel',
  },
};

export function lapsingAuthorisationMail(row: Lapsing, origin: string): MailMessage | null {
  const to = row.restaurant_email ?? row.tenant_email;
  if (!to) return null;
  // To staff: in the restaurant's default language (issue 31).
  const locale = row.tenant_language;
  const copy = LAPSING_AUTHORISATION_COPY[locale];
  const money = (dollars: number) => localeFormats(locale).money(toCents(dollars));
  // The day it was authorised: the ISO day in English as always, a French date in French.
  const day =
    locale === 'en' ? row.authorised_at.slice(0, 10) : localeFormats(locale).date(row.authorised_at);
  return {
    tenantId: row.tenant_id,
    kind: 'authorisation-lapsing',
    fromName: row.tenant_name,
    to,
    subject: copy.subject(row.order_number),
    content: {
      locale,
      preview: copy.waiting(row.order_number, row.restaurant_name),
      blocks: [
        { kind: 'paragraph', text: copy.waiting(row.order_number, row.restaurant_name) },
        {
          kind: 'paragraph',
          text: `${copy.authorised(money(row.amount_cents / 100), day)}\n${copy.lapse}`,
        },
        { kind: 'action', label: copy.action, url: `${origin}/staff` },
      ],
      signature: [],
    },
  };
}

/** Mails each restaurant once about authorisations that lapse within a day; the number mailed. */
export async function alertLapsingAuthorisations(
  deps: PaymentDeps & { mailer: { send(message: MailMessage): Promise<unknown> }; links: LinkOrigins },
  now: Date,
  limit = 20,
): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTHORISATION_DAYS * 24 * HOUR).toISOString();
  let mailed = 0;
  for (const row of await listLapsingAuthorisations(deps.db, cutoff, limit)) {
    // Claimed first: with several server processes, one mail.
    if (!(await claimLapseAlert(deps.db, row.tenant_id, row.payment_id, now.toISOString()))) continue;
    const origin = tenantOriginOf({ slug: row.tenant_slug, website_url: row.tenant_website_url }, deps.links);
    const mail = lapsingAuthorisationMail(row, origin);
    if (mail) await deps.mailer.send(mail);
    deps.log.warn(
      { paymentId: row.payment_id, orderId: row.order_id },
      'a card authorisation lapses within a day: staff were told',
    );
    mailed++;
  }
  return mailed;
}
