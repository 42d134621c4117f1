import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** 'center': a dialog box; 'drawer': a panel sliding from the right edge. */
  variant?: 'center' | 'drawer';
  /** Receives focus when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** An alertdialog asks for a decision (the cancel-order confirmation). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('hidden') && el.getClientRects().length > 0,
  );
}

/**
 * A modal dialog on the native <dialog> (top layer, the rest of the page inert): named by its
 * heading, Escape and a backdrop click close it, Tab stays inside, and focus returns to the control
 * that opened it. Its content mounts only while it is open, so each opening starts fresh.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  variant = 'center',
  initialFocus,
  role = 'dialog',
  className = '',
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target = initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
      target.focus();
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previousOverflow;
        if (dialog.open) dialog.close();
        const back = opener.current;
        if (back?.isConnected) back.focus();
      };
    }
    return undefined;
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const layout =
    variant === 'drawer'
      ? 'ml-auto mr-0 h-dvh max-h-dvh w-full max-w-md rounded-none sm:rounded-l-2xl'
      : 'm-auto max-h-[min(92dvh,56rem)] w-[calc(100%-1.5rem)] max-w-lg rounded-2xl';

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the parent decides, so its state stays the source of truth.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) onClose();
      }}
      className={`bg-white p-0 text-ink shadow-2xl backdrop:bg-[rgb(0_0_0/0.55)] ${layout} ${className}`}
    >
      {open && children}
    </dialog>
  );
}
