/*
 * Loyalty at the counter (issue 15 item 6): staff look a member up by the QR code of their profile
 * (or their email or phone), see the points and the ledger, and credit points for an in-store
 * purchase. Under /api/staff/loyalty; every change is a ledger line with who and why.
 */

/** A member as the counter sees them. */
export interface StaffLoyaltyMember {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string | null;
  pointBalance: number;
}

/** GET /api/staff/loyalty/members?query=&limit=&cursor= */
export interface StaffLoyaltyMembersResponse {
  members: StaffLoyaltyMember[];
  nextCursor: string | null;
}

/** What a ledger line is for: an online order, a referral, an in-store purchase, another change. */
export type LoyaltyLineKind = 'order' | 'referral' | 'in_store' | 'adjustment' | 'redemption';

export interface StaffLoyaltyLine {
  _id: string;
  kind: LoyaltyLineKind;
  points: number;
  /** ISO instant. */
  createdAt: string;
  /** Why: "Order #1042", "Referred Sam Lee", "In-store purchase of $23.50 · receipt 88". */
  note: string | null;
  /** The in-store purchase's amount in dollars; null for other lines. */
  purchase: number | null;
  /** The staff member who made the change; null for points the system awarded. */
  by: string | null;
}

/** GET /api/staff/loyalty/members/{id}?limit=&cursor=: the member, the points and a page of the ledger. */
export interface StaffLoyaltyLedgerResponse {
  member: StaffLoyaltyMember;
  lines: StaffLoyaltyLine[];
  nextCursor: string | null;
}

/** POST /api/staff/loyalty/members/{id}/purchases (with an Idempotency-Key header). */
export interface StaffLoyaltyPurchaseRequest {
  /** The location where the member bought: one of the staff member's. */
  restaurantId: string;
  /** The purchase amount in dollars. */
  amount: number;
  /** A receipt number or a word on the purchase. */
  note?: string | null;
}

export interface StaffLoyaltyPurchaseResponse {
  member: StaffLoyaltyMember;
  line: StaffLoyaltyLine;
}

/**
 * Why staff take points off at the counter: the member spends them (a reward worth their value off
 * the bill), or a correction (points credited by mistake).
 */
export type StaffLoyaltyDebitReason = 'redemption' | 'correction';

/** POST /api/staff/loyalty/members/{id}/redemptions (with an Idempotency-Key header). */
export interface StaffLoyaltyRedemptionRequest {
  reason: StaffLoyaltyDebitReason;
  /** The location where it happens: one of the staff member's. */
  restaurantId: string;
  points: number;
  /** A receipt number, or (required for a correction) why. */
  note?: string | null;
}

export interface StaffLoyaltyRedemptionResponse {
  member: StaffLoyaltyMember;
  line: StaffLoyaltyLine;
  /** What the points taken off are worth, in dollars (a correction's are worth nothing). */
  value: number;
}

export const LOYALTY_COUNTER_MESSAGES = {
  lookupHint: 'Scan the member’s QR code, or type the code, their email or their phone number.',
  notFound: 'No member matches. Check the code, email or phone number.',
  programOff: 'The loyalty reward program is not on for this restaurant.',
  noPoints: 'This amount earns no points.',
  keyReused: 'This Idempotency-Key was already used for another purchase.',
  correctionNote: 'Please say why the points are taken off.',
} as const;
