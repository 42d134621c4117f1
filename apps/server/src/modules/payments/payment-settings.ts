/*
 * The owner's Payments page (/staff/settings/payments; decision 0041): each location's Stripe account,
 * linked through Stripe Connect onboarding instead of typing an acct_… id into the settings, and
 * whether it takes payment online (refused on a server with no payment provider; decision 0073). The
 * owner only (requireOwner); each change is a conditional write, audited.
 */
import { parse } from '../../http/validate';
import {
  PAYMENT_SETTINGS_MESSAGES,
  type ApiRestaurant,
  type LocationPaymentLink,
  type PaymentSettingsResponse,
  type StripeOnboardingResponse,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConnectAccounts } from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/payment-providers';
import type { Executor } from '../../db/executor';
import type { RestaurantRow } from '../../db/schema';
import { updateTenantRow } from '../../db/tenant-rows';
import { HttpError, notFound } from '../../http/errors';
import { tenantOriginOf } from '../../http/origin';
import { requireTenant } from '../../plugins/tenant';
import { recordAudit } from '../audit/audit.service';
import { presentRestaurant } from '../restaurants/restaurants.presenter';
import { listRestaurants } from '../restaurants/restaurants.service';
import { requireOwner } from '../../http/staff-principal';
import type { StaffPrincipal } from '../../http/staff-principal';
import { onlinePaymentSwitchSchema } from './payments.schemas';
import { paymentHttpError } from './payments.service';

const SETTINGS_PATH = '/staff/settings/payments';

async function locationLink(
  connect: ConnectAccounts | null,
  row: RestaurantRow,
): Promise<LocationPaymentLink> {
  const settings = presentRestaurant(row).online_payment_settings;
  const link = {
    restaurantId: row.id,
    name: row.name,
    acceptOnlinePayment: settings.accept_online_payment,
    stripeAccountId: settings.stripe_account_id ?? null,
  };
  if (!link.stripeAccountId) return { ...link, status: 'Not connected', note: null };
  if (!connect) return { ...link, status: 'Unknown', note: PAYMENT_SETTINGS_MESSAGES.noStripe };
  try {
    const account = await connect.accountStatus(link.stripeAccountId);
    return account.chargesEnabled
      ? {
          ...link,
          status: 'Connected',
          note: account.payoutsEnabled ? null : 'Stripe has not enabled payouts yet.',
        }
      : {
          ...link,
          status: 'Onboarding',
          note: account.detailsSubmitted
            ? 'Stripe is reviewing the details you gave.'
            : 'Stripe still needs your business details.',
        };
  } catch (error) {
    const shown = paymentHttpError(error);
    return { ...link, status: 'Unknown', note: shown instanceof Error ? shown.message : String(shown) };
  }
}

export async function getPaymentSettings(
  db: Executor,
  providers: Pick<PaymentProviders, 'active' | 'connect'>,
  principal: StaffPrincipal,
): Promise<PaymentSettingsResponse> {
  requireOwner(principal);
  const rows = await listRestaurants(db, principal.tenantId);
  const { active, connect } = providers;
  return {
    provider: active?.name ?? null,
    testMode: active?.isTest ?? false,
    canLinkAccounts: connect !== null,
    locations: await Promise.all(rows.map((row) => locationLink(connect, row))),
  };
}

/**
 * The location's connected account (made the first time, its id saved once with a conditional
 * write: two owners' tabs at once keep one) and a fresh Stripe onboarding link for it.
 */
export async function startOnboarding(
  db: Executor,
  connect: ConnectAccounts | null,
  principal: StaffPrincipal,
  restaurantId: string,
  urls: { returnUrl: string; refreshUrl: string },
  now: Date,
): Promise<StripeOnboardingResponse> {
  requireOwner(principal);
  if (!connect) throw new HttpError(409, 'STRIPE_NOT_CONFIGURED', PAYMENT_SETTINGS_MESSAGES.noStripe);
  const rows = await listRestaurants(db, principal.tenantId);
  const row = rows.find((r) => r.id === restaurantId);
  if (!row) throw notFound('Location');
  const settings = presentRestaurant(row).online_payment_settings;
  let account = settings.stripe_account_id ?? null;
  try {
    if (!account) {
      const created = await connect.createAccount({
        email: row.email,
        country: 'CA',
        idempotencyKey: `connect-${principal.tenantId}-${row.id}`,
      });
      const linked = await writePaymentSettings(db, principal, row, now, {
        stripe_account_id: created,
      });
      if (linked) {
        account = created;
      } else {
        // Changed meanwhile (another tab linked it): use what is stored now.
        const again = (await listRestaurants(db, principal.tenantId)).find((r) => r.id === row.id)!;
        account = presentRestaurant(again).online_payment_settings.stripe_account_id ?? created;
      }
    }
    return { url: await connect.onboardingLink(account, urls), stripeAccountId: account };
  } catch (error) {
    throw paymentHttpError(error);
  }
}

