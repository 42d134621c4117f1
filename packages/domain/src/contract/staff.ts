/*
 * The staff side's wire shapes: sign-in (POST /api/staff/login), the order board
 * (GET /api/staff/orders), status changes (POST /api/staff/orders/{orderId}/status) and the
 * real-time events a signed-in staff member's socket receives (ordering-core §4, Order placement).
 */
import { LOGIN_FAILED_MESSAGE } from '../messages';
import type { ApiOrder, OrderStatus } from './orders';

export type StaffRole = 'owner' | 'staff';

/** The message for every failed staff sign-in, whatever was wrong (no account enumeration). */
export const STAFF_LOGIN_FAILED_MESSAGE = LOGIN_FAILED_MESSAGE;

/** The cookie carrying the staff session token (httpOnly; also accepted as `Authorization: Bearer`). */
export const STAFF_TOKEN_COOKIE = 'stoken';

export interface StaffLoginRequest {
  email: string;
  password: string;
}

export interface ApiStaffRestaurant {
  _id: string;
  name: string;
  /** The restaurant's IANA time zone, for 'today' and pickup times on the board. */
  time_zone: string;
}

export interface ApiStaff {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The restaurants this account receives orders for. */
  restaurants: ApiStaffRestaurant[];
}

export interface StaffLoginResponse {
  token: string;
  staff: ApiStaff;
}

export interface StaffOrdersResponse {
  orders: ApiOrder[];
  /** Pass as `?cursor=` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** The statuses staff may set; the allowed transitions are in `STAFF_TRANSITIONS`. */
export type StaffOrderStatus = 'Accepted' | 'Rejected' | 'Fulfilled';

/** What each staff status change requires the order to be in now. */
export const STAFF_TRANSITIONS: Readonly<Record<StaffOrderStatus, OrderStatus>> = {
  Accepted: 'Received',
  Rejected: 'Received',
  Fulfilled: 'Accepted',
};

export interface StaffStatusChangeRequest {
  status: StaffOrderStatus;
  /** ISO 8601 instant; only when accepting (a later pickup time than the diner asked for). */
  adjustedPickupTime?: string | null;
}

/** The event a diner's socket in the '/orders' namespace hears: the order as GET shows it. */
export const ORDER_ROOM_EVENT = 'order status';

/** socket.io event names. 'new order' is the spec's. */
export const REALTIME_EVENTS = { newOrder: 'new order', orderUpdated: 'order updated' } as const;

/** The payload of both events: which restaurant, the order as the API shows it, its time zone. */
export interface OrderEvent {
  restaurantId: string;
  order: ApiOrder;
  timeZone: string;
}

/** A staff account as the owner's staff page lists it. */
export interface ApiStaffAccount {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** 'invited' until the person sets a password from the emailed link. */
  state: 'invited' | 'active';
  /** The restaurants they work for; every restaurant of the tenant when `allRestaurants`. */
  restaurants: { _id: string; name: string }[];
  allRestaurants: boolean;
}

/** GET /api/staff/accounts (owner only) */
export interface StaffAccountsResponse {
  accounts: ApiStaffAccount[];
  page: number;
  pageSize: number;
  total: number;
}

/** POST /api/staff/accounts (owner only): invites a person by email for chosen restaurants. */
export interface StaffInviteRequest {
  name: string;
  email: string;
  restaurantIds: string[];
}

/** POST /api/staff/invitations/{token}: the invited person's password (rules as for members). */
export interface StaffInvitationAcceptRequest {
  password: string;
}

/** GET /api/staff/invitations/{token} */
export interface StaffInvitationResponse {
  name: string;
  email: string;
}

export const STAFF_ACCOUNT_MESSAGES = {
  ownerOnly: 'Only the owner can manage staff accounts.',
  emailTaken: 'That email address already has a staff account.',
  chooseRestaurant: 'Please choose at least one location',
  cannotRemoveOwner: 'The owner’s account cannot be removed here.',
  invitationInvalid: 'This invitation link is not valid or has expired. Ask the owner to invite you again.',
  passwordSet: 'Your password is set. You can sign in now.',
} as const;
