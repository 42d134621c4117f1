import type { FastifyRequest } from 'fastify';
import type { RateCheck, RateRule } from '../../plugins/rate-limit';

/*
 * How often the sign-in paths may be tried (issue 6: per account and per client address). An
 * account's limits stop guessing one password; an address's stop one machine trying many accounts,
 * and are higher because a household or an office shares an address.
 */
const minutes = (n: number) => n * 60;

export const AUTH_LIMITS = {
  login: {
    account: { limit: 10, windowSeconds: minutes(15), what: 'sign-in attempts' },
    address: { limit: 50, windowSeconds: minutes(15), what: 'sign-in attempts' },
  },
  register: {
    account: { limit: 5, windowSeconds: minutes(60), what: 'sign-up attempts' },
    address: { limit: 20, windowSeconds: minutes(60), what: 'sign-up attempts' },
  },
  forgot: {
    account: { limit: 5, windowSeconds: minutes(60), what: 'password reset requests' },
    address: { limit: 20, windowSeconds: minutes(60), what: 'password reset requests' },
  },
  reset: {
    account: { limit: 10, windowSeconds: minutes(60), what: 'password reset attempts' },
    address: { limit: 20, windowSeconds: minutes(60), what: 'password reset attempts' },
  },
  changePassword: {
    account: { limit: 10, windowSeconds: minutes(15), what: 'password change attempts' },
    address: { limit: 50, windowSeconds: minutes(15), what: 'password change attempts' },
  },
  // Invites go to addresses the member types: a limit keeps an account from being used to send spam.
  invite: {
    account: { limit: 20, windowSeconds: minutes(60), what: 'invitations' },
    address: { limit: 50, windowSeconds: minutes(60), what: 'invitations' },
  },
  staffLogin: {
    account: { limit: 10, windowSeconds: minutes(15), what: 'sign-in attempts' },
    address: { limit: 50, windowSeconds: minutes(15), what: 'sign-in attempts' },
  },
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
