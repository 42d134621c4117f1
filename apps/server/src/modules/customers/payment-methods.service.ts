/*
 * Saved cards (accounts-and-extras §2, §3, §7; issue 14 item 5; decision 0041). A member's cards are
 * saved at the payment provider, to a provider customer made for the member; we keep the provider's
 * payment method id and what the provider reports for display (brand, last four digits, expiry),
 * never a card number. Every call is the signed-in member's own: another member's card is a 404.
 */
import type { ApiCustomer, ApiPaymentMethod } from '@storefront/domain';
import type { Selectable } from 'kysely';
import type {
  CardSource,
  ConfirmInput,
  PaymentProvider,
  PaymentScope,
  ProviderCard,
} from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/payment-providers';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS } from '../../db/keyset';
import { isUniqueViolation } from '../../db/errors';
import { isId, newId } from '../../db/ids';
import type { CustomerRow, PaymentMethodsTable } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { fromJson } from '../../http/json';
import { MAX_PAGE_SIZE, readPage, type Page, type PageQuery } from '../../http/pagination';
import { paymentHttpError, restaurantProvider } from '../payments/payments.service';
import {
  deletePaymentMethodRow,
  findCustomerPaymentMethod,
  findProviderCustomer,
  insertPaymentMethod,
  insertProviderCustomer,
  listCustomerPaymentMethods,
  updatePaymentMethodRow,
} from './customers.repository';
import { presentCustomer } from './customers.presenter';

export interface CardDeps {
  db: Executor;
  providers: PaymentProviders;
  now: () => Date;
}

type MethodRow = Selectable<PaymentMethodsTable>;

const WHAT = 'Payment method';

/** Cards are saved on the platform's own account, whichever restaurant they are later used at. */
const cardProvider = (providers: PaymentProviders): PaymentProvider =>
  restaurantProvider(providers, { stripe_account_id: null }).provider;

async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw paymentHttpError(error);
  }
}

export function presentPaymentMethod(row: MethodRow): ApiPaymentMethod {
  const billing = fromJson<{ postal_code?: string | null }>(row.billing_address, {});
  return {
    _id: row.id,
    customer: row.customer_id,
    provider: row.provider,
    stripeTokenId: row.provider_payment_method_id,
    stripeToken: {
      card: {
        brand: row.brand ?? 'card',
        last4: row.last4 ?? '',
        name: row.holder_name,
        exp_month: row.exp_month ?? 0,
        exp_year: row.exp_year ?? 0,
        address_zip: billing.postal_code ?? null,
        currency: 'cad',
      },
    },
    email: row.email,
    phone: row.phone,
  };
}

/** What the provider reports about a card, as the row keeps it. */
const cardColumns = (card: ProviderCard, fallbackName: string | null) => ({
  provider_payment_method_id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  holder_name: card.name ?? fallbackName,
  billing_address: JSON.stringify({ postal_code: card.postalCode }),
});

