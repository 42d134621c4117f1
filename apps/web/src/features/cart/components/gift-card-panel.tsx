import { useFormats } from '../../../lib/formats';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canRedeemGiftCard,
  giftCardAlreadyRedeemedMessage,
  isGiftCardRedeemed,
  maskGiftCardNumber,
  normalizeGiftCardNumber,
  parseDollarAmount,
  suggestedRedeemAmount,
  toCents,
  toDollars,
  type CartQuote,
  type GiftCardBalance,
} from '@storefront/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTenant } from '../../../lib/tenant-context';
import { dangerButton } from '../../../components/ui/ui';
import { ApiRequestError } from '../../../lib/api-client';
import { useCartStore } from '../../../stores/cart-store';
import { fetchGiftCardBalance, preauthGiftCard, releaseGiftCardRedemption } from '../api';
import { AmountInput } from '../../../components/form/labelled-input';
import { CodeEntry, CodeFeedback, CodeForm, CodeInput, CodeSubmit } from './code-entry';
import { DetailItem } from '../../../components/ui/detail-item';

/**
 * Gift card entry (ordering-core §2 sub-panels, §4 Cart, §5, §8): a number, then Check Balance
 * (enabled once a number is entered) shows the balance and the pending balance; an amount, then
 * Redeem (enabled only when the amount is positive and not above the pending balance) holds it on
 * the card. The holds are listed with Remove, which releases them. A card already redeemed in this
 * cart is refused with the spec's message; the server's other refusals show as they come.
 */
