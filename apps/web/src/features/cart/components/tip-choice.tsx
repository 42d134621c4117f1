import { useFormats } from '../../../lib/formats';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isValidCustomTip,
  tipCents,
  TIP_MESSAGES,
  TIP_PERCENTAGES,
  toCents,
  type TipChoice,
} from '@storefront/domain';
import { useId, useState } from 'react';
import { AmountInput } from '../../../components/form/labelled-input';
import { domainText } from '../../../lib/domain-text';

/*
 * The tip of an online payment (issue 14 item 6): No tip, 10%, 15%, 20% or a custom amount. Shown
 * only when paying online; each percentage shows what it comes to on the subtotal before discounts,
 * as the server prices it (cart/tips.ts). The order summary shows the tip the quote priced.
 */

const optionClass =
  'flex cursor-pointer flex-col items-center justify-center rounded-xl px-3 py-2 text-center ring-1 ring-ink/15 has-[:checked]:bg-brand/15 has-[:checked]:ring-2 has-[:checked]:ring-ink/70 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2';

type Option = 'none' | `${(typeof TIP_PERCENTAGES)[number]}` | 'custom';

const optionOf = (tip: TipChoice): Option =>
  tip.kind === 'percent' ? (String(tip.percent) as Option) : tip.kind;

export function TipChoiceField({
  value,
  onChange,
  subtotal,
  disabled,
}: {
  value: TipChoice;
  onChange: (tip: TipChoice) => void;
  /** The subtotal before discounts, in dollars (the quote's), or null while it loads. */
  subtotal: number | null;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { money: formatMoney } = useFormats();
  const id = useId();
  const selected = optionOf(value);
  const [custom, setCustom] = useState(value.kind === 'custom' ? value.amount.toFixed(2) : '');
  const customAmount = custom.trim() === '' ? 0 : Number(custom);
  const customInvalid = selected === 'custom' && !isValidCustomTip(customAmount);

  const choose = (option: Option) => {
    if (option === 'none') onChange({ kind: 'none' });
    else if (option === 'custom')
      onChange({ kind: 'custom', amount: isValidCustomTip(customAmount) ? customAmount : 0 });
    else onChange({ kind: 'percent', percent: Number(option) as (typeof TIP_PERCENTAGES)[number] });
  };

  const options: { option: Option; label: string; amount: string | null }[] = [
    { option: 'none', label: t`No tip`, amount: null },
    ...TIP_PERCENTAGES.map((percent) => ({
      option: String(percent) as Option,
      label: `${percent}%`,
      amount:
        subtotal === null ? null : formatMoney(tipCents({ kind: 'percent', percent }, toCents(subtotal))),
    })),
    { option: 'custom', label: t`Custom`, amount: null },
  ];

  return (
    <fieldset disabled={disabled}>
      <legend className="text-lg font-bold">
        <Trans>Add a Tip</Trans>
      </legend>
      <p className="text-sm text-muted">
        <Trans>Tips go to the restaurant team. Percentages are of the subtotal.</Trans>
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {options.map(({ option, label, amount }) => (
          <label key={option} className={optionClass}>
            <input
              type="radio"
              name={`${id}-tip`}
              value={option}
              checked={selected === option}
              onChange={() => choose(option)}
              className="sr-only"
            />
            <span className="font-medium">{label}</span>
            {amount && <span className="text-xs tabular-nums text-muted">{amount}</span>}
          </label>
        ))}
      </div>
      {selected === 'custom' && (
        <div className="mt-3 max-w-xs">
          <AmountInput
            id={`${id}-amount`}
            label={t`Tip amount`}
            name="tipAmount"
            maxLength={9}
            value={custom}
            invalid={customInvalid}
            hint={
              customInvalid ? domainText(i18n, TIP_MESSAGES.customRange) : t`In dollars, for example 5.00.`
            }
            onChange={(event) => {
              setCustom(event.target.value);
              const amount = event.target.value.trim() === '' ? 0 : Number(event.target.value);
              // An amount that cannot be charged adds nothing until it is corrected.
              onChange({ kind: 'custom', amount: isValidCustomTip(amount) ? amount : 0 });
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
