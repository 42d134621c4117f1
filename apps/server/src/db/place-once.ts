/*
 * Idempotent placement (ordering-core §4 Order placement; accounts-and-extras §7): the same
 * Idempotency-Key gives the same order, even when retries arrive at once. The key is unique in the
 * database: the loser of a race fails on it and answers with the winner's order.
 */
import { isUniqueViolation } from './errors';

export interface PlaceOnce<Row, Response> {
  /** The row already placed with the key, as read before placing (often with the other first reads). */
  existing: Row | undefined;
  /** Reads the row placed with the key (after a lost race). */
  find(): Promise<Row | undefined>;
  /** The answer for a row placed earlier (it may refuse a key reused for something else). */
  replay(row: Row): Promise<Response>;
  /** Checks, prices and inserts; a unique violation on the key means a retry won the race. */
  place(): Promise<Response>;
}

export async function placeOnce<Row, Response>(
  steps: PlaceOnce<Row, Response>,
): Promise<{ created: boolean; response: Response }> {
  if (steps.existing) return { created: false, response: await steps.replay(steps.existing) };
  try {
    return { created: true, response: await steps.place() };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await steps.find();
    if (!winner) throw error;
    return { created: false, response: await steps.replay(winner) };
  }
}

/** Who placed an order, or retries it: the signed-in member, else a guest and the email they gave. */
export interface Orderer {
  customerId: string | null;
  email: string;
}

/**
 * Whether a retry comes from whoever placed the first (issue 16): a replay answers the first order's
 * names, email and phone, so a key that reaches another session must not read them. A member's order
 * replays only to that member; a guest's only to a guest giving the same email.
 */
export function isSameOrderer(placed: Orderer, retry: Orderer): boolean {
  if (placed.customerId !== null) return placed.customerId === retry.customerId;
  return retry.customerId === null && placed.email.trim().toLowerCase() === retry.email.trim().toLowerCase();
}
