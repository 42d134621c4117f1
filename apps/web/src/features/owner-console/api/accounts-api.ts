import type { ApiStaffAccount, StaffAccountsResponse, StaffInviteRequest } from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The owner's staff accounts (/api/staff/accounts); the invited person's link is staff-api's. */

const request = createApiClient('/api/staff');

export const accountKeys = {
  list: (page: number) => ['staff', 'accounts', page] as const,
};

export const ACCOUNTS_PAGE_SIZE = 50;

export const fetchAccounts = (page: number) =>
  request<StaffAccountsResponse>('GET', `/accounts?page=${page}&pageSize=${ACCOUNTS_PAGE_SIZE}`);

export const inviteStaff = (invite: StaffInviteRequest) =>
  request<ApiStaffAccount>('POST', '/accounts', invite);

export const removeStaff = (accountId: string) =>
  request<void>('DELETE', `/accounts/${encodeURIComponent(accountId)}`);
