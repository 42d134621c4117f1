import type {
  ApiCoupon,
  ApiCustomer,
  ApiGiftCard,
  ApiGiftCardOrder,
  ApiReferrer,
  ApiReservation,
  ReservationMoveRequest,
  UpdateProfileRequest,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { customerQuery, memberListQuery, memberOrdersQuery } from '../../api/member';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';

/* The member area's calls (accounts-and-extras §7): the profile and the member's own lists. */

const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

export const customerKeys = {
  all: ['customers'] as const,
  profile: (id: string) => ['customers', id] as const,
  list: (id: string, what: string) => ['customers', id, what] as const,
};

export const updateProfile = (id: string, body: UpdateProfileRequest) =>
  apiPut<ApiCustomer>(customerPath(id), body);

export { customerQuery, memberOrdersQuery };

export const couponsQuery = (id: string) => memberListQuery<ApiCoupon>(id, 'coupons');

export const giftCardsQuery = (id: string) => memberListQuery<ApiGiftCard>(id, 'giftcards');

/** The gift cards the member sent to someone else, newest order first. */
export const sentGiftCardsQuery = (id: string) => memberListQuery<ApiGiftCardOrder>(id, 'giftcards/sent');

export const reservationsQuery = (id: string) => memberListQuery<ApiReservation>(id, 'reservations');

const reservationPath = (id: string, reservationId: string) =>
  `${customerPath(id)}/reservations/${encodeURIComponent(reservationId)}`;

/** The member cancels their own booking (until the restaurant's cut-off). */
export const cancelReservation = (id: string, reservationId: string) =>
  apiPost<ApiReservation>(`${reservationPath(id, reservationId)}/cancel`, {});

/** The member moves their own booking to another offered time (until the cut-off). */
export const moveReservation = (id: string, reservationId: string, to: ReservationMoveRequest) =>
  apiPost<ApiReservation>(`${reservationPath(id, reservationId)}/move`, to);

export const referrerQuery = (token: string) =>
  queryOptions({
    queryKey: ['referrer', token],
    queryFn: () => apiGet<ApiReferrer>(`/customers/referraltoken/${encodeURIComponent(token)}`),
    retry: false,
  });
