import { LOGIN_FAILED_MESSAGE, NO_CUSTOMER_ADDRESS } from '@storefront/domain';
import { newId, randomToken } from '../../db/ids';
import type { CustomerRow, TenantRow } from '../../db/schema';
import { badRequest, foundById, HttpError } from '../../http/errors';
import {
  claimGuestCustomer,
  findCustomerByEmail,
  insertCustomer,
  updateCustomer,
} from '../customers/customers.service';
import { findOrder, linkGuestOrder } from '../orders/order-records.service';
import { issueReferralCoupon, requireReferrer } from '../referral/referral.service';
import { requireTenantRow } from '../tenants/tenants.service';
import {
  findLiveSession,
  insertResetToken,
  insertSession,
  endCustomerTokens,
  revokeSession,
  useResetToken,
} from './auth.repository';
import type { LoginInput, RegisterInput } from './auth.schemas';
import { hashPassword, verifyPassword, verifyPasswordOrDecoy } from './password';
import { hashToken, isPlausibleToken, newSecretToken } from '../../http/tokens';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';

/*
 * Members' accounts (accounts-and-extras §4, issue 6). Accounts belong to one tenant: the same email
 * at two tenants is two accounts. Every answer that could tell whether an email has an account
 * (login, forgot-password) is the same either way, in the same time.
 */

/** Sessions last as long as their cookie: a year (§9). */
export const SESSION_DAYS = 365;
/** A reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 60;

export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';
export const RESET_INVALID_MESSAGE =
  'This password reset link is not valid or has expired. Please ask for a new one.';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this email address already exists. Please sign in, or reset your password.';
export const ORDER_HAS_ACCOUNT_MESSAGE = 'This order is already in an account. Please sign in.';

export interface SignedIn {
  token: string;
  customer: CustomerRow;
}

const loginFailed = () => new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED_MESSAGE);

/** The live session a member's token names in this tenant; null for a revoked, expired or foreign one. */
export async function findSessionByToken(
  db: Executor,
  tenantId: string,
  token: string,
  now: Date,
): Promise<{ sessionId: string; customer: CustomerRow } | null> {
  if (!isPlausibleToken(token)) return null;
  const row = await findLiveSession(db, tenantId, hashToken(token), now.toISOString());
  if (!row) return null;
  const { session_id: sessionId, ...customer } = row;
  return { sessionId, customer };
}

/** A new session for a customer; the token is returned once and stored only as its hash. */
export async function startSession(
  db: Executor,
  tenantId: string,
  customer: CustomerRow,
  now: Date,
  userAgent: string | undefined,
): Promise<SignedIn> {
  const token = newSecretToken();
  const at = now.toISOString();
  await insertSession(db, {
    id: newId(),
    tenant_id: tenantId,
    customer_id: customer.id,
    token_hash: hashToken(token),
    user_agent: userAgent?.slice(0, 300) ?? null,
    created_at: at,
    last_seen_at: at,
    expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
    revoked_at: null,
  });
  return { token, customer };
}

/** Whether a '{tenantId}|…' prefix (or a register body's tenantId) names this tenant; none means it does. */
const namesTenant = (tenant: TenantRow, given: string | null | undefined) =>
  !given || given === tenant.id || given === tenant.slug;

export async function login(
  db: Executor,
  tenantId: string,
  input: LoginInput,
  now: Date,
  userAgent?: string,
): Promise<SignedIn> {
  const { tenantId: named, email } = input.email;
  const customer = namesTenant(await requireTenantRow(db, tenantId), named)
    ? await findCustomerByEmail(db, tenantId, email)
    : undefined;
  // A guest record (no password) or an unknown email verifies against the decoy: same answer, same time.
  const valid = await verifyPasswordOrDecoy(customer?.password_hash, input.password);
  if (!valid || !customer) throw loginFailed();
  return startSession(db, tenantId, customer, now, userAgent);
}