export function GiftCardPanel({ quote }: { quote: CartQuote | undefined }) {
  const { t } = useLingui();
  const formats = useFormats();
  const money = (dollars: number) => formats.money(toCents(dollars));
  const id = useId();
  const tenant = useTenant();
  const redemptions = useCartStore((s) => s.giftCardRedemptions);
  const [number, setNumber] = useState('');
  const [balance, setBalance] = useState<GiftCardBalance | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const alreadyRedeemed = (giftCardNumber: string) => {
    if (!isGiftCardRedeemed(useCartStore.getState().giftCardRedemptions, giftCardNumber)) return false;
    setError(giftCardAlreadyRedeemedMessage(normalizeGiftCardNumber(giftCardNumber)));
    return true;
  };

  const check = useMutation({
    mutationFn: (giftCardNumber: string) => fetchGiftCardBalance(tenant._id, giftCardNumber),
    onSuccess: (card) => {
      setBalance(card);
      // Start with what the card can pay of what is still due; the diner may lower it.
      const due = quote ? toCents(quote.total) : toCents(card.pendingBalance);
      const suggested = suggestedRedeemAmount(toCents(card.pendingBalance), due);
      setAmount(suggested > 0 ? toDollars(suggested).toFixed(2) : '');
    },
    onError: (reason) => setError(reason.message),
  });

  const redeem = useMutation({
    mutationFn: ({ giftCardNumber, cents }: { giftCardNumber: string; cents: number }) =>
      preauthGiftCard(tenant._id, giftCardNumber, toDollars(cents)),
    onSuccess: (redemption) => {
      useCartStore.getState().addGiftCardRedemption(redemption);
      setNotice(
        t`${money(redemption.amountToRedeem)} of gift card ${maskGiftCardNumber(redemption.giftCardNumber)} will pay for this order.`,
      );
      setNumber('');
      setBalance(null);
      setAmount('');
    },
    onError: (reason) => setError(reason.message),
  });

  const release = useMutation({
    mutationFn: (redemptionId: string) => releaseGiftCardRedemption(tenant._id, redemptionId),
    onSettled: (_data, reason, redemptionId) => {
      // A hold the server no longer has (expired, or already released) is gone either way.
      if (reason && !(reason instanceof ApiRequestError && reason.status === 404)) {
        setError(reason.message);
        return;
      }
      useCartStore.getState().removeGiftCardRedemption(redemptionId);
      setNotice(t`The gift card was removed from this order.`);
      window.requestAnimationFrame(() => document.getElementById(`${id}-number`)?.focus());
    },
  });

  const giftCardNumber = normalizeGiftCardNumber(number);
  const cents = parseDollarAmount(amount);
  const canRedeem = balance !== null && canRedeemGiftCard(cents, balance.pendingBalance);
  const overBalance = balance !== null && cents !== null && cents > toCents(balance.pendingBalance);

  const submitCheck = (event: FormEvent) => {
    event.preventDefault();
    if (giftCardNumber === '' || check.isPending) return;
    setError(null);
    setNotice('');
    setBalance(null);
    if (alreadyRedeemed(giftCardNumber)) return;
    check.mutate(giftCardNumber);
  };

  const submitRedeem = (event: FormEvent) => {
    event.preventDefault();
    if (!balance || !canRedeem || cents === null || redeem.isPending) return;
    setError(null);
    if (alreadyRedeemed(balance.giftCardNumber)) return;
    redeem.mutate({ giftCardNumber: balance.giftCardNumber, cents });
  };

  const quoted = new Map(quote?.giftCardRedemptions.map((r) => [r._id, r]) ?? []);
  const errorId = `${id}-error`;

  return (
    <CodeEntry id={id} title={t`Gift Card`}>
      {redemptions.length > 0 && (
        <ul aria-label={t`Gift cards on this order`} className="mt-3 divide-y divide-black/10 text-sm">
          {redemptions.map((r) => {
            const masked = maskGiftCardNumber(r.giftCardNumber);
            // The quote lists only the holds it could use: one missing has lapsed.
            const lapsed = quote !== undefined && !quoted.has(r._id);
            return (
              <li key={r._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <Trans>
                    Gift card <span className="font-semibold">{masked}</span>
                  </Trans>
                  {lapsed && (
                    <span className="block text-red-800">
                      <Trans>This hold has expired. Remove it and redeem again.</Trans>
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">-{money(r.amountToRedeem)}</span>
                  <button
                    type="button"
                    className={`${dangerButton} min-h-9 px-4 py-1.5`}
                    disabled={release.isPending}
                    onClick={() => {
                      setError(null);
                      release.mutate(r._id);
                    }}
                    aria-label={t`Remove gift card ${masked}`}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}

      <CodeForm onSubmit={submitCheck}>
        <CodeInput
          id={`${id}-number`}
          label={t`Gift card number`}
          name="giftCardNumber"
          inputMode="numeric"
          maxLength={32}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            // A balance belongs to the number it was checked for.
            if (balance && normalizeGiftCardNumber(event.target.value) !== balance.giftCardNumber)
              setBalance(null);
          }}
          error={error}
          errorId={errorId}
        />
        <CodeSubmit
          ready={giftCardNumber !== ''}
          pending={check.isPending}
          label={t`Check Balance`}
          busyLabel={t`Checking…`}
        />
      </CodeForm>

      {balance && (
        <div className="mt-4 rounded-xl bg-surface p-4 ring-1 ring-black/5">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <DetailItem label={t`Balance`} valueClassName="text-base font-bold tabular-nums">
              {money(balance.balance)}
            </DetailItem>
            <DetailItem label={t`Pending balance`} valueClassName="text-base font-bold tabular-nums">
              {money(balance.pendingBalance)}
            </DetailItem>
          </dl>
          <CodeForm onSubmit={submitRedeem}>
            <AmountInput
              id={`${id}-amount`}
              label={t`Amount to redeem`}
              name="amountToRedeem"
              maxLength={12}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              invalid={overBalance}
              hint={
                overBalance
                  ? t`The amount cannot be more than the pending balance of ${money(balance.pendingBalance)}.`
                  : t`Up to ${money(balance.pendingBalance)}.`
              }
            />
            <CodeSubmit
              ready={canRedeem}
              pending={redeem.isPending}
              label={t`Redeem`}
              busyLabel={t`Redeeming…`}
            />
          </CodeForm>
        </div>
      )}

      <CodeFeedback errorId={errorId} error={error}>
        {notice}
      </CodeFeedback>
    </CodeEntry>
  );
}
