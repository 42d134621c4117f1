import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** The spec's 'We Accept' list at checkout (ordering-core §2, accounts-and-extras §2 Gift checkout). */
export const ACCEPTED_PAYMENTS: readonly MessageDescriptor[] = [
  msg`Visa`,
  msg`Mastercard`,
  msg`Debit`,
  msg`Cash`,
];

export function WeAccept() {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div>
      <h3 id={id} className="text-sm font-bold uppercase tracking-wide text-muted">
        <Trans>We Accept</Trans>
      </h3>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-2">
        {ACCEPTED_PAYMENTS.map((name) => (
          <li key={name.id} className="rounded-md px-3 py-1 text-sm font-semibold ring-1 ring-ink/25">
            {i18n._(name)}
          </li>
        ))}
      </ul>
    </div>
  );
}
