/*
 * The spec's user-facing messages that the server and the storefront both show (or that several
 * server paths share): written once here so that the two sides cannot drift apart. Messages that only
 * one form or one flow shows stay beside it (MESSAGES, CONTACT_MESSAGES, RESERVATION_MESSAGES, …).
 */

/** A member's password is at least this long (accounts-and-extras §4, Sign up). */
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/**
 * Every failed sign-in, member or staff (and a wrong current password), whatever was wrong: no
 * account enumeration.
 */
export const LOGIN_FAILED_MESSAGE = 'Email address and/or password is not correct. Please try again.';

/** The sign-in forms' message for a malformed email, which quotes what was typed. */
export const invalidEmailMessage = (value: string): string => `${value} is not valid email address`;

/** Ordering-core §6: an email blocked for ordering, at checkout and for gift card orders. */
export const blockedEmailMessage = (restaurantPhone: string): string =>
  `The email you provided has been blocked for ordering due to suspicious activity. Please call us at ${restaurantPhone} to unblock your email account.`;

/** The title shown while a restaurant has online ordering switched off. */
export const ONLINE_ORDERING_UNAVAILABLE_TITLE = 'Online Ordering Temporarily Unavailable';

export const GIFT_CARD_HOLD_EXPIRED_MESSAGE =
  'Your gift card hold has expired or was released. Please redeem the gift card again.';

export const STAFF_SIGN_IN_MESSAGE = 'Please sign in to the staff console.';

/** Ordering-core §2 (/pickuptime) and §4: the restaurant is closed now; its title and its guidance. */
export const CLOSED_TITLE = "We're Currently Closed";
export const CLOSED_NOW_MESSAGE = "We're closed now but you can pre-order for later.";
