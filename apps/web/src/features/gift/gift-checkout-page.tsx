import { Trans, useLingui } from '@lingui/react/macro';
import {
  GIFT_SEND_MINUTES,
  formatClock,
  giftCardOrderAmounts,
  parseGiftQuantity,
  toDollars,
  type ApiCustomer,
  type ApiGiftCardOrder,
  type ApiGiftCardProduct,
  type ApiRestaurant,
  type GiftCardOrderRequest,
  type GiftCardType,
  type GiftRecipientFormValues,
  type OnlinePayment,
  type PaymentMethod,
} from '@storefront/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Link, Navigate } from 'react-router';
import { useLocalizedHref } from '../../lib/i18n';
import { useBookingFormats } from '../../lib/booking-formats';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton } from '../../components/ui/buttons';
import { cardClass } from '../../components/ui/ui';
import {
  fillFromMember,
  GuestDetails,
  guestHeadingId,
  useFillMemberContact,
  useGuestForm,
} from '../../components/form/guest-fields';
import { customerOf } from '../../components/form/guest-form';
import { useSubmitAction } from '../../components/form/use-schema-form';
import { PaymentMethodChoice } from '../../components/form/payment-method-choice';
import { MemberLoginCard } from '../../components/member-login-form';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { WeAccept } from '../../components/we-accept';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { amountsOf } from './amounts';
import { placeGiftCardOrder } from './api';
import { GiftCardImage } from './components/gift-card-image';
import { GiftConfirmation } from './components/gift-confirmation';
import { GiftFrame, SummaryRow, SummaryTotal } from './components/gift-frame';
import { giftRecipientOf, useGiftOrderStore } from './gift-store';
import { GIFT_CARD_TYPE_NAMES, useGiftCardNote } from './gift-words';
import { useGiftRestaurant } from './use-gift-restaurant';
import { ErrorAlert } from '../../components/ui/error-alert';

// The card form (and, on Stripe, Stripe.js) loads only when a buyer pays online.
const CardPayment = lazy(() => import('../../components/card-payment/card-payment'));

/**
 * /gift-checkout (accounts-and-extras §2 Gift checkout): Secure Checkout with the member login and
 * the guest form, the payment method, We Accept, and COMPLETE ORDER, then Order Confirmed!.
 */
export default function GiftCheckoutPage() {
  const [placed, setPlaced] = useState<ApiGiftCardOrder | null>(null);
  const product = useGiftOrderStore((s) => s.product);
  const giftCardType = useGiftOrderStore((s) => s.giftCardType);
  const quantity = parseGiftQuantity(useGiftOrderStore((s) => s.quantity));
  const recipient = useGiftOrderStore(useShallow(giftRecipientOf));
  const restaurant = useGiftRestaurant();
  const { t } = useLingui();

  if (placed) return <GiftConfirmation order={placed} />;
  if (!product || !restaurant) {
    return (
      <GiftFrame title={t`Secure Checkout`}>
        <div className={`${cardClass} px-6 py-12 text-center`}>
          <p className="text-lg font-semibold">
            <Trans>No gift card chosen yet</Trans>
          </p>
          <Link to={paths.gift} className="mt-3 inline-block font-semibold underline underline-offset-4">
            <Trans>Choose a gift card</Trans>
          </Link>
        </div>
      </GiftFrame>
    );
  }
  // A quantity that is not valid is corrected on the product's page.
  if (quantity === null) return <Navigate to={paths.giftProduct(product._id)} replace />;
  return (
    <SecureCheckout
      product={product}
      giftCardType={giftCardType}
      quantity={quantity}
      recipient={recipient}
      restaurant={restaurant}
      onPlaced={(order) => {
        useGiftOrderStore.getState().reset();
        setPlaced(order);
      }}
    />
  );
}

