import { useLingui } from '@lingui/react';
import { TEST_PAYMENT_LABEL } from '@storefront/domain';
import { domainText } from '../lib/domain-text';

/**
 * Says, wherever an order's payment is shown, that the built-in test provider "took" it: no money
 * moved (decision 0073). Nothing for a real payment. In the page's language: the domain's catalogue
 * has it, as the mails say it.
 */
export function TestPaymentNote({
  order,
  className = '',
}: {
  order: { testPayment?: boolean };
  className?: string;
}) {
  const { i18n } = useLingui();
  if (!order.testPayment) return null;
  return (
    <p className={`font-semibold text-amber-950 ${className}`} data-testid="test-payment">
      {domainText(i18n, TEST_PAYMENT_LABEL)}
    </p>
  );
}
