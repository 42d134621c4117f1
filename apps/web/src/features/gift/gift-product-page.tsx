import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  GIFT_CARD_TYPES,
  GIFT_QUANTITY_MAX,
  GIFT_QUANTITY_MIN,
  giftCardOrderAmounts,
  isGiftCardProductAvailable,
  parseGiftQuantity,
  validateGiftCardForm,
  type ApiGiftCardProduct,
  type GiftCardFormErrors,
  type GiftRecipientFormErrors,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useFormats } from '../../lib/formats';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton } from '../../components/ui/buttons';
import { Alert, cardClass, inputClass } from '../../components/ui/ui';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { amountsOf } from './amounts';
import { giftCardProductQuery } from './api';
import { BackToGiftCards, GiftFrame, headingClass, SummaryRow, SummaryTotal } from './components/gift-frame';
import { GiftCardImage } from './components/gift-card-image';
import { ChoiceGroup, giftRecipientErrors, GiftRecipientFields } from './components/gift-recipient-fields';
import { useGiftOrderStore } from './gift-store';
import { GIFT_CARD_TYPE_NAMES, GIFT_CARD_TYPE_WORDS, useGiftCardNote } from './gift-words';
import { useGiftRestaurant } from './use-gift-restaurant';

const GIFT_CARD_TYPE_CHOICES = GIFT_CARD_TYPES.map(
  (type) => [type, GIFT_CARD_TYPE_NAMES[type], GIFT_CARD_TYPE_WORDS[type]] as const,
);

/**
 * /gift/{id} (accounts-and-extras §2 Create gift card): the product, the type (Digital or Physical)
 * and the quantity, the total, and PROCEED TO CHECKOUT to /gift-checkout.
 */
export default function GiftProductPage() {
  const { id = '' } = useParams();
  const tenant = useTenant();
  const restaurant = useGiftRestaurant();
  const product = useQuery(giftCardProductQuery(id));
  const timeZone = restaurant?.settings.time_zone ?? tenant.settings.time_zone;
  const { t } = useLingui();

  if (product.isPending) {
    return (
      <GiftFrame title={t`Gift Card`} back>
        <p role="status" className="text-muted">
          <Trans>Loading the gift card…</Trans>
        </p>
      </GiftFrame>
    );
  }
  if (product.isError) {
    const missing = product.error instanceof ApiRequestError && product.error.status === 404;
    return (
      <GiftFrame title={missing ? t`Gift Card Not Found` : t`Gift Card`} back>
        <Alert tone={missing ? 'info' : 'danger'} title={missing ? undefined : t`Oops!`}>
          {missing
            ? t`This gift card is not offered. Please choose another one.`
            : t`The gift card could not be loaded. Please try again.`}
        </Alert>
      </GiftFrame>
    );
  }
  if (!isGiftCardProductAvailable(product.data, Date.now(), timeZone)) {
    return (
      <GiftFrame title={product.data.name} back>
        <Alert tone="info">{t`This gift card is not on sale at this time. Please choose another one.`}</Alert>
      </GiftFrame>
    );
  }
  return <GiftCardForm product={product.data} timeZone={timeZone} />;
}