function SecureCheckout({
  product,
  giftCardType,
  quantity,
  recipient,
  restaurant,
  onPlaced,
}: {
  product: ApiGiftCardProduct;
  giftCardType: GiftCardType;
  quantity: number;
  recipient: GiftRecipientFormValues | null;
  restaurant: ApiRestaurant;
  onPlaced: (order: ApiGiftCardOrder) => void;
}) {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const id = useId();
  const member = useCustomer();
  const { t, i18n } = useLingui();
  const formats = useBookingFormats();
  const giftCardNote = useGiftCardNote();
  const localizedHref = useLocalizedHref();
  const acceptsOnline = tenant.settings.online_payment_settings.accept_online_payment;
  const [chosenMethod, setMethod] = useState<PaymentMethod>('Offline');
  const method: PaymentMethod = acceptsOnline ? chosenMethod : 'Offline';
  const amounts = giftCardOrderAmounts(amountsOf(product), quantity);

  const form = useGuestForm({
    firstName: member?.local.firstName ?? '',
    lastName: member?.local.lastName ?? '',
    email: '',
    phone: '',
  });
  useFillMemberContact(member?._id, {
    get: (field) => form.getValues(field),
    set: (field, value) => form.setValue(field, value, { shouldDirty: true }),
  });

  // Paying online: the payment the server made for this attempt, and the order it is for.
  const [payment, setPayment] = useState<OnlinePayment | null>(null);
  const placement = useRef<GiftCardOrderRequest | null>(null);
  const submit = useSubmitAction(form, async (values) => {
    const customer = customerOf(values, member?._id ?? null);
    placement.current = {
      giftCardType,
      giftCardProductId: product._id,
      giftCardProductName: product.name,
      giftCardProductUnitPrice: toDollars(amounts.giftCardProductUnitPrice),
      quantity,
      giftCardQuantity: amounts.giftCardQuantity,
      giftCardUnitPrice: toDollars(amounts.giftCardUnitPrice),
      price: toDollars(amounts.price),
      customer,
      paymentMethod: method,
      orderLink: `${window.location.origin}${localizedHref('/giftcardorder')}`,
      recipient,
    };
    const result = await placeGiftCardOrder(
      restaurant._id,
      useGiftOrderStore.getState().takeAttemptKey(),
      placement.current,
    );
    if (result.giftCardOrder === null) setPayment(result.payment);
    else onPlaced(result.giftCardOrder);
  });
  // Once the card is charged: the same order, the same key, now answered with the paid order.
  const onAuthorised = async () => {
    const result =
      placement.current &&
      (await placeGiftCardOrder(
        restaurant._id,
        useGiftOrderStore.getState().takeAttemptKey(),
        placement.current,
      ));
    if (!result || result.giftCardOrder === null)
      throw new Error(t`The payment is not complete yet. Please try again.`);
    onPlaced(result.giftCardOrder);
  };
  const total = formats.money(amounts.price);
  const sendTime = formats.clockText(
    formatClock(GIFT_SEND_MINUTES, '24'),
    restaurant.settings.time_format === '24' ? '24' : '12',
  );
  const sendsOn = (sendDate: string) => {
    const date = formats.localDate(sendDate, 'ddd, MMM D, YYYY');
    return t`${date} at ${sendTime}`;
  };

  return (
    <GiftFrame title={t`Secure Checkout`}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {tenant.settings.membership && !member && (
            <MemberLoginCard
              registerHref={`${paths.register}?from=${encodeURIComponent(paths.giftCheckout)}`}
              onSignedIn={(user: ApiCustomer) => fillFromMember(form, user)}
            />
          )}

          {payment && (
            <Suspense fallback={<p className="text-sm text-muted">{t`Loading the card form…`}</p>}>
              <CardPayment
                payment={payment}
                holderName={`${form.getValues('firstName')} ${form.getValues('lastName')}`.trim()}
                onAuthorised={onAuthorised}
                onBack={() => {
                  setPayment(null);
                  submit.reset();
                }}
              />
            </Suspense>
          )}

          <form
            hidden={payment !== null}
            noValidate
            onSubmit={submit.onSubmit}
            aria-labelledby={guestHeadingId(id)}
            className={`${cardClass} space-y-6 p-5 sm:p-6`}
          >
            <GuestDetails member={member !== null} form={form} idPrefix={id} disabled={submit.submitting} />

            <PaymentMethodChoice
              name={`${id}-payment`}
              value={method}
              onChange={setMethod}
              acceptsOnline={acceptsOnline}
              offlineLabel={t`Pay at Counter (Offline)`}
              disabled={submit.submitting}
            />

            <WeAccept />

            <ErrorAlert error={submit.error} />

            <button
              type="submit"
              className={`${primaryButton(onBrand)} w-full sm:w-auto`}
              disabled={submit.submitting}
              aria-busy={submit.submitting || undefined}
            >
              {method === 'Online' ? t`PAY ONLINE ${total}` : t`COMPLETE ORDER ${total}`}
            </button>
          </form>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby={`${id}-summary`} className={`${cardClass} space-y-4 p-5 sm:p-6`}>
            <h2 id={`${id}-summary`} className="text-lg font-bold">
              <Trans>Your Gift Card</Trans>
            </h2>
            <GiftCardImage image={product.image} />
            <div>
              <p className="font-bold">{product.name}</p>
              <p className="text-sm text-muted">{giftCardNote(amountsOf(product), quantity)}</p>
            </div>
            <dl className="space-y-2 border-t border-black/10 pt-4 text-sm">
              <SummaryRow label={<Trans>Type</Trans>} valueClassName="font-medium">
                {i18n._(GIFT_CARD_TYPE_NAMES[giftCardType])}
              </SummaryRow>
              <SummaryRow label={<Trans>Quantity</Trans>} valueClassName="font-medium tabular-nums">
                {quantity}
              </SummaryRow>
              {recipient && (
                <>
                  <SummaryRow label={<Trans>To</Trans>} valueClassName="min-w-0 text-right font-medium">
                    {recipient.name}
                    <span className="block break-all text-xs font-normal text-muted">{recipient.email}</span>
                  </SummaryRow>
                  <SummaryRow label={<Trans>Sends</Trans>}>
                    {recipient.sendDate ? sendsOn(recipient.sendDate) : t`Once paid`}
                  </SummaryRow>
                </>
              )}
              <SummaryRow label={<Trans>Pay at</Trans>}>{restaurant.name}</SummaryRow>
              <SummaryTotal className="border-t border-black/10 pt-3">
                <dd className="tabular-nums">{total}</dd>
              </SummaryTotal>
            </dl>
            <Link
              to={paths.giftProduct(product._id)}
              className="inline-block text-sm font-semibold underline underline-offset-4"
            >
              <Trans>Change</Trans>
            </Link>
          </section>
        </aside>
      </div>
    </GiftFrame>
  );
}
