import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CLOSED_NOW_MESSAGE,
  CLOSED_TITLE,
  MESSAGES,
  ONLINE_ORDERING_UNAVAILABLE_TITLE,
  type Allergen,
  localizeMessage,
  type OrderMethod,
} from '@storefront/domain';

/*
 * The domain's English words the storefront shows (allergens, tags, the spec's shared messages), as
 * catalogue messages. Their English is the domain's word for word (domain-text.test.ts).
 */

export const ALLERGEN_NAMES: Record<Allergen, MessageDescriptor> = {
  milk: msg`Milk`,
  egg: msg`Eggs`,
  wheat: msg`Wheat (gluten)`,
  soy: msg`Soy`,
  peanut: msg`Peanuts`,
  tree_nut: msg`Tree nuts`,
  sesame: msg`Sesame`,
  fish: msg`Fish`,
  shellfish: msg`Shellfish`,
  mustard: msg`Mustard`,
  sulphite: msg`Sulphites`,
};

/** 'No milk', as the allergen filter offers each. */
export const AVOID_ALLERGEN: Record<Allergen, MessageDescriptor> = {
  milk: msg`No milk`,
  egg: msg`No eggs`,
  wheat: msg`No wheat (gluten)`,
  soy: msg`No soy`,
  peanut: msg`No peanuts`,
  tree_nut: msg`No tree nuts`,
  sesame: msg`No sesame`,
  fish: msg`No fish`,
  shellfish: msg`No shellfish`,
  mustard: msg`No mustard`,
  sulphite: msg`No sulphites`,
};

/** An order's method as a diner reads it. */
export const ORDER_METHOD_NAMES: Record<OrderMethod, MessageDescriptor> = {
  Pickup: msg`Pickup`,
  Delivery: msg`Delivery`,
  'Dine-in': msg`Dine-in`,
};

/** 'Pickup Information', the heading of an order's details, by its method. */
export const ORDER_METHOD_INFORMATION: Record<OrderMethod, MessageDescriptor> = {
  Pickup: msg`Pickup Information`,
  Delivery: msg`Delivery Information`,
  'Dine-in': msg`Dine-in Information`,
};

/** The domain's orderTimeHeading. */
export const ORDER_TIME_HEADING: Record<OrderMethod, MessageDescriptor> = {
  Pickup: msg`Pickup Time`,
  Delivery: msg`Delivery Time`,
  'Dine-in': msg`Table Time`,
};

/** The spec's messages the domain writes, by their English. */
export const DOMAIN_MESSAGES = new Map<string, MessageDescriptor>([
  [CLOSED_NOW_MESSAGE, msg`We're closed now but you can pre-order for later.`],
  [CLOSED_TITLE, msg`We're Currently Closed`],
  [ONLINE_ORDERING_UNAVAILABLE_TITLE, msg`Online Ordering Temporarily Unavailable`],
  // The hours' labels (openingRangeLabel, hoursLabel).
  ['Closed', msg`Closed`],
  [MESSAGES.required, msg`Required`],
  [MESSAGES.invalidEmail, msg`Invalid email address`],
  [MESSAGES.invalidPhone, msg`Invalid phone number, must be 10 digits`],
  // The guest form's (components/form/guest-form.ts).
  ['Please enter your first name', msg`Please enter your first name`],
  ['Please enter your last name', msg`Please enter your last name`],
  ['Please enter your email address', msg`Please enter your email address`],
  ['Please enter your phone number', msg`Please enter your phone number`],
  // The sign-in form's (components/member-login-form.tsx).
  ['Please enter your email', msg`Please enter your email`],
  ['Please enter email', msg`Please enter email`],
  ['Please enter password', msg`Please enter password`],
]);

/**
 * A text the domain wrote, in the page's language when a catalogue has it (the storefront's, or the
 * domain's own, which also knows the messages made from values), else as written.
 */
export function domainText(i18n: I18n, text: string): string {
  const descriptor = DOMAIN_MESSAGES.get(text);
  return descriptor ? i18n._(descriptor) : localizeMessage(text, i18n);
}
