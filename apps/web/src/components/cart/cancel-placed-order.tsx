import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelOrder, orderQuery } from '../../api/orders';
import { CancelOrderDialog } from '../ui/confirm-dialog';
import { Alert, dangerButton } from '../ui/ui';
import { ErrorAlert } from '../ui/error-alert';

/**
 * Cancel a placed order while it is Received (ordering-core §7), from its status page or a member's
 * Order Detail: the confirmation, the outcome alerts, and the refreshed order in the query cache.
 * onCancelled lets the caller refresh what else shows the order.
 */
export function useCancelPlacedOrder(tenantId: string, orderId: string, onCancelled?: () => void) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(tenantId, orderId),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderQuery(tenantId, orderId).queryKey, updated);
      onCancelled?.();
    },
  });

  const outcome = (
    <>
      {cancel.isSuccess && (
        <Alert tone="success" title={t`Success!`}>
          <Trans>Your order has been cancelled.</Trans>
        </Alert>
      )}
      <ErrorAlert error={cancel.error} title="Oops!" />
    </>
  );
  const button = (label: string) => (
    <button
      type="button"
      className={dangerButton}
      disabled={cancel.isPending}
      onClick={() => setAsking(true)}
    >
      {cancel.isPending ? t`Cancelling…` : label}
    </button>
  );
  const dialog = (
    <CancelOrderDialog
      open={asking}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        cancel.mutate();
      }}
    />
  );
  return { outcome, button, dialog };
}
