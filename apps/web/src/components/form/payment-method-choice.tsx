import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@storefront/domain';

/*
 * A checkout's Payment Method: Offline always, Online when the restaurant accepts it. The cart and
 * the gift checkout name Offline in their own words (Pay at Pickup, Pay at Counter (Offline)).
 */
export function PaymentMethodChoice({
  name,
  value,
  onChange,
  acceptsOnline,
  offlineLabel,
  disabled,
}: {
  name: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  acceptsOnline: boolean;
  offlineLabel: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const methods: { method: PaymentMethod; label: string }[] = [
    { method: 'Offline', label: offlineLabel },
    ...(acceptsOnline ? [{ method: 'Online' as const, label: t`Pay Online` }] : []),
  ];
  return (
    <fieldset disabled={disabled}>
      <legend className="text-lg font-bold">
        <Trans>Payment Method</Trans>
      </legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {methods.map(({ method, label }) => (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-ink/15 has-[:checked]:bg-brand/15 has-[:checked]:ring-2 has-[:checked]:ring-ink/70 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="h-4 w-4 accent-current"
            />
            <span className="font-medium">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
