import { EMAIL_PATTERN, normalizePhone } from './field-patterns';
import type { Cents } from './money';
import type { TenantSettings } from './contract/settings';

/*
 * Loyalty points (accounts-and-extras §1): per order, per dollar and per referral, each a tenant
 * setting, earned only while the tenant's loyalty_reward_program is on.
 */

type LoyaltySettings = Pick<
  TenantSettings,
  | 'loyalty_reward_program'
  | 'loyalty_points_per_order'
  | 'loyalty_points_per_dollar'
  | 'loyalty_points_per_referral'
>;

/** Points an order earns: the per-order points plus the per-dollar points for each whole dollar spent. */
export function orderLoyaltyPoints(settings: LoyaltySettings, spent: Cents): number {
  if (!settings.loyalty_reward_program) return 0;
  const dollars = Math.floor(Math.max(0, spent) / 100);
  return Math.max(0, settings.loyalty_points_per_order + settings.loyalty_points_per_dollar * dollars);
}

/** Points a member earns for a member they referred. */
export function referralLoyaltyPoints(settings: LoyaltySettings): number {
  return settings.loyalty_reward_program ? Math.max(0, settings.loyalty_points_per_referral) : 0;
}

/** The profile's QR code carries this prefix and the member's id (never a credential). */
export const MEMBER_CODE_PREFIX = 'customer:';

export const memberCodeOf = (customerId: string): string => `${MEMBER_CODE_PREFIX}${customerId}`;

/** What staff typed or scanned at the counter, read as a member code, an email or a phone number. */
export type MemberLookup =
  { by: 'code'; customerId: string } | { by: 'email'; email: string } | { by: 'phone'; telephone: string };

/**
 * 'customer:<id>' (the QR code) or the bare 24-hex id; an email; or a 10-digit phone number in any
 * common writing ('(306) 555-0123', '1 306 555 0123'), stored as ___-___-____. Null otherwise.
 */
export function parseMemberLookup(text: string): MemberLookup | null {
  const value = text.trim();
  const code = value.toLowerCase().startsWith(MEMBER_CODE_PREFIX)
    ? value.slice(MEMBER_CODE_PREFIX.length).trim()
    : value;
  if (/^[0-9a-f]{24}$/i.test(code)) return { by: 'code', customerId: code.toLowerCase() };
  if (EMAIL_PATTERN.test(value)) return { by: 'email', email: value.toLowerCase() };
  if (/^[\d\s().+-]+$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    if (local.length === 10) return { by: 'phone', telephone: normalizePhone(local) };
  }
  return null;
}
