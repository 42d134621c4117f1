/*
 * Whether a promotion is listed at all (spec §4 "Promotion visibility"). Whether it applies to a
 * cart is the promotions engine's question, not this one.
 */
import { datePartOf, localDateOf, type InstantLike } from '../time/zoned';

export interface PromotionWindow {
  available_option: string | null | undefined;
  available_from?: string | null;
  available_until?: string | null;
}

/**
 * 'Unlimited' always shows. Otherwise today's date in the restaurant's zone must be on or after
 * available_from's date and on or before available_until's date; both bounds are whole days,
 * read by their date part. A missing bound is open; an unreadable one hides the promotion rather
 * than show one whose dates nobody can check.
 */
export function isPromotionVisible(promotion: PromotionWindow, now: InstantLike, timeZone: string): boolean {
  if (promotion.available_option === 'Unlimited') return true;
  const today = localDateOf(now, timeZone);
  const from = bound(promotion.available_from);
  const until = bound(promotion.available_until);
  if (from === 'invalid' || until === 'invalid') return false;
  // 'YYYY-MM-DD' strings compare in calendar order.
  return (from === null || today >= from) && (until === null || today <= until);
}

function bound(value: string | null | undefined): string | null | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return null;
  return datePartOf(value) ?? 'invalid';
}
