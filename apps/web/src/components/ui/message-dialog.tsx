import { useId, type CSSProperties, type ReactNode } from 'react';
import { Modal, type ModalProps } from './modal';

export interface MessageDialogProps extends Omit<ModalProps, 'labelledBy' | 'describedBy' | 'variant'> {
  title: ReactNode;
  message: ReactNode;
  /** The panel's own colours (a popup the tenant styles). */
  style?: CSSProperties;
  centered?: boolean;
}

/**
 * A dialog that says one thing: its title names it, its message describes it, and what follows (more
 * text, the buttons) is its children.
 */
export function MessageDialog({
  title,
  message,
  style,
  centered = false,
  children,
  ...modal
}: MessageDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal {...modal} labelledBy={titleId} describedBy={messageId}>
      <div className={centered ? 'p-6 text-center' : 'p-6'} style={style}>
        <h2 id={titleId} className="font-[family-name:var(--font-display)] text-xl font-bold">
          {title}
        </h2>
        <p id={messageId} className="mt-2">
          {message}
        </p>
        {children}
      </div>
    </Modal>
  );
}

/** A dialog's buttons: in a row at the end, stacked on phones with the first one last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
