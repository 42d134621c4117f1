import type {
  AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MessageResponse,
  RegisterRequest,
} from '@storefront/domain';
import { apiPatch, apiPost } from '../lib/api-client';
import { clearCustomer, customerChanged } from '../lib/customer';

/*
 * The auth calls (accounts-and-extras §7), shared by the account screens and checkout's Member
 * Login. The server sets and clears the ctoken and customer cookies; after each call the page is
 * told the session changed, so the header and the guards follow at once.
 */

/** The spec's login identity: the tenant's id, a bar, then the email. */
export const tenantEmail = (tenantId: string, email: string) => `${tenantId}|${email.trim().toLowerCase()}`;

/** The spec's fixed message for any login failure, and for a failed password change (§8). */
export { LOGIN_FAILED_MESSAGE } from '@storefront/domain';

export async function login(tenantId: string, email: string, password: string): Promise<AuthResponse> {
  const response = await apiPost<AuthResponse>('/auth/login', {
    email: tenantEmail(tenantId, email),
    password,
  });
  customerChanged();
  return response;
}

export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const response = await apiPost<AuthResponse>('/auth/register', body);
  customerChanged();
  return response;
}

/** Ends the session on the server (which clears both cookies) and forgets it here even if offline. */
export async function logout(): Promise<void> {
  try {
    await apiPost<unknown>('/auth/logout', {});
  } finally {
    clearCustomer();
  }
}

export const forgotPassword = (tenantId: string, email: string) =>
  apiPost<MessageResponse>('/auth/forgot-password', {
    email: tenantEmail(tenantId, email),
    baseUrl: window.location.origin,
  } satisfies ForgotPasswordRequest);

export const resetPassword = (token: string, password: string) =>
  apiPost<MessageResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, { password });

export async function changePassword(customerId: string, body: ChangePasswordRequest): Promise<AuthResponse> {
  const response = await apiPatch<AuthResponse>(
    `/customers/${encodeURIComponent(customerId)}/changepassword`,
    body,
  );
  customerChanged();
  return response;
}