/** The member's provider customer, made the first time they save a card. */
async function providerCustomerOf(deps: CardDeps, provider: PaymentProvider, member: CustomerRow) {
  const found = await findProviderCustomer(deps.db, member.tenant_id, member.id, provider.name);
  if (found) return found.provider_customer_id;
  const id = await viaProvider(() =>
    provider.createCustomer({
      email: member.email,
      name: `${member.first_name} ${member.last_name}`.trim(),
      // Two first saves at once make one Stripe customer.
      idempotencyKey: `customer-${member.tenant_id}-${member.id}`,
    }),
  );
  try {
    await insertProviderCustomer(deps.db, {
      tenant_id: member.tenant_id,
      customer_id: member.id,
      provider: provider.name,
      provider_customer_id: id,
      created_at: deps.now().toISOString(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findProviderCustomer(deps.db, member.tenant_id, member.id, provider.name))!
    .provider_customer_id;
}

async function requireMethod(db: Executor, member: CustomerRow, methodId: string): Promise<MethodRow> {
  const row = isId(methodId)
    ? await findCustomerPaymentMethod(db, member.tenant_id, member.id, methodId)
    : undefined;
  if (!row) throw notFound(WHAT);
  return row;
}

/** The provider a saved card was made with, when it is still the one configured. */
function providerOfMethod(deps: CardDeps, row: MethodRow): PaymentProvider {
  const provider = cardProvider(deps.providers);
  if (provider.name !== row.provider) throw notFound(WHAT);
  return provider;
}

export async function listPaymentMethods(
  deps: CardDeps,
  member: CustomerRow,
  query: PageQuery,
): Promise<Page<ApiPaymentMethod>> {
  const provider = cardProvider(deps.providers).name;
  return readPage(
    query,
    NEWEST_PAGE_KEYS,
    (request) => listCustomerPaymentMethods(deps.db, member.tenant_id, member.id, provider, request),
    (rows) => rows.map(presentPaymentMethod),
  );
}

/** A card's email and phone as sent: undefined keeps the ones on file, null clears them. */
export interface CardContact {
  email: string | null | undefined;
  phone: string | null | undefined;
}

/** The member's record: the member with their saved cards (up to a page's most: a member keeps a few). */
export async function memberRecord(deps: CardDeps, member: CustomerRow): Promise<ApiCustomer> {
  const { items } = await listPaymentMethods(deps, member, { limit: MAX_PAGE_SIZE });
  return presentCustomer(member, items);
}

export interface SaveCardInput extends CardContact {
  source: CardSource;
  name: string | null;
}

export async function savePaymentMethod(
  deps: CardDeps,
  member: CustomerRow,
  input: SaveCardInput,
): Promise<ApiPaymentMethod> {
  const provider = cardProvider(deps.providers);
  const customer = await providerCustomerOf(deps, provider, member);
  const id = newId();
  const card = await viaProvider(() => provider.saveCard(customer, input.source, `setup-${id}`));
  const at = deps.now().toISOString();
  const row: MethodRow = {
    id,
    tenant_id: member.tenant_id,
    customer_id: member.id,
    provider: provider.name,
    ...cardColumns(card, input.name),
    // Saved without them, a new card has the member's on file (issue 27 item 8).
    email: input.email === undefined ? member.email : input.email,
    phone: input.phone === undefined ? member.telephone : input.phone,
    created_at: at,
    updated_at: at,
  };
  await insertPaymentMethod(deps.db, row);
  return presentPaymentMethod(row);
}

export interface UpdateCardInput extends CardContact {
  name: string | null;
  expMonth: number;
  expYear: number;
  postalCode: string | null;
}

export async function updatePaymentMethod(
  deps: CardDeps,
  member: CustomerRow,
  methodId: string,
  input: UpdateCardInput,
): Promise<ApiPaymentMethod> {
  const row = await requireMethod(deps.db, member, methodId);
  const now = deps.now();
  // A card is good through the last day of its expiry month.
  if (Date.UTC(input.expYear, input.expMonth, 1) <= now.getTime())
    throw new HttpError(400, 'VALIDATION_FAILED', 'The expiry date is in the past.');
  const provider = providerOfMethod(deps, row);
  const customer = await providerCustomerOf(deps, provider, member);
  const card = await viaProvider(() =>
    provider.updateCard(customer, row.provider_payment_method_id, {
      name: input.name,
      expMonth: input.expMonth,
      expYear: input.expYear,
      postalCode: input.postalCode,
    }),
  );
  const changes = {
    ...cardColumns(card, input.name),
    // Edited without them, the card keeps its own.
    email: input.email === undefined ? row.email : input.email,
    phone: input.phone === undefined ? row.phone : input.phone,
    updated_at: now.toISOString(),
  };
  await updatePaymentMethodRow(deps.db, member.tenant_id, row.id, changes);
  return presentPaymentMethod({ ...row, ...changes });
}

export async function deletePaymentMethod(deps: CardDeps, member: CustomerRow, methodId: string) {
  const row = await requireMethod(deps.db, member, methodId);
  if (row.provider === cardProvider(deps.providers).name) {
    const provider = cardProvider(deps.providers);
    const customer = await providerCustomerOf(deps, provider, member);
    await viaProvider(() => provider.removeCard(customer, row.provider_payment_method_id));
  }
  await deletePaymentMethodRow(deps.db, member.tenant_id, row.id);
}

/**
 * What a payment is confirmed with to charge one of the member's saved cards (one tap at checkout):
 * a 404 for a card that is not theirs or not of the payment's provider.
 */
export async function savedCardForPayment(
  deps: CardDeps,
  member: CustomerRow,
  methodId: string,
  payment: { provider: string; scope: PaymentScope },
): Promise<ConfirmInput> {
  const row = await requireMethod(deps.db, member, methodId);
  const provider = providerOfMethod(deps, row);
  if (provider.name !== payment.provider) throw notFound(WHAT);
  const customer = await providerCustomerOf(deps, provider, member);
  return viaProvider(() => provider.cardForPayment(customer, row.provider_payment_method_id, payment.scope));
}
