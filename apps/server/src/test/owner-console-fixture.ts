import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../db';
import { call, newAddress, staffTokenOf, type CallOptions, type CallResult } from './accounts-fixture';
import { gold, t, useTestApp } from './app-fixture';
import type { createTestApp } from './harness';

/*
 * The owner console's tests (issue 19): the demo staff signed in, and requests made as one of them,
 * so every endpoint is tried by its owner, by staff of a location and by another tenant's owner.
 */

export type ConsoleRole = 'goldOwner' | 'goldStaff' | 'emeraldOwner' | 'emeraldCalgary';

const ACCOUNTS: Record<ConsoleRole, { slug: string; email: string }> = {
  goldOwner: { slug: 'goldenmaple', email: 'owner@goldenmaple.example.ca' },
  goldStaff: { slug: 'goldenmaple', email: 'staff@goldenmaple.example.ca' },
  emeraldOwner: { slug: 'emerald', email: 'staff@emerald.example.ca' },
  emeraldCalgary: { slug: 'emerald', email: 'calgary@emerald.example.ca' },
};

export interface ConsoleClient {
  /** A request as `role`, to the Host of that role's tenant unless `slug` says another. */
  as<T = unknown>(
    role: ConsoleRole,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  tokens: Record<ConsoleRole, string>;
}

/** Signs the demo staff in once; answers a client that sends requests as any of them. */
export async function consoleClient(app: FastifyInstance): Promise<ConsoleClient> {
  const tokens = {} as Record<ConsoleRole, string>;
  for (const [role, account] of Object.entries(ACCOUNTS) as [ConsoleRole, (typeof ACCOUNTS)[ConsoleRole]][]) {
    tokens[role] = await staffTokenOf(app, account.email, account.slug);
  }
  return {
    tokens,
    as: (role, method, url, options = {}) =>
      call(app, method, url, {
        slug: ACCOUNTS[role].slug,
        token: tokens[role],
        remoteAddress: newAddress(),
        ...options,
      }),
  };
}

/** Sends each body and expects it refused (400) with its message, which names the field. */
export async function expectRefusals(
  send: (body: object) => Promise<{ status: number; body: { message: string } }>,
  cases: [body: object, message: string][],
): Promise<void> {
  for (const [body, message] of cases) {
    const response = await send(body);
    expect(response.status, message).toBe(400);
    expect(response.body.message).toBe(message);
  }
}

export { t, gold } from './app-fixture';
export let client: ConsoleClient;
/** Golden Maple's first location's id. */
export let goldRestaurantId: string;

/**
 * The app of an owner console test file (useTestApp's), and a client of its demo staff.
 * A file calls `useConsoleApp()` once at its top and reads `t`, `client` and `gold` in its tests and its own
 * beforeAll (which runs after this one). Each test file has its own module instance.
 */
export function useConsoleApp(options?: Parameters<typeof createTestApp>[0]): void {
  useTestApp(options);
  beforeAll(async () => {
    client = await consoleClient(t.app);
    goldRestaurantId = gold.restaurants[0]!._id;
  });
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer,
  contentType: string,
  filename = 'photo.jpg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----storefront-test-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The audit rows of one entity, newest first: what a write's test checks it left. */
export function auditEntriesOf(t: { db: Db }, entity: string, entityId: string) {
  return t.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
