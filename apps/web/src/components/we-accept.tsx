import { useId } from 'react';

/** The spec's 'We Accept' list at checkout (ordering-core §2, accounts-and-extras §2 Gift checkout). */
export const ACCEPTED_PAYMENTS = ['Visa', 'Mastercard', 'Debit', 'Cash'] as const;

export function WeAccept() {
  const id = useId();
  return (
    <div>
      <h3 id={id} className="text-sm font-bold uppercase tracking-wide text-muted">
        We Accept
      </h3>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-2">
        {ACCEPTED_PAYMENTS.map((name) => (
          <li key={name} className="rounded-md px-3 py-1 text-sm font-semibold ring-1 ring-ink/25">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
