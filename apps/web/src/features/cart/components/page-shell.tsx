import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';

/** The ordering screens' frame: one h1, then the content. */
export function PageShell({
  title,
  eyebrow,
  headingRef,
  children,
}: {
  title: string;
  /** A line above the title, e.g. 'Step 1 of 2'. */
  eyebrow?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 pt-6 md:pt-10">
      <h1
        ref={headingRef}
        tabIndex={-1}
        // One name without stray spaces ('Step 1 of 2: Review Your Order'): a hidden colon between two
        // blocks would be read as 'Step 1 of 2 : Review Your Order'.
        aria-label={eyebrow ? t`${eyebrow}: ${title}` : undefined}
        className="mb-6 font-[family-name:var(--font-display)] text-3xl font-bold outline-none md:text-4xl"
      >
        {eyebrow && (
          <span className="block text-sm font-bold uppercase tracking-[0.2em] text-muted">{eyebrow}</span>
        )}
        {title}
      </h1>
      {children}
    </div>
  );
}
