/** An order line's first row: how many of what (and its size), and what the line costs. */
export function LineHead({
  line,
  money,
}: {
  line: { quantity: number; name: string; size?: string | null; baseTotal: number; extraTotal: number };
  /** Writes the line's own amounts (dollars on an order, cents in the phone order's cart). */
  money: (amount: number) => string;
}) {
  return (
    <div className="flex justify-between gap-2">
      <span>
        <span className="font-semibold">{line.quantity} ×</span> {line.name}
        {line.size ? ` (${line.size})` : ''}
      </span>
      <span>{money(line.baseTotal + line.extraTotal)}</span>
    </div>
  );
}
