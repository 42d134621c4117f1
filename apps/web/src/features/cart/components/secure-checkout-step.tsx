import {
  type ApiCustomer,
  type ApiRestaurant,
  type OnlinePayment,
  type PaymentMethod,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@storefront/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cartQuoteRequest, useCartQuote } from '../../../api/cart-quote';
import { useTenant } from '../../../lib/tenant-context';
import { Alert, cardClass, dangerButton, primaryButton, secondaryButton } from '../../../components/ui/ui';
import {
  fillFromMember,
  GuestDetails,
  guestHeadingId,
  isGuestPristine,
  useFillMemberContact,
  useGuestForm,
} from '../../../components/form/guest-fields';
import { customerOf, isGuestEmail, type GuestValues } from '../../../components/form/guest-form';
import { useSubmitAction } from '../../../components/form/use-schema-form';
import { PaymentMethodChoice } from '../../../components/form/payment-method-choice';
import { MemberLoginCard } from '../../../components/member-login-form';
import { WeAccept } from '../../../components/we-accept';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { paths } from '../../../config/paths';
import { useCustomer } from '../../../lib/customer';
import { eaterUuid } from '../../../lib/eater';
import { useLocalizedHref } from '../../../lib/i18n';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderStore } from '../../../stores/order-store';
import { fetchIsBlocked, placeOrder } from '../api';
import { CheckoutBar } from './checkout-bar';
import { TipChoiceField } from './tip-choice';
import { ErrorAlert } from '../../../components/ui/error-alert';

const ATTEMPT_KEY = 'checkoutIdempotencyKey';

// The card form (and, on Stripe, Stripe.js) loads only when a diner pays online.
const CardPayment = lazy(() => import('../../../components/card-payment/card-payment'));

const newUuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** One key per checkout attempt, kept (across a reload too) until the order is placed. */
function attemptKey(): string {
  const existing = sessionStorage.getItem(ATTEMPT_KEY);
  if (existing) return existing;
  const key = newUuid();
  sessionStorage.setItem(ATTEMPT_KEY, key);
  return key;
}

interface SecureCheckoutStepProps {
  restaurant: ApiRestaurant;
  onBack: () => void;
  onCancel: () => void;
  onPlaced: (result: PlaceOrderResponse) => void;
}

/**
 * Step 2, Secure Checkout (ordering-core §2 /checkout): Member Login (membership on), Guest
 * Checkout, the payment method, 'We Accept', and Complete Order, which places the order once.
 */
