import { useFormats } from '../../lib/formats';

/** An option's price after its name, per unit as on every screen; nothing for a free option. */
export function OptionPrice({ unitPrice }: { /** Cents per unit of the item. */ unitPrice: number }) {
  const label = useFormats().optionPrice(unitPrice);
  return label ? <span className="tabular-nums"> ({label})</span> : null;
}
