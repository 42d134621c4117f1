import { useRef } from 'react';
import { DialogActions, MessageDialog } from './message-dialog';
import { dangerButton, secondaryButton } from './ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question (an alertdialog); the safe answer has focus first. */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel = 'No, Keep It',
  onConfirm,
  onCancel,
  ...dialog
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog {...dialog} onClose={onCancel} role="alertdialog" initialFocus={safe}>
      <DialogActions>
        <button ref={safe} type="button" onClick={onCancel} className={secondaryButton}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} className={dangerButton}>
          {confirmLabel}
        </button>
      </DialogActions>
    </MessageDialog>
  );
}

/** The spec's confirmation before an order is cancelled (ordering-core §4 Cart, the order page). */
export const CANCEL_ORDER_MESSAGE =
  'Are you sure you want to cancel this order? This action cannot be undone.';

/** Cancel Order's question, the same wherever an order is cancelled: the cart, checkout, /order, the member area. */
export function CancelOrderDialog({
  open,
  onConfirm,
  onCancel,
}: Pick<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>) {
  return (
    <ConfirmDialog
      open={open}
      title="Cancel Order"
      message={CANCEL_ORDER_MESSAGE}
      confirmLabel="Yes, Cancel Order"
      cancelLabel="No, Keep My Order"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
