import { useId, useRef } from 'react';
import { Modal } from './modal';
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
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'No, Keep It',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={messageId}
      role="alertdialog"
      initialFocus={safe}
    >
      <div className="p-6">
        <h2 id={titleId} className="font-[family-name:var(--font-display)] text-xl font-bold">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-ink">
          {message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={safe} type="button" onClick={onCancel} className={secondaryButton}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} className={dangerButton}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
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
