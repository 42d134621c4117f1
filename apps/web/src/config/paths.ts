import type { StorefrontPath } from '@storefront/domain';

/**
 * Named links to the storefront's routes (the table itself is the domain's STOREFRONT_ROUTES): a path
 * that is no route fails to compile.
 */
export const paths = {
  root: '/',
  home: '/home',
  menus: '/menus',
  dineIn: '/dinein',
  promotions: '/promotions',
  orderOnline: '/orderonline',
  deliveryAddress: '/deliveryaddress',
  pickupTime: '/pickuptime',
  buildOrder: '/buildorder',
  cart: '/cart',
  checkout: '/checkout',
  order: (id: string) => `/order?id=${encodeURIComponent(id)}`,
  reservation: '/reservation',
  manageReservation: '/reservation/manage',
  locations: '/locations',
  gallery: '/gallery',
  gift: '/gift',
  giftProduct: (id: string) => `/gift/${encodeURIComponent(id)}`,
  giftCheckout: '/gift-checkout',
  contact: '/contact',
  register: '/register',
  login: '/login',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  updateProfile: '/profile/update-profile',
  changePassword: '/profile/change-password',
  paymentMethods: '/profile/payment-methods',
  profileOrders: '/profile/orders',
  profileCoupons: '/profile/coupons',
  profileGiftCards: '/profile/giftcards',
  profileReservations: '/profile/reservations',
  referral: (token: string) => `/referral/${encodeURIComponent(token)}`,
  staff: '/staff',
  staffLogin: '/staff/login',
  staffReservations: '/staff/reservations',
  staffAccounts: '/staff/accounts',
  staffInvite: '/staff/invite',
} as const satisfies Record<
  string,
  | StorefrontPath
  | '/'
  | '/staff'
  | '/staff/login'
  | '/staff/reservations'
  | '/staff/accounts'
  | '/staff/invite'
  | ((value: string) => string)
>;
