import type {
  ApiStaff,
  MessageResponse,
  StaffInvitationResponse,
  StaffLoginRequest,
  StaffLoginResponse,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, createApiClient } from '../../../lib/api-client';

/*
 * The staff API (/api/staff): the session, which every page of the console reads. The session rides
 * in the httpOnly `stoken` cookie the login sets, so the console never holds the token itself; the
 * same cookie authenticates the socket. The kitchen's and the owner console's calls are their own
 * (features/kitchen/api, features/owner-console/api), on the same base.
 */

const request = createApiClient('/api/staff');

export const isUnauthenticated = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export const staffKeys = {
  me: ['staff', 'me'] as const,
  invitation: (token: string) => ['staff', 'invitation', token] as const,
};

export const staffMeQuery = () =>
  queryOptions({
    queryKey: staffKeys.me,
    queryFn: () => request<ApiStaff>('GET', '/me'),
    retry: (count, error) => !isUnauthenticated(error) && count < 2,
    staleTime: 5 * 60_000,
  });

export const staffLogin = (credentials: StaffLoginRequest) =>
  request<StaffLoginResponse>('POST', '/login', credentials);

export const staffLogout = () => request<void>('POST', '/logout');

/** The invited person's link (/staff/invite?token=): whose it is, then their password. */
export const fetchInvitation = (token: string) =>
  request<StaffInvitationResponse>('GET', `/invitations/${encodeURIComponent(token)}`);

export const acceptInvitation = (token: string, password: string) =>
  request<MessageResponse>('POST', `/invitations/${encodeURIComponent(token)}`, { password });
