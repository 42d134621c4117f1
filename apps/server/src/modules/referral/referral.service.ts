import {
  formatMoney,
  toCents,
  type ApiReferrer,
  DEFAULT_LOCALE,
  localeFormats,
  type CopyByLocale,
  type Locale,
} from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import { isId, newId, randomToken } from '../../db/ids';
import type { CustomerRow, TenantRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { findCustomerById, findCustomerByReferralToken } from '../customers/customers.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { requireTenantRow } from '../tenants/tenants.service';
import type { Executor } from '../../db/executor';
import { insertCoupons } from '../coupons/coupons.service';

/*
 * Referral (accounts-and-extras §1, issue 6): each member has a referral token and an invite link
 * /referral/{token}; a friend who signs up through it gets a coupon for their first order, and the
 * member earns the referral points when that friend's first order is fulfilled (loyalty.service).
 */

/** How long the first-order coupon of a referred member stays valid. */
export const REFERRAL_COUPON_DAYS = 90;

export const referralsOn = (tenant: TenantRow) => tenantSettingsOf(tenant).loyalty_reward_program;

/** The referrer named by a sign-up's referrerId: a member (with a password) of this tenant. */
export async function requireReferrer(
  db: Executor,
  tenantId: string,
  referrerId: string,
): Promise<CustomerRow> {
  if (!referralsOn(await requireTenantRow(db, tenantId)))
    throw badRequest('Referrals are not offered by this restaurant.', 'REFERRAL_INVALID');
  const referrer = isId(referrerId) ? await findCustomerById(db, tenantId, referrerId) : undefined;
  if (!referrer?.password_hash) throw badRequest('This referral link is not valid.', 'REFERRAL_INVALID');
  return referrer;
}

/** The member behind an invite link: only their name is shown ('Referred By'). */
export async function getReferrer(db: Executor, tenantId: string, token: string): Promise<ApiReferrer> {
  const referrer =
    token.length <= 100 && referralsOn(await requireTenantRow(db, tenantId))
      ? await findCustomerByReferralToken(db, tenantId, token)
      : undefined;
  if (!referrer?.password_hash) throw notFound('Referral');
  return { _id: referrer.id, local: { firstName: referrer.first_name, lastName: referrer.last_name } };
}

/** The referred member's first-order coupon ("$5 off the first order"; the amount is a tenant setting). */
export async function issueReferralCoupon(
  trx: Executor,
  tenantId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  const tenant = await requireTenantRow(trx, tenantId);
  const amount = toCents(tenantSettingsOf(tenant).referral_first_order_discount);
  if (amount <= 0) return;
  const code = `REF-${randomToken(6)
    .replace(/[^A-Za-z0-9]/g, 'X')
    .toUpperCase()}`;
  const at = now.toISOString();
  await insertCoupons(trx, [
    {
      id: newId(),
      tenant_id: tenantId,
      promotion_id: null,
      customer_id: memberId,
      name: `${formatMoney(amount)} off your first order`,
      coupon_code: code,
      code_key: code,
      amount_cents: amount,
      is_paper: 0,
      single_use: 1,
      valid_from: at,
      valid_until: new Date(now.getTime() + REFERRAL_COUPON_DAYS * 86_400_000).toISOString(),
      issued_by_order_id: null,
      redeemed_by: null,
      redeemed_order_id: null,
      redeemed_at: null,
      created_at: at,
      updated_at: at,
    },
  ]);
}

const ENGLISH = {
  subject: (name: string, tenant: string, amount: string) =>
    `${name} invites you to ${tenant}: ${amount} off your first order`,
  greeting: 'Hi,',
  body: (name: string, tenant: string, amount: string) =>
    `${name} thinks you would enjoy ${tenant} and invites you to join. Sign up with this link and get ${amount} off your first order:`,
  action: 'Sign up',
};

/** Every word of the invite mail, in one place per language (decision 0091). */
export const REFERRAL_INVITE_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    subject: (name: string, tenant: string, amount: string) =>
      `${name} vous invite chez ${tenant} : ${amount} de rabais sur votre première commande`,
    greeting: 'Bonjour,',
    body: (name: string, tenant: string, amount: string) =>
      `${name} pense que vous aimeriez ${tenant} et vous invite à vous inscrire. Inscrivez-vous avec ce lien et obtenez ${amount} de rabais sur votre première commande :`,
    action: 'S’inscrire',
  },
};

/**
 * The invite mail: the member's link (always built here from their token, never taken from the
 * client), in the member's language, else the request's.
 */
export function inviteMail(
  tenant: TenantRow,
  member: CustomerRow,
  inviteeEmail: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const copy = REFERRAL_INVITE_COPY[locale];
  const amount = localeFormats(locale).money(toCents(tenantSettingsOf(tenant).referral_first_order_discount));
  const link = `${origin}/referral/${encodeURIComponent(member.referral_token)}`;
  const name = `${member.first_name} ${member.last_name}`.trim();
  return {
    tenantId: tenant.id,
    kind: 'referral-invite',
    fromName: tenant.name,
    to: inviteeEmail,
    subject: copy.subject(name, tenant.name, amount),
    content: {
      locale,
      preview: copy.body(name, tenant.name, amount),
      greeting: copy.greeting,
      blocks: [
        { kind: 'paragraph', text: copy.body(name, tenant.name, amount) },
        { kind: 'action', label: copy.action, url: link, bare: true },
      ],
    },
  };
}