export async function register(
  db: Executor,
  tenantId: string,
  input: RegisterInput,
  now: Date,
  userAgent?: string,
): Promise<SignedIn> {
  if (!namesTenant(await requireTenantRow(db, tenantId), input.tenantId)) {
    throw badRequest('tenantId: this is not the restaurant of this website.', 'VALIDATION_FAILED');
  }
  const referrer = input.referrerId ? await requireReferrer(db, tenantId, input.referrerId) : null;
  if (referrer && referrer.email === input.email) {
    throw badRequest('You cannot use your own referral link.', 'SELF_REFERRAL');
  }
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const fields = {
    first_name: input.firstName,
    last_name: input.lastName,
    telephone: input.telephone,
    password_hash: passwordHash,
    referrer_id: referrer?.id ?? null,
    updated_at: at,
  };
  try {
    const customer = await db.transaction().execute(async (trx) => {
      const existing = await findCustomerByEmail(trx, tenantId, input.email);
      let created: CustomerRow | undefined;
      if (existing) {
        // A guest record becomes the account; an account that has a password stays as it is.
        created = existing.password_hash
          ? undefined
          : await claimGuestCustomer(trx, tenantId, existing.id, fields);
        if (!created) throw new HttpError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
      } else {
        created = await insertCustomer(trx, {
          id: newId(),
          tenant_id: tenantId,
          email: input.email,
          ...fields,
          ...NO_CUSTOMER_ADDRESS,
          point_balance: 0,
          referral_token: randomToken(),
          is_blocked: 0,
          created_at: at,
        });
      }
      if (referrer) await issueReferralCoupon(trx, tenantId, created.id, now);
      return created;
    });
    return await startSession(db, tenantId, customer, now, userAgent);
  } catch (error) {
    // Two sign-ups with one email at once: the loser meets the unique (tenant, email) key.
    if (isUniqueViolation(error)) throw new HttpError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
}

/**
 * "Create an account" on a guest order's confirmation (issue 18): the member is made by `register`,
 * with its rules (an existing account is refused, a guest record with that email becomes the account
 * and keeps its block), from the name, email and phone the order was placed with; then the order
 * joins the account, so it is in their history. Reached by whoever holds the order's unguessable id,
 * as its page and its cancel are.
 */
export async function registerFromGuestOrder(
  db: Executor,
  tenantId: string,
  orderId: string,
  password: string,
  now: Date,
  userAgent?: string,
): Promise<SignedIn> {
  const order = await foundById('Order', orderId, (id) => findOrder(db, tenantId, id));
  if (order.customer_id) throw new HttpError(409, 'ORDER_HAS_ACCOUNT', ORDER_HAS_ACCOUNT_MESSAGE);
  const session = await register(
    db,
    tenantId,
    {
      email: order.email,
      firstName: order.first_name,
      lastName: order.last_name,
      telephone: order.phone,
      password,
    },
    now,
    userAgent,
  );
  await linkGuestOrder(db, tenantId, orderId, session.customer.id);
  return session;
}

export function logout(db: Executor, tenantId: string, sessionId: string, now: Date) {
  return revokeSession(db, tenantId, sessionId, now.toISOString());
}

/**
 * Issues a reset link for a member's email, if there is such a member (guests have no password to
 * reset: they sign up). Returns what to mail, or null. The caller answers the same message
 * either way and runs this off the response's path.
 */
export async function createPasswordReset(
  db: Executor,
  tenantId: string,
  identity: { tenantId: string | null; email: string },
  now: Date,
): Promise<{ customer: CustomerRow; token: string } | null> {
  if (!namesTenant(await requireTenantRow(db, tenantId), identity.tenantId)) return null;
  const customer = await findCustomerByEmail(db, tenantId, identity.email);
  if (!customer?.password_hash) return null;
  const token = newSecretToken();
  await insertResetToken(db, {
    id: newId(),
    tenant_id: tenantId,
    customer_id: customer.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
    used_at: null,
  });
  return { customer, token };
}

/**
 * Sets a new password with a reset token: the token is used (once, before it expires) and every
 * session of the member ends, in one transaction.
 */
export async function resetPassword(
  db: Executor,
  tenantId: string,
  { token, password }: { token: string; password: string },
  now: Date,
): Promise<void> {
  // Hashed first, so a bad token costs as long as a good one.
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const used = isPlausibleToken(token)
      ? await useResetToken(trx, tenantId, hashToken(token), at)
      : undefined;
    if (!used) return false;
    await updateCustomer(trx, tenantId, used.customer_id, { password_hash: passwordHash, updated_at: at });
    await endCustomerTokens(trx, tenantId, used.customer_id, at);
    return true;
  });
  if (!done) throw badRequest(RESET_INVALID_MESSAGE, 'RESET_TOKEN_INVALID');
}

/**
 * Changes a signed-in member's password: the current one must match; every session ends (this one
 * too) and a new one starts, whose token the member gets back.
 */
export async function changePassword(
  db: Executor,
  tenantId: string,
  customer: CustomerRow,
  input: { currentPassword: string; newPassword: string },
  now: Date,
  userAgent?: string,
): Promise<SignedIn> {
  const valid = customer.password_hash
    ? await verifyPassword(customer.password_hash, input.currentPassword)
    : false;
  // Not a 401: the member is signed in, and the storefront signs out on a 401.
  if (!valid) throw badRequest(LOGIN_FAILED_MESSAGE, 'CURRENT_PASSWORD_INCORRECT');
  const passwordHash = await hashPassword(input.newPassword);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await updateCustomer(trx, tenantId, customer.id, {
      password_hash: passwordHash,
      updated_at: at,
    });
    await endCustomerTokens(trx, tenantId, customer.id, at);
    return startSession(trx, tenantId, updated, now, userAgent);
  });
}
