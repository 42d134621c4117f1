import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';

/** A link that opens in a new tab without handing it this page (no opener), and says so to screen readers. */
export function NewTabLink({ children, ...link }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a {...link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
