import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import type { KeysetPage, KeyValue, PageRequest, SortKey } from '../db/keyset';
import { badRequest } from './errors';
import { parse } from './validate';

/*
 * Every list endpoint answers one page (decision 0034): `?limit=` (1 to MAX_PAGE_SIZE, default
 * PAGE_SIZE) and `?cursor=` (opaque, from the page before). Lists the spec gives as plain arrays stay
 * arrays, with the next page's cursor in the `X-Next-Cursor` header and a `Link: <…>; rel="next"`;
 * the staff lists, whose shapes are ours, carry `nextCursor` in the body.
 */
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const INVALID_CURSOR = 'cursor is not valid. Load the list again from the first page.';

export const pageQueryFields = {
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
  cursor: z.string().max(500, INVALID_CURSOR).optional(),
};

export const pageQuerySchema = z.object(pageQueryFields);

/**
 * `?page=&pageSize=` of the staff lists that number their pages (accounts, the reservations inbox):
 * the console shows "page 2 of 5", which a cursor cannot say.
 */
export function pageNumberFields(defaultSize: number) {
  const whole = (name: string, min: number) =>
    z.coerce
      .number({ message: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`);
  return {
    page: whole('page', 1).default(1),
    pageSize: whole('pageSize', 1)
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .default(defaultSize),
  };
}

/** One of `values`, or a comma-separated list of them (`?status=Received,Accepted`). */
export function listOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const quoted = values.map((value) => `'${value}'`);
  const message = `${name} must be ${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return z
    .string()
    .max(100)
    .transform((value) => value.split(',').filter((s) => s !== ''))
    .pipe(z.array(z.enum(values, { message })));
}

/** `?limit=&cursor=` as parsed: the cursor still opaque (the list's service reads it). */
export type PageQuery = z.output<typeof pageQuerySchema>;

export function encodeCursor(keys: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys a cursor carries; a cursor that is not one of ours (or of another list) is a 400. */
export function decodeCursor(cursor: string | undefined, arity: number): KeyValue[] | null {
  if (cursor === undefined || cursor === '') return null;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    keys = null;
  }
  const valid =
    Array.isArray(keys) &&
    keys.length === arity &&
    keys.every(
      (k) => (typeof k === 'string' && k.length <= 100) || (typeof k === 'number' && Number.isFinite(k)),
    );
  if (!valid) throw badRequest(`cursor: ${INVALID_CURSOR}`, 'VALIDATION_FAILED');
  return keys as KeyValue[];
}

/** A page request from a query already parsed with `pageQueryFields`, for keys of `arity` columns. */
export function pageRequestOf(query: PageQuery, arity: number): PageRequest {
  return { limit: query.limit, after: decodeCursor(query.cursor, arity) };
}

/** Parses `?limit=&cursor=` of a list with no other query parameters. */
export const parsePageQuery = (request: FastifyRequest): PageQuery => parse(pageQuerySchema, request.query);

/** A page as the services answer it: the items and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const nextCursorOf = (page: Pick<KeysetPage<unknown>, 'nextKeys'>): string | null =>
  page.nextKeys ? encodeCursor(page.nextKeys) : null;

/**
 * One page of a list in the order of `keys`: the rows `read` finds after the query's cursor, as
 * `present` shows them (all at once, so a batch lookup serves the page), and the next page's cursor.
 */
export async function readPage<Row, Item>(
  query: PageQuery,
  keys: readonly SortKey[],
  read: (request: PageRequest) => Promise<KeysetPage<Row>>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const page = await read(pageRequestOf(query, keys.length));
  return { items: await present(page.rows), nextCursor: nextCursorOf(page) };
}

/** Whose own list is read, and when (a coupon's or a booking's state shown depends on the time). */
export interface MemberListCall {
  db: Executor;
  tenantId: string;
  customerId: string;
  now: Date;
}

/**
 * A member's own list (their orders, coupons, gift cards, bookings): one page of the member's rows
 * that `read` finds in the order of `keys`, as `present` shows them.
 */
export function memberList<Row, Item>(
  keys: readonly SortKey[],
  read: (
    db: Executor,
    tenantId: string,
    customerId: string,
    request: PageRequest,
  ) => Promise<KeysetPage<Row>>,
  present: (rows: Row[], member: MemberListCall) => Item[] | Promise<Item[]>,
): (member: MemberListCall, query: PageQuery) => Promise<Page<Item>> {
  return (member, query) =>
    readPage(
      query,
      keys,
      (request) => read(member.db, member.tenantId, member.customerId, request),
      (rows) => present(rows, member),
    );
}

/** Answers a page as the spec's plain array: the way on is in the headers. */
export function sendArrayPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { items, nextCursor }: Page<T>,
): T[] {
  if (nextCursor) {
    const url = new URL(request.url, 'http://host');
    url.searchParams.set('cursor', nextCursor);
    reply.header('x-next-cursor', nextCursor);
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return items;
}
