/*
 * Field rules the tenant document's sections share (decision 0044): money in dollars, clock times
 * in the two spellings settings use, dates that may be written relative to the day the document is
 * loaded (the demo documents are seeded at different times), image references and slugs. Every
 * failure says what to write instead, because an operator reads these messages, not a developer.
 */
import { z } from 'zod';
import { isLocalDate } from '../../time/zoned';
import type { Weekday } from '../settings';

/** Dollars with at most two decimals, never negative. */
export const dollars = (label: string) =>
  z
    .number({ message: `${label} must be a number of dollars, e.g. 12.99` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} can have at most two decimals (cents)`,
    });

export const wholeNumber = (label: string, min = 0, max = 1_000_000) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .default(null);

/** '11:00 AM': the spec's spelling of business hours and holidays. */
export const CLOCK_12_PATTERN = /^(0?[1-9]|1[0-2]):[0-5]\d ?[AaPp][Mm]$/;
/** '21:30': rush hours, menu durations, promotion windows and delivery cut-offs. */
export const CLOCK_24_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;

/*
 * A picker left empty says so, not a format: the console's date and time pickers show the browser's
 * own format (mm/dd/yyyy, 9:30 PM), and an empty or half-typed picker sends ''. A file's malformed
 * value still gets the format to write.
 */
const missing = (label: string) => ({ message: `${label} is missing`, abort: true });

export const clock12 = (label: string) =>
  z
    .string({ message: `${label} must be a time like 11:00 AM` })
    .min(1, missing(label))
    .regex(CLOCK_12_PATTERN, `${label} must be a time like 11:00 AM`);

export const clock24 = (label: string) =>
  z
    .string({ message: `${label} must be a 24-hour time like 21:30` })
    .min(1, missing(label))
    .regex(CLOCK_24_PATTERN, `${label} must be a 24-hour time like 21:30`);

/** 'today', 'today+3', 'today-1': a local date counted from the day the document is loaded. */
export const RELATIVE_DATE_PATTERN = /^today([+-]\d{1,4})?$/;
/** 'now', 'now+2d', 'now-30d': an instant counted in days from the moment the document is loaded. */
export const RELATIVE_INSTANT_PATTERN = /^now([+-]\d{1,4})d$|^now$/;

const DATE_MESSAGE = 'must be a date like 2026-12-24, or today, today+3, today-1';
const INSTANT_MESSAGE = 'must be an instant like 2026-12-24T17:00:00.000Z, or now, now+2d, now-30d';

/** A calendar date, or one relative to the day of loading. */
export const dateRef = (label: string) =>
  z
    .string({ message: `${label} ${DATE_MESSAGE}` })
    .min(1, missing(label))
    .refine((value) => RELATIVE_DATE_PATTERN.test(value) || isLocalDate(value), `${label} ${DATE_MESSAGE}`);

/** An ISO-8601 instant, or one relative to the moment of loading. */
export const instantRef = (label: string) =>
  z
    .string({ message: `${label} ${INSTANT_MESSAGE}` })
    .min(1, missing(label))
    .refine(
      (value) =>
        RELATIVE_INSTANT_PATTERN.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success,
      `${label} ${INSTANT_MESSAGE}`,
    );

/**
 * Whether `ref` names an image of the site's own or an https: address (issue 27 item 7): a path the
 * site serves ('/images/goldenmaple/logo.png', never '//host/…' or '/\\host/…', which browsers read
 * as another host), a file path relative to the tenant document ('photos/poutine.jpg', which the
 * import stores as one of the site's own), or an https: address without credentials. No backslash and
 * no control character anywhere; no other scheme (http:, data:, javascript:).
 */
export function isImageRef(ref: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (ref === '' || /[\\\u0000-\u001f\u007f]/.test(ref)) return false;
  if (ref.startsWith('/')) return !ref.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(ref)?.[1];
  if (scheme === undefined) return true;
  // https://host[:port] and a path: no credentials ('user@') before the host.
  return /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]|$)/i.test(ref);
}

/** An image reference where it stands in a document or a request: the keys that lead to it. */
export interface ImageRefAt {
  ref: string;
  path: PropertyKey[];
}

/**
 * Every image reference in a tenant document or a part of one an owner writes (parsed, so a photo
 * carries its `webp_url`): a string under `logo`, `favicon` or `image`, and the `url` and `webp_url` of
 * a photo. Another object's `url` (a webhook endpoint's) is not an image.
 */
export function imageRefsIn(value: unknown, at: PropertyKey[] = []): ImageRefAt[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => imageRefsIn(v, [...at, i]));
  if (!value || typeof value !== 'object') return [];
  const isPhoto = 'url' in value && 'webp_url' in value;
  return Object.entries(value).flatMap(([key, v]): ImageRefAt[] => {
    const isImage =
      ['logo', 'favicon', 'image'].includes(key) || (isPhoto && ['url', 'webp_url'].includes(key));
    if (isImage && typeof v === 'string') return [{ ref: v, path: [...at, key] }];
    return imageRefsIn(v, [...at, key]);
  });
}

/** The host an image reference is fetched from, lower case; null for the site's own paths and files. */
export function imageHostOf(ref: string): string | null {
  return /^https:\/\/([^/?#:@]+)/i.exec(ref)?.[1]?.toLowerCase() ?? null;
}

export const imageHostMessage = (host: string) =>
  `${host} is not an allowed image host: use an image uploaded to this site`;

/**
 * The first image of `value` (see `imageRefsIn`) at an https: address whose host is not one of
 * `allowedHosts` (lower-case host names, the server's IMAGE_HOSTS): the site's own images and those
 * hosts only, so a page of one tenant never loads what another site serves (issue 27 item 7).
 */
export function foreignImageIn(
  value: unknown,
  allowedHosts: readonly string[],
): (ImageRefAt & { host: string }) | undefined {
  for (const image of imageRefsIn(value)) {
    const host = imageHostOf(image.ref);
    if (host !== null && !allowedHosts.includes(host)) return { ...image, host };
  }
  return undefined;
}

/**
 * An image: a path the site serves ('/images/goldenmaple/logo.png'), a file path relative to the
 * document ('photos/poutine.jpg'), or an https: address (fetched only when the document is
 * imported); see `isImageRef`.
 */
export const imageRef = (label: string) =>
  z
    .string({ message: `${label} must be an image path or address` })
    .trim()
    .min(1, `${label} must be an image path or address`)
    .max(2000, `${label} is too long`)
    .refine(isImageRef, `${label} must be a path of this site or an https: address`)
    .describe('A path the site serves (/images/…), a file path relative to the document, or an https: URL');

/** A photo with its webp variant and size, as the storefront serves it. */
export const photoSchema = z.object({
  url: imageRef('The photo'),
  webp_url: imageRef('The webp photo').nullable().default(null),
  width: wholeNumber('The photo width', 1, 20_000).nullable().default(null),
  height: wholeNumber('The photo height', 1, 20_000).nullable().default(null),
});

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const slug = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .regex(SLUG_PATTERN, `${label} must be lower-case letters, digits and dashes, e.g. golden-maple`);

export const colour = (label: string) =>
  z
    .string({ message: `${label} must be a colour` })
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #D4A762`);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = (label: string) =>
  z
    .string({ message: `${label} must be a time zone` })
    .refine(isTimeZone, `${label} must be a time zone name like America/Regina`);

export const optionalUrl = (label: string) =>
  z
    .url({ protocol: /^https?$/, message: `${label} must be an http(s) address` })
    .nullable()
    .default(null);

export const optionalEmail = (label: string) =>
  z
    .email({ message: `${label} must be an email address` })
    .nullable()
    .default(null);

/** One value per weekday, Sunday first as the spec lists them. */
export function perWeekday<T extends z.ZodType>(schema: T) {
  return z.object({
    sunday: schema,
    monday: schema,
    tuesday: schema,
    wednesday: schema,
    thursday: schema,
    friday: schema,
    saturday: schema,
  } satisfies Record<Weekday, T>);
}

/** Names of a list that must be unique (item codes, location slugs, promotion keys). */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}
