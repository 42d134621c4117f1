/*
 * A digital gift card sent to someone else (issue 18 item 7): who receives it, the buyer's message
 * and the day it is mailed, on the restaurant's clock. The request's shape is checked by the schema
 * (the server and the gift form use the same one); whether the day is allowed depends on now and the
 * restaurant's zone, so `giftSendAt` checks it where both are known. Its own file: the menus and the
 * home page import the gift contract's words and must not load zod with them.
 */
import { z } from 'zod';
import { MESSAGES, requiredEmail, requiredText } from '../validation';
import { addDays, localDateOf, safeTimeZone, toEpochMs, zonedInstant, type InstantLike } from '../time/zoned';

/** The latest send date, in days after today (a gift for an occasion a season ahead). */
export const GIFT_SEND_DAYS_MAX = 90;
/** A future send date mails the cards at this time of the restaurant's morning. */
export const GIFT_SEND_MINUTES = 9 * 60;
export const GIFT_NOTE_MAX = 500;
export const GIFT_RECIPIENT_NAME_MAX = 100;

export const GIFT_RECIPIENT_MESSAGES = {
  name: "Please enter the recipient's name",
  email: "Please enter the recipient's email address",
  invalidEmail: MESSAGES.invalidEmail,
  messageTooLong: `Please keep the message to ${GIFT_NOTE_MAX} characters`,
  sendDate: 'Please choose a send date',
  sendDatePast: 'The send date cannot be in the past',
  sendDateTooFar: `Please choose a send date within ${GIFT_SEND_DAYS_MAX} days`,
  digitalOnly: 'Only digital gift cards can be sent to someone else. Please choose Digital.',
} as const;

const M = GIFT_RECIPIENT_MESSAGES;

/** `recipient` of POST /restaurants/{id}/giftcardorders: absent or null buys the cards for oneself. */
export const giftRecipientSchema = z.object(
  {
    name: requiredText(M.name, GIFT_RECIPIENT_NAME_MAX),
    email: requiredEmail(M),
    message: z
      .string({ message: 'message must be text' })
      .trim()
      .max(GIFT_NOTE_MAX, M.messageTooLong)
      .nullish()
      .transform((text) => text || null),
    /** The restaurant's local date 'YYYY-MM-DD'; absent, null or today sends once paid. */
    sendDate: z
      .string({ message: M.sendDate })
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, M.sendDate)
      .nullish()
      .transform((date) => date || null),
  },
  { message: 'recipient must be an object with name and email' },
);

export type GiftRecipientInput = z.input<typeof giftRecipientSchema>;
export type GiftRecipient = z.output<typeof giftRecipientSchema>;

/** The dates a buyer may choose: today to GIFT_SEND_DAYS_MAX days ahead, on the restaurant's clock. */
export function giftSendDates(now: InstantLike, timeZone: string): { first: string; last: string } {
  const first = localDateOf(now, safeTimeZone(timeZone));
  return { first, last: addDays(first, GIFT_SEND_DAYS_MAX) };
}

/**
 * When the recipient's mail goes: now for no date or today, else GIFT_SEND_MINUTES on that date in
 * the restaurant's zone; or the message saying why the date is not allowed.
 */
export function giftSendAt(
  sendDate: string | null,
  now: InstantLike,
  timeZone: string,
): { sendAt: number } | { error: string } {
  const at = toEpochMs(now);
  if (sendDate === null) return { sendAt: at };
  const zone = safeTimeZone(timeZone);
  const { first, last } = giftSendDates(at, zone);
  let sendAt: number;
  try {
    sendAt = zonedInstant(sendDate, GIFT_SEND_MINUTES, zone);
  } catch {
    return { error: M.sendDate };
  }
  // 'YYYY-MM-DD' strings order as the dates do.
  if (sendDate < first) return { error: M.sendDatePast };
  if (sendDate > last) return { error: M.sendDateTooFar };
  return { sendAt: sendDate === first ? at : sendAt };
}

/** Scheduled until its mail went out. */
export type GiftSendStatus = 'Scheduled' | 'Sent';

/** A gift card order's recipient as the API shows it. */
export interface ApiGiftRecipient {
  name: string;
  email: string;
  message: string | null;
  /** When the mail goes (ISO instant); once paid, if payment comes later. */
  sendAt: string;
  status: GiftSendStatus;
  sentAt: string | null;
}

/** The gift form's fields as typed: sendDate '' means send now. */
export interface GiftRecipientFormValues {
  name: string;
  email: string;
  message: string;
  sendDate: string;
}

export type GiftRecipientFormErrors = Partial<Record<keyof GiftRecipientFormValues, string>>;

/** Each field's first message, by the rules the server applies (schema, then the send date). */
export function validateGiftRecipient(
  values: GiftRecipientFormValues,
  now: InstantLike,
  timeZone: string,
): GiftRecipientFormErrors {
  const errors: GiftRecipientFormErrors = {};
  const parsed = giftRecipientSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof GiftRecipientFormValues | undefined;
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  }
  const when = giftSendAt(parsed.data.sendDate, now, timeZone);
  if ('error' in when) errors.sendDate = when.error;
  return errors;
}
