/*
 * The cart's promotion hints, in the spec's words (ordering-core §8), in the cart's language: money
 * as the spec shows it ($0,0.00) in English, through localeFormats in French ('5,00 $').
 */
import { localeFormats } from '../i18n/formats';
import type { Locale } from '../i18n/locales';
import { formatMoney, type Cents } from '../money';

const moneyIn = (locale: Locale, cents: Cents) =>
  locale === 'en' ? formatMoney(cents) : localeFormats(locale).money(cents);

/** '{name} is available from {time}': the promotion's window opens later today. */
export const availableFromHint = (name: string, time: string, locale: Locale = 'en'): string =>
  locale === 'fr' ? `${name} est offerte à partir de ${time}` : `${name} is available from ${time}`;

/** 'Purchase {amount} more to get {name} coupon': a next-order coupon promotion below its minimum. */
export const couponThresholdHint = (shortfall: Cents, name: string, locale: Locale = 'en'): string =>
  locale === 'fr'
    ? `Achetez pour ${moneyIn(locale, shortfall)} de plus pour obtenir le coupon ${name}`
    : `Purchase ${formatMoney(shortfall)} more to get ${name} coupon`;

/** 'Purchase {amount} more to get {amount} discount': a fixed discount below its minimum. */
export const amountThresholdHint = (shortfall: Cents, discount: Cents, locale: Locale = 'en'): string =>
  locale === 'fr'
    ? `Achetez pour ${moneyIn(locale, shortfall)} de plus pour obtenir un rabais de ${moneyIn(locale, discount)}`
    : `Purchase ${formatMoney(shortfall)} more to get ${formatMoney(discount)} discount`;

/** 'Purchase {amount} more to get {percent}% discount': a percentage discount below its minimum. */
export const percentThresholdHint = (shortfall: Cents, percent: number, locale: Locale = 'en'): string =>
  locale === 'fr'
    ? `Achetez pour ${moneyIn(locale, shortfall)} de plus pour obtenir un rabais de ${percent} %`
    : `Purchase ${formatMoney(shortfall)} more to get ${percent}% discount`;

/** "{item} is eligible for '{promotion}' promotion, please add another one": a 'Buy one, get one free' without its pair. */
export const addAnotherHint = (item: string, promotion: string, locale: Locale = 'en'): string =>
  locale === 'fr'
    ? `${item} est admissible à la promotion « ${promotion} », ajoutez-en un autre`
    : `${item} is eligible for '${promotion}' promotion, please add another one`;
