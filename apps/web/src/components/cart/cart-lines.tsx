import { Trans, useLingui } from '@lingui/react/macro';
import { toCents, type CartLine, type CartQuote } from '@storefront/domain';
import { useRef } from 'react';
import { useFormats } from '../../lib/formats';
import { useCartStore } from '../../stores/cart-store';
import { TrashIcon } from '../ui/icons';
import { QuantityStepper, iconButton } from '../ui/ui';
import { OptionPrice } from '../ui/option-price';

interface CartLinesProps {
  lines: readonly CartLine[];
  /** The server's pricing of the lines (by uuid) and the lines unavailable at the pickup time. */
  quote?: CartQuote;
  /** Quantity buttons and removal (the drawer, /cart and the review step). */
  editable?: boolean;
  /** The heading level of each line's name. */
  headingLevel?: 3 | 4;
}

/** A line's total in cents: the quote's when it has the line, else the client's own pricing. */
export function lineTotalOf(line: CartLine, quote: CartQuote | undefined): number {
  const quoted = quote?.items.find((item) => item.uuid === line.uuid);
  return quoted ? toCents(quoted.baseTotal + quoted.extraTotal) : line.baseTotal + line.extraTotal;
}

/** The cart's lines: name, size, options, instructions, quantity and total. */
export function CartLines({ lines, quote, editable = true, headingLevel = 3 }: CartLinesProps) {
  const { increment, decrement, remove } = useCartStore();
  const { t } = useLingui();
  const { money } = useFormats();
  const listRef = useRef<HTMLUListElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const unavailable = new Set(quote?.unavailableItems ?? []);

  return (
    <ul ref={listRef} className="divide-y divide-black/10">
      {lines.map((line) => {
        const label = line.size ? `${line.name} (${line.size})` : line.name;
        const size = line.size;
        return (
          <li key={line.uuid} className="py-4 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <Heading className="font-semibold leading-snug">
                  {editable ? null : <span className="tabular-nums">{line.quantity} × </span>}
                  {line.name}
                </Heading>
                {size && (
                  <p className="text-sm text-muted">
                    <Trans>Size: {size}</Trans>
                  </p>
                )}
                {line.options.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-sm text-muted">
                    {line.options.map((option) => (
                      <li key={`${option.option_name}-${option.option_id}`}>
                        {option.option_name}: {option.option_value}
                        <OptionPrice unitPrice={option.option_price} />
                      </li>
                    ))}
                  </ul>
                )}
                {line.specialInstructions && (
                  <p className="mt-1 text-sm italic text-muted">“{line.specialInstructions}”</p>
                )}
                {unavailable.has(line.uuid) && (
                  <p className="mt-1 text-sm font-semibold text-red-800">
                    <Trans>Not available at your selected pickup time</Trans>
                  </p>
                )}
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{money(lineTotalOf(line, quote))}</p>
            </div>
            {editable && (
              <div className="mt-2 flex items-center justify-between gap-3">
                <QuantityStepper
                  size="sm"
                  label={label}
                  value={line.quantity}
                  onDecrement={() => decrement(line.uuid)}
                  onIncrement={() => increment(line.uuid)}
                />
                <button
                  type="button"
                  className={`${iconButton} text-red-800 hover:bg-red-50`}
                  data-remove-line
                  onClick={(event) => {
                    // Keep focus in the list: on the next line's remove button, else the previous one's.
                    const buttons = [
                      ...(listRef.current?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? []),
                    ];
                    const index = buttons.indexOf(event.currentTarget);
                    const next = buttons[index + 1] ?? buttons[index - 1];
                    remove(line.uuid);
                    next?.focus();
                  }}
                  aria-label={t`Remove ${label}`}
                >
                  <TrashIcon />
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
