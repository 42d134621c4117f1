import type {
  ApiStaffAccount,
  MessageResponse,
  StaffAccountsResponse,
  StaffInvitationResponse,
  StaffInviteRequest,
} from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The owner's staff accounts (/api/staff/accounts) and the invited person's set-password link. */

const request = createApiClient('/api/staff');

export const accountKeys = {
  list: (page: number) => ['staff', 'accounts', page] as const,
  invitation: (token: string) => ['staff', 'invitation', token] as const,
};

export const ACCOUNTS_PAGE_SIZE = 50;

export const fetchAccounts = (page: number) =>
  request<StaffAccountsResponse>('GET', `/accounts?page=${page}&pageSize=${ACCOUNTS_PAGE_SIZE}`);

export const inviteStaff = (invite: StaffInviteRequest) =>
  request<ApiStaffAccount>('POST', '/accounts', invite);

export const removeStaff = (accountId: string) =>
  request<void>('DELETE', `/accounts/${encodeURIComponent(accountId)}`);

export const fetchInvitation = (token: string) =>
  request<StaffInvitationResponse>('GET', `/invitations/${encodeURIComponent(token)}`);

export const acceptInvitation = (token: string, password: string) =>
  request<MessageResponse>('POST', `/invitations/${encodeURIComponent(token)}`, { password });
