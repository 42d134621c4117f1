/*
 * The owner console's Messages (issue 29 item 7; decision 0086): the texts the tenant sent, newest
 * first, a page at a time, with how many went out this month (what the tenant is billed for).
 */
import type { TextPurpose, TextStatus } from '../texts/texts';

export interface ApiText {
  _id: string;
  createdAt: string;
  /** Masked: the last four digits only. */
  phone: string;
  orderId: string | null;
  orderNumber: number | null;
  purpose: TextPurpose;
  body: string;
  status: TextStatus;
  /** The provider's error code and words, when it refused or could not deliver it. */
  errorCode: string | null;
  errorMessage: string | null;
  /** Sent by the built-in log provider: nobody received it (the console labels it Test). */
  test: boolean;
}

/** GET /api/staff/texts. */
export interface TextsResponse {
  texts: ApiText[];
  nextCursor: string | null;
  /** Texts the provider took this calendar month (UTC), the figure billed. */
  sentThisMonth: number;
}
