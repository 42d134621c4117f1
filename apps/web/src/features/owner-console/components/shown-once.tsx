import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { smallButton } from './settings-list';

/**
 * A secret the server shows only once (a webhook's signing secret, a printer's CloudPRNT URL or
 * agent command), with what to do with it, a copy button and Done.
 */
export function ShownOnce({
  label,
  heading,
  children,
  value,
  testId,
  copyLabel,
  onClose,
}: {
  /** The region's accessible name. */
  label: string;
  heading: string;
  /** What to do with it. */
  children: ReactNode;
  value: string;
  testId: string;
  copyLabel: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-label={label} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 className="font-bold">{heading}</h2>
      <p className="text-sm text-stone-800">{children}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="rounded bg-white px-2 py-1 break-all" data-testid={testId}>
          {value}
        </code>
        <button
          type="button"
          className={smallButton}
          onClick={() =>
            void navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copyLabel}
        </button>
        <button type="button" className={smallButton} onClick={onClose}>
          <Trans>Done</Trans>
        </button>
        <span role="status" className="text-sm">
          {copied ? t`Copied.` : ''}
        </span>
      </div>
    </section>
  );
}
