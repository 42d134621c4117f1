import type {
  ApiReservation,
  StaffReservationChangeRequest,
  StaffReservationSettings,
  StaffReservationsResponse,
} from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The reservations inbox's calls (/api/staff/reservations…), on the staff session cookie. */

const request = createApiClient('/api/staff');

export const reservationKeys = {
  all: ['staff', 'reservations'] as const,
  list: (restaurantId: string, status: string, page: number) =>
    ['staff', 'reservations', restaurantId, status, page] as const,
  settings: (restaurantId: string) => ['staff', 'reservation-settings', restaurantId] as const,
};

export const INBOX_PAGE_SIZE = 20;

export function fetchReservations(restaurantId: string, status: string, page: number) {
  const query = new URLSearchParams({ restaurantId, page: String(page), pageSize: String(INBOX_PAGE_SIZE) });
  if (status) query.set('status', status);
  return request<StaffReservationsResponse>('GET', `/reservations?${query.toString()}`);
}

export const changeReservationStatus = (reservationId: string, change: StaffReservationChangeRequest) =>
  request<ApiReservation>('POST', `/reservations/${encodeURIComponent(reservationId)}/status`, change);

export const fetchReservationSettings = (restaurantId: string) =>
  request<StaffReservationSettings>(
    'GET',
    `/reservation-settings?${new URLSearchParams({ restaurantId }).toString()}`,
  );

export const saveReservationSettings = (settings: StaffReservationSettings) =>
  request<StaffReservationSettings>('PUT', '/reservation-settings', settings);