export function SecureCheckoutStep({ restaurant, onBack, onCancel, onPlaced }: SecureCheckoutStepProps) {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const localized = useLocalizedHref();
  const formId = useId();
  const member = useCustomer();
  const couponEmail = useCartStore((s) => s.coupon?.email ?? null);
  const saved = useOrderStore((s) => s.customer);
  const paymentMethod = useOrderStore((s) => s.paymentMethod);
  const isBlocked = useOrderStore((s) => s.isBlocked);
  const tip = useOrderStore((s) => s.tip);
  const { setPaymentMethod, setTip, setCustomer, setBlocked } = useOrderStore();
  const { quote } = useCartQuote();
  // "Text me updates about this order" (decision 0086): offered where the brand has texts on.
  const [textUpdates, setTextUpdates] = useState(false);
  const offersTexts = tenant.settings.text_updates;

  const initial: GuestValues = {
    firstName: saved?.firstName ?? member?.local.firstName ?? '',
    lastName: saved?.lastName ?? member?.local.lastName ?? '',
    // A coupon is applied with an email: a guest starts with that one.
    email: saved?.email ?? useCartStore.getState().coupon?.email ?? '',
    phone: saved?.phone ?? '',
  };
  const form = useGuestForm(initial);
  const lastChecked = useRef<string | null>(null);
  // Paying online: the payment the server made for this attempt, and the placement it is for.
  const [payment, setPayment] = useState<OnlinePayment | null>(null);
  const placement = useRef<PlaceOrderRequest | null>(null);

  const acceptsOnline = restaurant.online_payment_settings.accept_online_payment;
  const method: PaymentMethod = acceptsOnline ? paymentMethod : 'Offline';
  const phone = restaurant.phone ?? tenant.phone ?? '';

  const tenantId = tenant._id;
  const checkBlocked = useCallback(
    (email: string) => {
      const value = email.trim().toLowerCase();
      if (!isGuestEmail(value) || value === lastChecked.current) return;
      lastChecked.current = value;
      fetchIsBlocked(tenantId, value)
        .then((blocked) => {
          if (lastChecked.current === value) setBlocked(blocked);
        })
        .catch((reason: unknown) => console.error('The email check failed', reason));
    },
    [tenantId, setBlocked],
  );

  // A saved or member email is checked at once, as if it had just been typed.
  const initialEmail = initial.email;
  useEffect(() => checkBlocked(initialEmail), [checkBlocked, initialEmail]);
  useFillMemberContact(member?._id, {
    get: (field) => form.getValues(field),
    set: (field, value) => {
      form.setValue(field, value, { shouldDirty: true });
      if (field === 'email') checkBlocked(value);
    },
  });

  // Signed in here: the guest fields take the member's details (ordering-core §6).
  const signedIn = (user: ApiCustomer) => {
    fillFromMember(form, user);
    checkBlocked(user.local.email);
  };

  const { submitting, error, onSubmit, reset } = useSubmitAction(
    form,
    async (values) => {
      const customer = customerOf(values, member?._id ?? null);
      setCustomer(customer);
      const cart = useCartStore.getState();
      const { items, cutlery } = cart;
      const order = useOrderStore.getState();
      // The coupon and the gift card holds go with the order; clear() then drops them with the lines.
      const body: PlaceOrderRequest = {
        // Priced and placed with the method chosen here (Offline where online payment is off).
        ...cartQuoteRequest(items, cutlery, { ...order, paymentMethod: method }, cart),
        customer,
        payment: { method },
        specialRequests: order.specialRequests.trim() || null,
        allergies: order.allergies.allergens.length || order.allergies.note.trim() ? order.allergies : null,
        pickupPerson: order.pickupPerson.trim() || `${customer.firstName} ${customer.lastName}`,
        // The order's page in the language it was placed in.
        orderLink: `${window.location.origin}${localized('/order')}`,
        eaterUUID: eaterUuid(),
        table: order.deliveryMethod === 'Dine-in' ? order.table : null,
        ...(offersTexts && textUpdates ? { textUpdates: true } : {}),
      };
      placement.current = body;
      const result = await placeOrder(restaurant._id, attemptKey(), body);
      // Online: no order until the card is authorised; the card form takes over.
      if (result.order === null) setPayment(result.payment);
      else placed(result);
    },
    (reason) =>
      reason instanceof Error ? reason.message : t`The order could not be placed. Please try again.`,
  );

  const placed = (result: PlaceOrderResponse) => {
    sessionStorage.removeItem(ATTEMPT_KEY);
    clear();
    useOrderStore.getState().orderSaved();
    onPlaced(result);
  };
  const clear = useCartStore((s) => s.clear);
  // Once the card is authorised: the same placement, the same key, now answered with the order.
  const onAuthorised = async () => {
    const result = placement.current && (await placeOrder(restaurant._id, attemptKey(), placement.current));
    if (!result || result.order === null)
      throw new Error(t`The payment is not complete yet. Please try again.`);
    placed(result);
  };

  if (payment) {
    const name = `${form.getValues('firstName')} ${form.getValues('lastName')}`.trim();
    return (
      <Suspense
        fallback={
          <p className="text-sm text-muted">
            <Trans>Loading the card form…</Trans>
          </p>
        }
      >
        <CardPayment
          payment={payment}
          holderName={name}
          onAuthorised={onAuthorised}
          onBack={() => {
            setPayment(null);
            reset();
          }}
        />
      </Suspense>
    );
  }

  // A real submit button wherever it is (the bar sits outside the form): `form` names its form.
  const submitButton = (
    <button
      type="submit"
      form={formId}
      className={primaryButton(onBrand)}
      disabled={isGuestPristine(form, initial) || submitting || isBlocked}
    >
      {method === 'Online'
        ? submitting
          ? t`Preparing Payment…`
          : t`Pay With Card`
        : submitting
          ? t`Placing Order…`
          : t`Complete Order`}
    </button>
  );

  return (
    <div className="space-y-6">
      {tenant.settings.membership && !member && (
        <MemberLoginCard
          registerHref={`${paths.register}?from=${encodeURIComponent(paths.checkout)}&step=2`}
          lockedEmail={couponEmail}
          onSignedIn={signedIn}
        />
      )}

      <form
        id={formId}
        noValidate
        onSubmit={(event) => (isBlocked ? event.preventDefault() : onSubmit(event))}
        aria-labelledby={guestHeadingId(formId)}
        className={`${cardClass} space-y-6 p-5 sm:p-6`}
      >
        <GuestDetails
          member={member !== null}
          form={form}
          idPrefix={formId}
          onEmailBlur={checkBlocked}
          disabled={submitting}
        />

        {offersTexts && (
          <div>
            <label className="flex cursor-pointer items-start gap-2">
              <input
                type="checkbox"
                checked={textUpdates}
                onChange={(event) => setTextUpdates(event.target.checked)}
                disabled={submitting}
                aria-describedby={`${formId}-texts-hint`}
                className="mt-1 h-4 w-4 accent-current"
              />
              <span>{t`Text me updates about this order`}</span>
            </label>
            <p id={`${formId}-texts-hint`} className="ml-6 text-sm text-muted">
              {t`Sent to the number above. Reply STOP to stop. Message and data rates may apply.`}
            </p>
          </div>
        )}

        {isBlocked && (
          <Alert tone="danger">
            {t`The email you provided has been blocked for ordering due to suspicious activity. Please call us at ${phone} to unblock your email account.`}
          </Alert>
        )}

        <PaymentMethodChoice
          name={`${formId}-payment`}
          value={method}
          onChange={setPaymentMethod}
          acceptsOnline={acceptsOnline}
          offlineLabel={t`Pay at Pickup`}
          disabled={isBlocked || submitting}
        />

        {method === 'Online' && (
          <TipChoiceField
            value={tip}
            onChange={setTip}
            subtotal={quote?.subtotal ?? null}
            disabled={isBlocked || submitting}
          />
        )}

        <WeAccept />

        <ErrorAlert error={error} />

        <div className="flex gap-3 sm:items-center sm:justify-between">
          <button type="button" onClick={onBack} className={secondaryButton} disabled={submitting}>
            <Trans>Back</Trans>
          </button>
          {/* Below the large breakpoint the order's button is in the checkout bar. */}
          <div className="hidden lg:grid">{submitButton}</div>
        </div>
      </form>

      {/* Away from the order's button: the one action that cannot be undone. */}
      <div>
        <button type="button" onClick={onCancel} className={dangerButton} disabled={submitting}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      <CheckoutBar total={quote?.total}>{submitButton}</CheckoutBar>
    </div>
  );
}