function GiftCardForm({ product, timeZone }: { product: ApiGiftCardProduct; timeZone: string }) {
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const id = useId();
  const { t } = useLingui();
  const formats = useFormats();
  const giftCardNote = useGiftCardNote();
  const { giftCardType, quantity, select, setGiftCardType, setQuantity } = useGiftOrderStore();
  const [submitted, setSubmitted] = useState(false);

  // The product opened here is the one bought; choices survive a reload (sessionStorage).
  useEffect(() => select(product), [select, product]);
  const current = useGiftOrderStore((s) => s.product?._id === product._id);

  const errors: GiftCardFormErrors = submitted ? validateGiftCardForm({ giftCardType, quantity }) : {};
  // The restaurant's clock decides which days are today and the last one allowed.
  const now = Date.now();
  const recipientErrors: GiftRecipientFormErrors = submitted ? giftRecipientErrors(now, timeZone) : {};
  const amounts = amountsOf(product);
  const count = parseGiftQuantity(quantity);
  const total = count === null ? null : giftCardOrderAmounts(amounts, count).price;
  const unitPrice = formats.money(amounts.unitPrice);
  /** '2 × $25.00 Digital gift cards'. */
  const receiveLine = (cards: number) =>
    giftCardType === 'Physical'
      ? t`${plural(cards, { one: `# × ${unitPrice} Physical gift card`, other: `# × ${unitPrice} Physical gift cards` })}`
      : t`${plural(cards, { one: `# × ${unitPrice} Digital gift card`, other: `# × ${unitPrice} Digital gift cards` })}`;

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validateGiftCardForm({ giftCardType, quantity });
    const recipient = giftRecipientErrors(Date.now(), timeZone);
    const firstRecipientField = (['name', 'email', 'message', 'sendDate'] as const).find((f) => recipient[f]);
    if (invalid.giftCardType) document.getElementById(`${id}-Digital`)?.focus();
    else if (invalid.quantity) document.getElementById(`${id}-quantity`)?.focus();
    else if (firstRecipientField) document.getElementById(`${id}-recipient-${firstRecipientField}`)?.focus();
    else void navigate(paths.giftCheckout);
  };

  if (!current) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 md:pt-10">
      <BackToGiftCards />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <GiftCardImage image={product.image} eager className="shadow-md ring-1 ring-black/5" />
        <div>
          <h1 className={headingClass}>{product.name}</h1>
          <p className="mt-2 text-2xl font-bold tabular-nums">{formats.money(amounts.price)}</p>
          <p className="mt-2 rounded-lg bg-brand/15 px-3 py-2 text-sm font-medium">{giftCardNote(amounts)}</p>
          {product.description && <p className="mt-4 text-muted">{product.description}</p>}

          <form noValidate onSubmit={proceed} className={`${cardClass} mt-6 space-y-6 p-5 sm:p-6`}>
            <ChoiceGroup
              legend={t`Gift Card Type`}
              name={`${id}-type`}
              idOf={(type) => `${id}-${type}`}
              options={GIFT_CARD_TYPE_CHOICES}
              value={giftCardType}
              onChange={setGiftCardType}
              describedBy={errors.giftCardType ? `${id}-type-error` : undefined}
            >
              {errors.giftCardType && (
                <p id={`${id}-type-error`} className="mt-1 text-sm font-medium text-red-800">
                  {errors.giftCardType}
                </p>
              )}
            </ChoiceGroup>

            <div>
              <label htmlFor={`${id}-quantity`} className="text-lg font-bold">
                <Trans>Quantity</Trans>
              </label>
              <input
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={GIFT_QUANTITY_MIN}
                max={GIFT_QUANTITY_MAX}
                step={1}
                required
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
                className={`${inputClass} max-w-32 tabular-nums`}
              />
              {errors.quantity && (
                <p id={`${id}-quantity-error`} className="mt-1 text-sm font-medium text-red-800">
                  {errors.quantity}
                </p>
              )}
            </div>

            {giftCardType === 'Digital' && (
              <GiftRecipientFields idPrefix={id} errors={recipientErrors} now={now} timeZone={timeZone} />
            )}

            <div className="border-t border-black/10 pt-4">
              <h2 className="sr-only">
                <Trans>Summary</Trans>
              </h2>
              <dl className="space-y-2 text-sm">
                <SummaryRow label={<Trans>You receive</Trans>}>
                  {count === null ? '—' : receiveLine(amounts.quantity * count)}
                </SummaryRow>
                <SummaryTotal>
                  <dd className="tabular-nums" aria-live="polite">
                    {total === null ? '—' : formats.money(total)}
                  </dd>
                </SummaryTotal>
              </dl>
            </div>

            <button type="submit" className={`${primaryButton(onBrand)} w-full`}>
              <Trans>PROCEED TO CHECKOUT</Trans>
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
