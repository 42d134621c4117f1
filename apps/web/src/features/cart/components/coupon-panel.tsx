import { useFormats } from '../../../lib/formats';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canApplyCoupon,
  COUPON_MESSAGES,
  cartSubtotal,
  couponApplyDecision,
  toCents,
  toDollars,
  type ApiRestaurant,
  type CartDiscount,
  type CouponStatus,
} from '@storefront/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { cartQuoteRequest } from '../../../api/cart-quote';
import { dangerButton } from '../../../components/ui/ui';
import { EMAIL_INPUT } from '../../../components/form/email-input';
import { LabelledInput } from '../../../components/form/labelled-input';
import { useMemberContact } from '../../../api/member';
import { readCustomerCookie } from '../../../lib/customer';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderStore } from '../../../stores/order-store';
import { applyCoupon } from '../api';
import { CodeEntry, CodeFeedback, CodeForm, CodeInput, CodeSubmit } from './code-entry';

/**
 * Coupon entry (ordering-core §2 sub-panels, §4 Cart, §5, §8): code and email; Apply only when both
 * are entered and no coupon is applied; one coupon per order; while one is applied both inputs are
 * disabled and Remove re-enables them. A refusal shows the server's message in a danger alert. The
 * quote (`discounts`, matched by code) says what the coupon takes off this cart as it is now.
 */
export function CouponPanel({
  restaurant,
  discounts,
  couponStatus,
}: {
  restaurant: ApiRestaurant;
  discounts: readonly CartDiscount[] | undefined;
  /** The applied coupon's state as the latest quote found it (Redeemed or Expired since applied). */
  couponStatus: CouponStatus | null;
}) {
  const { t } = useLingui();
  const { money: formatMoney } = useFormats();
  const id = useId();
  const applied = useCartStore((s) => s.coupon);
  const removeCoupon = useCartStore((s) => s.removeCoupon);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState(() => useOrderStore.getState().customer?.email ?? '');
  // A member's email arrives with their profile (the readable cookie carries only the name).
  const memberEmail = useMemberContact(readCustomerCookie()?._id)?.email;
  const [memberFilled, setMemberFilled] = useState(false);
  if (memberEmail && !memberFilled) {
    setMemberFilled(true);
    if (email === '') setEmail(memberEmail);
  }
  const [error, setError] = useState<string | null>(null);

  const apply = useMutation({
    mutationFn: () => {
      const cart = useCartStore.getState();
      const order = useOrderStore.getState();
      const request = cartQuoteRequest(cart.items, cart.cutlery, order, cart);
      return applyCoupon(restaurant._id, {
        ...request,
        couponCode: code.trim(),
        email: email.trim(),
        subtotal: toDollars(cartSubtotal(cart.items)),
        deliveryPostalCode: request.deliveryAddress?.postalCode ?? null,
      });
    },
    onSuccess: ({ coupon }) => {
      useCartStore.getState().applyCoupon(coupon);
      setCode('');
    },
    onError: (reason) => setError(reason.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canApplyCoupon({ code, email, applied: applied !== null }) || apply.isPending) return;
    // The same code again is ignored; a second coupon cannot be applied (both unreachable while the
    // inputs are disabled, kept for a submit by keyboard in the same render).
    if (couponApplyDecision(applied, code) !== 'apply') return;
    setError(null);
    apply.mutate();
  };

  const remove = () => {
    removeCoupon();
    setError(null);
    // Back to the code field, now enabled again, for another try.
    window.requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
  };

  const quoted = applied
    ? discounts?.find(
        (d) => d.coupon_code !== null && d.coupon_code.toUpperCase() === applied.couponCode.toUpperCase(),
      )
    : undefined;
  // Until a quote arrives the amount apply-coupon answered; then what the quote takes off.
  const amount = discounts ? (quoted?.discount_amount ?? 0) : applied?.amount;
  // Used by another order or past its date since it was applied: it is not Available any more.
  const lapsed = couponStatus === 'Redeemed' || couponStatus === 'Expired';
  const idle = applied !== null && discounts !== undefined && !(amount !== undefined && amount > 0);
  const errorId = `${id}-error`;

  return (
    <CodeEntry id={id} title={t`Coupon`}>
      <CodeForm onSubmit={submit} twoInputs>
        <CodeInput
          id={`${id}-code`}
          label={t`Coupon code`}
          name="couponCode"
          autoCapitalize="characters"
          maxLength={40}
          disabled={applied !== null}
          value={applied ? applied.couponCode : code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          errorId={errorId}
        />
        <LabelledInput
          id={`${id}-email`}
          label={t`Email`}
          name="couponEmail"
          {...EMAIL_INPUT}
          autoComplete="email"
          disabled={applied !== null}
          value={applied ? applied.email : email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={error ? errorId : undefined}
        />
        {applied ? (
          <button type="button" className={dangerButton} onClick={remove}>
            <Trans>Remove</Trans>
          </button>
        ) : (
          <CodeSubmit
            ready={canApplyCoupon({ code, email, applied: false })}
            pending={apply.isPending}
            label={t`Apply`}
            busyLabel={t`Applying…`}
          />
        )}
      </CodeForm>
      <CodeFeedback errorId={errorId} error={error}>
        {applied && lapsed && (
          <span className="font-medium text-red-800">
            <strong>{applied.couponCode}</strong>: {couponStatus}.{' '}
            {couponStatus === 'Redeemed' ? COUPON_MESSAGES.used : COUPON_MESSAGES.expired} Remove it to place
            the order without it.
          </span>
        )}
        {applied && !lapsed && (
          <>
            <strong>{applied.couponCode}</strong> applied{applied.name ? `: ${applied.name}` : ''}
            {amount !== undefined && amount > 0 && (
              <span className="tabular-nums"> (-{formatMoney(toCents(amount))})</span>
            )}
            {/* The cart changed since (below a minimum, another time): the quote's message says why. */}
            {idle && (
              <span className="mt-1 block font-medium text-red-800">
                <Trans>
                  It takes nothing off this order as it is now. Remove it to place the order without it.
                </Trans>
              </span>
            )}
          </>
        )}
      </CodeFeedback>
    </CodeEntry>
  );
}
