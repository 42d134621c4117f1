import type {
  StaffLoyaltyLedgerResponse,
  StaffLoyaltyMembersResponse,
  StaffLoyaltyPurchaseRequest,
  StaffLoyaltyPurchaseResponse,
  StaffLoyaltyRedemptionRequest,
  StaffLoyaltyRedemptionResponse,
} from '@storefront/domain';
import { createApiClient, sentOnce, withCursor } from '../../../lib/api-client';

/*
 * Loyalty at the counter (/api/staff/loyalty): find a member, their ledger, credit a purchase, take
 * points off (a redemption or a correction).
 */

const request = createApiClient('/api/staff');
const member = (customerId: string) => `/loyalty/members/${encodeURIComponent(customerId)}`;

export const loyaltyKeys = {
  ledger: (customerId: string) => ['staff', 'loyalty', 'ledger', customerId] as const,
};

export const findMembers = (query: string) =>
  request<StaffLoyaltyMembersResponse>('GET', `/loyalty/members?query=${encodeURIComponent(query)}`);

export const fetchLedger = (customerId: string, cursor: string | null) =>
  request<StaffLoyaltyLedgerResponse>('GET', withCursor(`${member(customerId)}?limit=20`, cursor));

/** Credits a purchase; the same idempotency `key` (a double tap, a retry) credits it once. */
export const creditPurchase = (customerId: string, purchase: StaffLoyaltyPurchaseRequest, key: string) =>
  request<StaffLoyaltyPurchaseResponse>('POST', `${member(customerId)}/purchases`, purchase, sentOnce(key));

/** Takes points off (spent at the counter, or a correction); the same idempotency `key` does it once. */
export const debitPoints = (customerId: string, debit: StaffLoyaltyRedemptionRequest, key: string) =>
  request<StaffLoyaltyRedemptionResponse>('POST', `${member(customerId)}/redemptions`, debit, sentOnce(key));