type OnlinePaymentSettings = ApiRestaurant['online_payment_settings'];

/**
 * Changes a location's payment settings by one conditional write (of two owners' tabs at once, the
 * second finds them changed) and records the change in Activity. Answers the row as written, or
 * null when the settings changed meanwhile.
 */
async function writePaymentSettings(
  db: Executor,
  principal: StaffPrincipal,
  row: RestaurantRow,
  now: Date,
  change: Partial<OnlinePaymentSettings>,
): Promise<RestaurantRow | null> {
  const settings = presentRestaurant(row).online_payment_settings;
  const stored = JSON.stringify({ ...settings, ...change });
  const result = await updateTenantRow(db, 'restaurants', principal.tenantId, row.id)
    .set({ online_payment_settings: stored, updated_at: now.toISOString() })
    .where('online_payment_settings', '=', row.online_payment_settings)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  await recordAudit(db, {
    tenantId: principal.tenantId,
    staffAccountId: principal.staff._id,
    restaurantId: row.id,
    entity: 'payment_settings',
    entityId: row.id,
    action: 'update',
    // What the change replaced, field by field.
    before: Object.fromEntries(
      (Object.keys(change) as (keyof OnlinePaymentSettings)[]).map((key) => [key, settings[key] ?? null]),
    ),
    after: change,
    at: now,
  });
  return { ...row, online_payment_settings: stored };
}

/**
 * Turns online payment on or off at a location. On needs a payment provider: without one (production
 * with no Stripe key) diners would be offered a card form that can take nothing.
 */
export async function switchOnlinePayment(
  db: Executor,
  providers: Pick<PaymentProviders, 'active' | 'connect'>,
  principal: StaffPrincipal,
  restaurantId: string,
  acceptOnlinePayment: boolean,
  now: Date,
): Promise<LocationPaymentLink> {
  requireOwner(principal);
  if (acceptOnlinePayment && !providers.active)
    throw new HttpError(409, 'NO_PAYMENT_PROVIDER', PAYMENT_SETTINGS_MESSAGES.noProvider);
  const row = (await listRestaurants(db, principal.tenantId)).find((r) => r.id === restaurantId);
  if (!row) throw notFound('Location');
  const settings = presentRestaurant(row).online_payment_settings;
  if (settings.accept_online_payment === acceptOnlinePayment) return locationLink(providers.connect, row);
  const switched = await writePaymentSettings(db, principal, row, now, {
    accept_online_payment: acceptOnlinePayment,
  });
  if (!switched)
    throw new HttpError(
      409,
      'PAYMENT_SETTINGS_CHANGED',
      "This location's payment settings changed meanwhile. Please reload the page and try again.",
    );
  return locationLink(providers.connect, switched);
}

const onboardingParams = z.object({ restaurantId: z.string().max(64) });

/** /api/staff/settings/payments (owner only). */
export async function paymentSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings/payments', async (request) => {
    return getPaymentSettings(app.db.kysely, app.paymentProviders, request.staff);
  });
  app.put('/settings/payments/:restaurantId', async (request) => {
    const principal = request.staff;
    // The owner's page before the body is read (staff of a location are refused outright).
    requireOwner(principal);
    const { restaurantId } = parse(onboardingParams, request.params);
    const { acceptOnlinePayment } = parse(onlinePaymentSwitchSchema, request.body);
    return switchOnlinePayment(
      app.db.kysely,
      app.paymentProviders,
      principal,
      restaurantId,
      acceptOnlinePayment,
      app.now(),
    );
  });
  app.post('/settings/payments/:restaurantId/onboarding', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(onboardingParams, request.params);
    const page = `${tenantOriginOf(requireTenant(request), app.links)}${SETTINGS_PATH}`;
    return startOnboarding(
      app.db.kysely,
      app.paymentProviders.connect,
      principal,
      restaurantId,
      { returnUrl: page, refreshUrl: `${page}?refresh=1` },
      app.now(),
    );
  });
}
