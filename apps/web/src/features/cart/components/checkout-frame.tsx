import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import type { CheckoutStep } from '../../../stores/order-store';
import { PageShell } from './page-shell';

const STEP_TITLES = [msg`Review Your Order`, msg`Secure Checkout`] as const;

/**
 * /checkout's frame and its step's heading: the page's, and its placeholder's while the page's code
 * loads (and in the server's HTML), so the heading paints with the HTML and stays when the page comes.
 */
export function CheckoutFrame({
  step,
  headingRef,
  children,
}: {
  step: CheckoutStep;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <PageShell title={i18n._(STEP_TITLES[step])} eyebrow={t`Step ${step + 1} of 2`} headingRef={headingRef}>
      {children}
    </PageShell>
  );
}
