import type { AuthResponse, StaffLoginResponse } from '@storefront/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_CREDENTIALS } from '../db/seed/members';
import { DEMO_STAFF_PASSWORD } from '../db/seed/staff';
import { hostOf } from './harness';

/* Requests as the storefront sends them, for the accounts tests. */

export interface CallOptions {
  slug?: string;
  token?: string | null;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface CallResult<T> {
  status: number;
  body: T & { message: string; code: string };
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...hostOf(options.slug ?? 'goldenmaple'), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const request: InjectOptions = { method, url, headers };
  if (options.body !== undefined) request.payload = options.body as object;
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  const response = await app.inject(request);
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : null) as CallResult<T>['body'],
    headers: response.headers,
    cookies: response.cookies as CallResult<T>['cookies'],
  };
}

/** A different client address per call site, so tests do not share the per-address counters. */
let addresses = 0;
export const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

export async function signIn(
  app: FastifyInstance,
  slug = 'goldenmaple',
  email: string = DEMO_CREDENTIALS.email,
  password: string = DEMO_CREDENTIALS.password,
): Promise<AuthResponse> {
  const response = await call<AuthResponse>(app, 'POST', '/api/eater/auth/login', {
    slug,
    body: { email, password },
    remoteAddress: newAddress(),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.body.message}`);
  return response.body;
}

/** Signs a demo staff account in (the seed's staff password) and returns its session token. */
export async function staffTokenOf(
  app: FastifyInstance,
  email = 'staff@goldenmaple.example.ca',
  slug = 'goldenmaple',
): Promise<string> {
  const response = await call<StaffLoginResponse>(app, 'POST', '/api/staff/login', {
    slug,
    body: { email, password: DEMO_STAFF_PASSWORD },
  });
  if (response.status !== 200)
    throw new Error(`staff sign-in failed: ${response.status} ${response.body.message}`);
  return response.body.token;
}

let emails = 0;
export const newEmail = (name = 'member') => `${name}-${++emails}-${Date.now().toString(36)}@example.com`;

export async function registerMember(
  app: FastifyInstance,
  slug = 'goldenmaple',
  extra: Record<string, unknown> = {},
): Promise<AuthResponse & { password: string }> {
  const password = 'a-good-password';
  const response = await call<AuthResponse>(app, 'POST', '/api/eater/auth/register', {
    slug,
    remoteAddress: newAddress(),
    body: {
      email: newEmail(),
      firstName: 'Riley',
      lastName: 'Moreau',
      password,
      telephone: '3065550142',
      ...extra,
    },
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${response.body.message}`);
  return { ...response.body, password };
}
