import { z } from 'zod';

/** The Idempotency-Key header of a write a client may send again (a checkout, a counter purchase). */
export const idempotencyKeySchema = z
  .string({ message: 'The Idempotency-Key header is required: one key per checkout attempt.' })
  .min(8, 'The Idempotency-Key header must be at least 8 characters.')
  .max(128, 'The Idempotency-Key header must be at most 128 characters.');
