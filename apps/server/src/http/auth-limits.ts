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

export const AUTH_LIMITS = {
  login: perAccountAndAddress(10, 50, 15, 'sign-in attempts'),
  register: perAccountAndAddress(5, 20, 60, 'sign-up attempts'),
  forgot: perAccountAndAddress(5, 20, 60, 'password reset requests'),
  reset: perAccountAndAddress(10, 20, 60, 'password reset attempts'),
  changePassword: perAccountAndAddress(10, 50, 15, 'password change attempts'),
  // Invites go to addresses the member types: a limit keeps an account from being used to send spam.
  invite: perAccountAndAddress(20, 50, 60, 'invitations'),
  staffLogin: perAccountAndAddress(10, 50, 15, 'sign-in attempts'),
  // Issue 15: the staff invitation link (anonymous) and the diner's reservation manage link.
  staffInvitation: perAccountAndAddress(10, 20, 60, 'password attempts'),
  reservationLink: perAccountAndAddress(20, 60, 60, 'reservation changes'),
} satisfies Record<string, { account: RateRule; address: RateRule }>;

export type AuthAction = keyof typeof AUTH_LIMITS;

/**
 * The two counters of an attempt: the account's (`account` is an email, a customer id or a reset
 * token's hash; keys include the tenant, as accounts are per tenant) and the client address's.
 */
export function authRateChecks(
  action: AuthAction,
  request: FastifyRequest,
  tenantId: string,
  account: string,
): RateCheck[] {
  const rules = AUTH_LIMITS[action];
  return [
    { rule: rules.account, key: `${action}:account:${tenantId}:${account}` },
    { rule: rules.address, key: `${action}:address:${request.ip}` },
  ];
}
