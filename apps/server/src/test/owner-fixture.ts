import type { ApiStaff } from '@storefront/domain';
import { DEMO_STAFF_PASSWORD } from '../db/seed/staff';
import { call, newAddress, type CallOptions, type CallResult } from './accounts-fixture';
import { createTestApp, type TestApp } from './harness';

/*
 * The owner console's tests: one app, and signed-in tokens for the demo owners and staff, so each
 * endpoint is tried by its owner, a location's staff, another tenant's owner and nobody.
 */

export const CONSOLE_PEOPLE = {
  goldOwner: { slug: 'goldenmaple', email: 'owner@goldenmaple.example.ca' },
  goldStaff: { slug: 'goldenmaple', email: 'staff@goldenmaple.example.ca' },
  emeraldOwner: { slug: 'emerald', email: 'staff@emerald.example.ca' },
  emeraldStaff: { slug: 'emerald', email: 'calgary@emerald.example.ca' },
} as const;

export type ConsolePerson = keyof typeof CONSOLE_PEOPLE;

export interface ConsoleBed {
  t: TestApp;
  tokens: Record<ConsolePerson, string>;
  /** A console call on `slug`'s host (goldenmaple by default) as `as` (nobody when omitted). */
  api<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: CallOptions & { as?: ConsolePerson },
  ): Promise<CallResult<T>>;
}

export async function openConsoleBed(): Promise<ConsoleBed> {
  const t = await createTestApp();
  const tokens = {} as Record<ConsolePerson, string>;
  for (const [person, { slug, email }] of Object.entries(CONSOLE_PEOPLE)) {
    const login = await call<{ token: string; staff: ApiStaff }>(t.app, 'POST', '/api/staff/login', {
      slug,
      remoteAddress: newAddress(),
      body: { email, password: DEMO_STAFF_PASSWORD },
    });
    if (login.status !== 200) throw new Error(`staff sign-in failed for ${email}: ${login.status}`);
    tokens[person as ConsolePerson] = login.body.token;
  }
  return {
    t,
    tokens,
    api: (method, url, { as, ...options } = {}) =>
      call(t.app, method, url, {
        remoteAddress: newAddress(),
        ...options,
        slug: options.slug ?? (as ? CONSOLE_PEOPLE[as].slug : 'goldenmaple'),
        token: as ? tokens[as] : null,
      }),
  };
}
