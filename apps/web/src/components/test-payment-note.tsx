import { TEST_PAYMENT_LABEL } from '@storefront/domain';

/**
 * Says, wherever an order's payment is shown, that the built-in test provider "took" it: no money
 * moved (decision 0073). Nothing for a real payment.
 */
export function TestPaymentNote({
  order,
  className = '',
}: {
  order: { testPayment?: boolean };
  className?: string;
}) {
  if (!order.testPayment) return null;
  return (
    <p className={`font-semibold text-amber-950 ${className}`} data-testid="test-payment">
      {TEST_PAYMENT_LABEL}
    </p>
  );
}
