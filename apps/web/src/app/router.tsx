import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { isGateOpen, type Gate } from '@storefront/domain';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { useTenant } from './tenant-context';

// Every route is its own chunk: a diner downloads only the screens they open.
const HomePage = lazy(() => import('../features/home/home-page'));
const MenusPage = lazy(() => import('../features/menus/menus-page'));
const DineInPage = lazy(() => import('../features/menus/dine-in-page'));
const LocationsPage = lazy(() => import('../features/locations/locations-page'));
const PromotionsPage = lazy(() => import('../features/promotions/promotions-page'));
const GalleryPage = lazy(() => import('../features/gallery/gallery-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const ReservationPage = lazy(() => import('../features/reservation/reservation-page'));
const BuildOrderPage = lazy(() => import('../features/menus/build-order-page'));
const CartPage = lazy(() => import('../features/cart/cart-page'));
const CheckoutPage = lazy(() => import('../features/cart/checkout-page'));
const OrderPage = lazy(() => import('../features/cart/order-page'));
const OrderOnlinePage = lazy(() => import('../features/order-entry/order-online-page'));
const DeliveryAddressPage = lazy(() => import('../features/order-entry/delivery-address-page'));
const PickupTimePage = lazy(() => import('../features/order-entry/pickup-time-page'));
// Accounts and the member area (accounts-and-extras §2): one chunk per screen.
const RegisterPage = lazy(() => import('../features/account/register-page'));
const LoginPage = lazy(() => import('../features/account/login-page'));
const LogoutPage = lazy(() => import('../features/account/logout-page'));
const ForgotPasswordPage = lazy(() => import('../features/account/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page'));
const ReferralPage = lazy(() => import('../features/account/referral-page'));
const ProfilePage = lazy(() => import('../features/account/profile-page'));
const UpdateProfilePage = lazy(() => import('../features/account/update-profile-page'));
const ChangePasswordPage = lazy(() => import('../features/account/change-password-page'));
const ProfileOrdersPage = lazy(() => import('../features/account/orders-page'));
const ProfileCouponsPage = lazy(() => import('../features/account/coupons-page'));
const ProfileGiftCardsPage = lazy(() => import('../features/account/giftcards-page'));
const ProfileReservationsPage = lazy(() => import('../features/account/reservations-page'));
const GiftListPage = lazy(() => import('../features/gift/gift-list-page'));
const GiftProductPage = lazy(() => import('../features/gift/gift-product-page'));
const GiftCheckoutPage = lazy(() => import('../features/gift/gift-checkout-page'));
// The staff console: its own chunks (and socket.io-client), outside the storefront's frame and gates.
const StaffLoginPage = lazy(() => import('../features/staff/staff-login-page'));
const StaffBoardPage = lazy(() => import('../features/staff/staff-board-page'));

/** A route whose setting is off shows Page Not Found (ordering-core §2). */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const tenant = useTenant();
  return isGateOpen(gate, tenant) ? children : <NotFoundPage />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, element: <HomePage /> },
      { path: '/order/online', element: <Navigate to={paths.orderOnline} replace /> },
      { path: paths.menus, element: <MenusPage /> },
      { path: paths.dineIn, element: <DineInPage /> },
      { path: paths.gallery, element: <GalleryPage /> },
      { path: paths.contact, element: <ContactPage /> },
      {
        path: paths.reservation,
        element: (
          <Gated gate="reservation">
            <ReservationPage />
          </Gated>
        ),
      },
      // The member area's 'Make a Reservation' link (accounts-and-extras §2).
      { path: '/reservations/new', element: <Navigate to={paths.reservation} replace /> },
      {
        path: paths.locations,
        element: (
          <Gated gate="locations">
            <LocationsPage />
          </Gated>
        ),
      },
      {
        path: paths.promotions,
        element: (
          <Gated gate="promotions">
            <PromotionsPage />
          </Gated>
        ),
      },
      {
        path: paths.orderOnline,
        element: (
          <Gated gate="onlineOrdering">
            <OrderOnlinePage />
          </Gated>
        ),
      },
      {
        path: paths.deliveryAddress,
        element: (
          <Gated gate="onlineOrdering">
            <DeliveryAddressPage />
          </Gated>
        ),
      },
      {
        path: paths.pickupTime,
        element: (
          <Gated gate="onlineOrdering">
            <PickupTimePage />
          </Gated>
        ),
      },
      {
        path: paths.buildOrder,
        element: (
          <Gated gate="onlineOrdering">
            <BuildOrderPage />
          </Gated>
        ),
      },
      {
        path: paths.cart,
        element: (
          <Gated gate="onlineOrdering">
            <CartPage />
          </Gated>
        ),
      },
      {
        path: paths.checkout,
        element: (
          <Gated gate="onlineOrdering">
            <CheckoutPage />
          </Gated>
        ),
      },
      {
        path: '/order',
        element: (
          <Gated gate="onlineOrdering">
            <OrderPage />
          </Gated>
        ),
      },
      ...(
        [
          [paths.register, RegisterPage],
          [paths.login, LoginPage],
          [paths.logout, LogoutPage],
          [paths.forgotPassword, ForgotPasswordPage],
          [paths.resetPassword, ResetPasswordPage],
          // The member area: each page has the login guard inside its own chunk.
          [paths.profile, ProfilePage],
          [paths.updateProfile, UpdateProfilePage],
          [paths.changePassword, ChangePasswordPage],
          [paths.profileOrders, ProfileOrdersPage],
          [paths.profileCoupons, ProfileCouponsPage],
          [paths.profileGiftCards, ProfileGiftCardsPage],
          [paths.profileReservations, ProfileReservationsPage],
        ] as const
      ).map(([path, Page]) => ({
        path,
        element: (
          <Gated gate="membership">
            <Page />
          </Gated>
        ),
      })),
      ...(
        [
          [paths.gift, GiftListPage],
          ['/gift/:id', GiftProductPage],
          [paths.giftCheckout, GiftCheckoutPage],
        ] as const
      ).map(([path, Page]) => ({
        path,
        element: (
          <Gated gate="giftCards">
            <Page />
          </Gated>
        ),
      })),
      {
        path: '/referral/:token',
        element: (
          <Gated gate="referral">
            <ReferralPage />
          </Gated>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: paths.staffLogin, element: <StaffLoginPage /> },
  { path: paths.staff, element: <StaffBoardPage /> },
]);
