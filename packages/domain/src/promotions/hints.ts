/*
 * The cart's promotion hints, in the spec's words (ordering-core §8). Money is formatted as the spec
 * shows it ($0,0.00).
 */
import { formatMoney, type Cents } from '../money';

/** '{name} is available from {time}': the promotion's window opens later today. */
export const availableFromHint = (name: string, time: string): string => `${name} is available from ${time}`;

/** 'Purchase {amount} more to get {name} coupon': a next-order coupon promotion below its minimum. */
export const couponThresholdHint = (shortfall: Cents, name: string): string =>
  `Purchase ${formatMoney(shortfall)} more to get ${name} coupon`;

/** 'Purchase {amount} more to get {amount} discount': a fixed discount below its minimum. */
export const amountThresholdHint = (shortfall: Cents, discount: Cents): string =>
  `Purchase ${formatMoney(shortfall)} more to get ${formatMoney(discount)} discount`;

/** 'Purchase {amount} more to get {percent}% discount': a percentage discount below its minimum. */
export const percentThresholdHint = (shortfall: Cents, percent: number): string =>
  `Purchase ${formatMoney(shortfall)} more to get ${percent}% discount`;

/** "{item} is eligible for '{promotion}' promotion, please add another one": a 'Buy one, get one free' without its pair. */
export const addAnotherHint = (item: string, promotion: string): string =>
  `${item} is eligible for '${promotion}' promotion, please add another one`;
