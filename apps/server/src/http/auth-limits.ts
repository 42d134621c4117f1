import type { FastifyRequest } from 'fastify';
import type { RateCheck, RateRule } from '../plugins/rate-limit';

/*
 * How often the sign-in paths may be tried (issue 6: per account and per client address). An
 * account's limits stop guessing one password; an address's stop one machine trying many accounts,
 * and are higher because a household or an office shares an address.
 */
const minutes = (n: number) => n * 60;

/** An account's limit and an address's limit over one window, both counting `what`. */
const perAccountAndAddress = (account: number, address: number, windowMinutes: number, what: string) => ({
  account: { limit: account, windowSeconds: minutes(windowMinutes), what },
  address: { limit: address, windowSeconds: minutes(windowMinutes), what },
});

/*
 * Sign-in is throttled, never locked (issue 16): a hard per-account limit let anyone lock a member out
 * by guessing wrong ten times, and then refused the right password. The tight limit is per account
 * AND address (one machine guessing one account); the account's own limit is loose, so only guessing
 * from a hundred addresses at once slows the member down; and the address's limit stops one machine
 * trying many accounts.
 */
const signInLimits = (what: string, perAddress = 50) => ({
  pair: { limit: 10, windowSeconds: minutes(15), what },
  ...perAccountAndAddress(100, perAddress, 15, what),
});

export const DEFAULT_AUTH_LIMITS = {
  login: signInLimits('sign-in attempts'),
  register: perAccountAndAddress(5, 20, 60, 'sign-up attempts'),
  forgot: perAccountAndAddress(5, 20, 60, 'password reset requests'),
  reset: perAccountAndAddress(10, 20, 60, 'password reset attempts'),
  changePassword: perAccountAndAddress(10, 50, 15, 'password change attempts'),
  // Invites go to addresses the member types: a limit keeps an account from being used to send spam.
  invite: perAccountAndAddress(20, 50, 60, 'invitations'),
  staffLogin: signInLimits('sign-in attempts'),
  // Issue 15: the staff invitation link (anonymous) and the diner's reservation manage link.
  staffInvitation: perAccountAndAddress(10, 20, 60, 'password attempts'),
  reservationLink: perAccountAndAddress(20, 60, 60, 'reservation changes'),
} satisfies Record<string, AuthRules>;

interface AuthRules {
  pair?: RateRule;
  account: RateRule;
  address: RateRule;
}

export type AuthAction = keyof typeof DEFAULT_AUTH_LIMITS;
export type AuthLimits = Record<AuthAction, AuthRules>;

/*
 * SIGN_IN_ADDRESS_LIMIT: the members' and the staff's sign-in attempts one client address may make in
 * 15 minutes. A restaurant whose whole team signs in from one shared address raises it; the browser
 * tests raise it too, as their pinned clock never ends a window and every sign-in of the run counts.
 */
export function loadAuthLimits(env: NodeJS.ProcessEnv): AuthLimits {
  const value = env.SIGN_IN_ADDRESS_LIMIT?.trim();
  if (!value) return DEFAULT_AUTH_LIMITS;
  const perAddress = Number(value);
  if (!Number.isInteger(perAddress) || perAddress <= 0) {
    throw new Error(`SIGN_IN_ADDRESS_LIMIT must be a whole number above 0, got '${value}'`);
  }
  return {
    ...DEFAULT_AUTH_LIMITS,
    login: signInLimits('sign-in attempts', perAddress),
    staffLogin: signInLimits('sign-in attempts', perAddress),
  };
}

/**
 * The counters of an attempt: for a sign-in first the account-and-address pair's (the one a success
 * clears), then the account's (`account` is an email, a customer id or a reset token's hash; keys
 * include the tenant, as accounts are per tenant) and the client address's.
 */
export function authRateChecks(
  action: AuthAction,
  request: FastifyRequest,
  tenantId: string,
  account: string,
): RateCheck[] {
  const rules: AuthRules = request.server.authLimits[action];
  return [
    ...(rules.pair ? [{ rule: rules.pair, key: `${action}:pair:${tenantId}:${account}:${request.ip}` }] : []),
    { rule: rules.account, key: `${action}:account:${tenantId}:${account}` },
    { rule: rules.address, key: `${action}:address:${request.ip}` },
  ];
}
