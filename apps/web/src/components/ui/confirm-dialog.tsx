import { useLingui } from '@lingui/react/macro';
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
  cancelLabel,
  onConfirm,
  onCancel,
  ...dialog
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog {...dialog} onClose={onCancel} role="alertdialog" initialFocus={safe}>
      <DialogActions>
        <button ref={safe} type="button" onClick={onCancel} className={secondaryButton}>
          {cancelLabel ?? t`No, Keep It`}
        </button>
        <button type="button" onClick={onConfirm} className={dangerButton}>
          {confirmLabel}
        </button>
      </DialogActions>
    </MessageDialog>
  );
}

/** Cancel Order's question (ordering-core §4 Cart, the order page), the same wherever an order is
 * cancelled: the cart, checkout, /order, the member area. */
export function CancelOrderDialog({
  open,
  onConfirm,
  onCancel,
}: Pick<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={t`Cancel Order`}
      message={t`Are you sure you want to cancel this order? This action cannot be undone.`}
      confirmLabel={t`Yes, Cancel Order`}
      cancelLabel={t`No, Keep My Order`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
