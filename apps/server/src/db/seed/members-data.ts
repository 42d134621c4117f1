/*
 * The demo members' JSON (tenants/<slug>.members.json) checked as it is loaded: a misspelt key, a
 * status the product does not have or a missing field fails the seed with the path of the mistake,
 * instead of seeding a history that quietly lacks it. The schema is typed against `MembersData`, so
 * the two cannot drift apart.
 */
import { ORDER_STATUSES, WEEKDAYS, type Weekday } from '@storefront/domain';
import { z } from 'zod';
import type { AddressDef, PersonDef } from './members/index';
import type { GuestOrderData, MembersData, OrderData } from './tenant';

const person = z.strictObject({
  first: z.string().min(1),
  last: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
}) satisfies z.ZodType<PersonDef>;

const address = z.strictObject({
  address_1: z.string().min(1),
  address_2: z.string().nullable().optional(),
  city_town: z.string().min(1),
  state_province: z.string().min(1),
  postal_code: z.string().min(1),
}) satisfies z.ZodType<AddressDef>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const orderFields = {
  daysAgo: z.number().int().min(0),
  placedAt: z.string().regex(CLOCK, 'a local clock time, HH:mm'),
  readyAfter: z.number().int().min(0),
  lines: z
    .array(
      z.strictObject({
        cd: z.string().min(1),
        quantity: z.number().int().min(1),
        size: z.string().optional(),
        options: z.array(z.tuple([z.string(), z.string()])).optional(),
        instructions: z.string().optional(),
      }),
    )
    .min(1),
  cutlery: z.array(z.tuple([z.string(), z.number().int().min(0)])).optional(),
  delivery: z
    .strictObject({
      address: z.string().min(1),
      postalCode: z.string().min(1),
      suiteApartmentNumber: z.string().optional(),
      addressType: z.enum(['Business', 'Home', 'Other']),
      businessName: z.string().optional(),
      otherPublicVenueName: z.string().optional(),
      distanceInMeter: z.number().int().min(0),
      fee: z.number().min(0),
    })
    .optional(),
  specialRequests: z.string().optional(),
  bogo: z.strictObject({ promotion: z.string().min(1), freeCd: z.string().min(1) }).optional(),
  giftCard: z.number().positive().optional(),
  redeemCoupon: z.boolean().optional(),
  issueNextOrderCoupon: z.boolean().optional(),
  statusNote: z.string().optional(),
  onWeekdays: z.array(z.enum(WEEKDAYS as readonly [Weekday, ...Weekday[]])).optional(),
};

const order = z.strictObject({
  ...orderFields,
  status: z.enum(ORDER_STATUSES),
  pickupTimeType: z.enum(['ASAP', 'Schedule']),
}) satisfies z.ZodType<OrderData>;

const guestOrder = z.strictObject({
  ...orderFields,
  status: z.enum(ORDER_STATUSES).optional(),
  pickupTimeType: z.enum(['ASAP', 'Schedule']).optional(),
  guest: z.string().min(1),
}) satisfies z.ZodType<GuestOrderData>;

const membersDataSchema = z.strictObject({
  demoAddress: address,
  demoOrders: z.array(order),
  guests: z.record(z.string(), person).optional(),
  guestOrders: z.array(guestOrder).optional(),
  codePrefix: z.string().regex(/^[A-Z]{2,4}$/, 'two to four capital letters'),
  nextOrderPromotion: z.string().min(1),
  referredMember: person.extend({ address }).optional(),
  blockedGuest: person.optional(),
  reservationNotes: z.tuple([z.string(), z.string(), z.string()]),
}) satisfies z.ZodType<MembersData>;

/** Reads a demo member's JSON, or throws naming the file and every mistake in it with its path. */
export function parseMembersData(file: string, json: unknown): MembersData {
  const parsed = membersDataSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(top)'}: ${i.message}`);
  throw new Error(`${file} is not a demo member's history:\n${issues.join('\n')}`);
}
