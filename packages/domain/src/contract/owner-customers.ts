/*
 * The owner console's Customers (issue 19): find a customer by name, email or phone, and block or
 * unblock them with a note. A block follows the customer record: its email at checkout, and the
 * member's own session whatever email they type.
 */
import { z } from 'zod';

export const OWNER_CUSTOMER_MESSAGES = {
  note: 'Please enter a note saying why.',
  noteTooLong: 'The note must be at most 500 characters.',
  searchTooLong: 'The search must be at most 100 characters.',
} as const;

/** GET /api/staff/customers?q=&limit=&cursor= */
export const customerSearchSchema = z.object({
  q: z.string().trim().max(100, OWNER_CUSTOMER_MESSAGES.searchTooLong).default(''),
});

/** PUT /api/staff/customers/{id}/block: block (true) or unblock (false), saying why. */
export const customerBlockSchema = z.object({
  blocked: z.boolean({ message: 'blocked must be true or false' }),
  note: z
    .string({ message: OWNER_CUSTOMER_MESSAGES.note })
    .trim()
    .min(1, OWNER_CUSTOMER_MESSAGES.note)
    .max(500, OWNER_CUSTOMER_MESSAGES.noteTooLong),
});

export type CustomerBlockRequest = z.input<typeof customerBlockSchema>;

/** A customer as the owner sees them in the console. */
export interface ApiOwnerCustomer {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string | null;
  /** A member has an account (a password); a guest record only holds an email seen before. */
  isMember: boolean;
  pointBalance: number;
  isBlocked: boolean;
  /** The owner's note on the last block or unblock. */
  blockNote: string | null;
  /** When the current block began (ISO); null while not blocked. */
  blockedAt: string | null;
  createdAt: string;
}

export interface OwnerCustomersResponse {
  customers: ApiOwnerCustomer[];
  nextCursor: string | null;
}
