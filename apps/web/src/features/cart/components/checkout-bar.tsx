import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '@storefront/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormats } from '../../../lib/formats';

/** Shorter than this much of the window is taken by something else: the on-screen keyboard. */
const KEYBOARD_MIN_PX = 150;

/**
 * Whether the on-screen keyboard is up: the visual viewport is much shorter than the window (a
 * pinch-zoomed page shrinks it too; the bar then stays in the page as well, which does no harm).
 */
function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setOpen(window.innerHeight - viewport.height > KEYBOARD_MIN_PX);
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return open;
}

/**
 * The phone's checkout bar (issue 18): the total and the step's one next action, fixed at the foot
 * of the screen below the large breakpoint, where the summary beside the form is not in view (the
 * step hides its own copy of the action there, so there is always exactly one). The page keeps room
 * for it (`data-fixed-footer-bar`: styles.css pads the scroll so a focused field is never under it).
 * While the on-screen keyboard is up the bar joins the end of the page instead, so it neither
 * covers the field being typed in nor rides on the keyboard.
 */
export function CheckoutBar({ total, children }: { total: number | undefined; children: ReactNode }) {
  const keyboardOpen = useKeyboardOpen();
  const { t } = useLingui();
  const { money } = useFormats();
  return (
    <>
      {/* Room at the foot of the page, so its last element can scroll clear of the bar. */}
      {!keyboardOpen && <div aria-hidden="true" className="h-24 lg:hidden" />}
      <div
        data-fixed-footer-bar={keyboardOpen ? undefined : ''}
        className={`${keyboardOpen ? 'mt-6' : 'fixed inset-x-0 bottom-0 z-30'} border-t border-black/10 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden`}
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
          <p className="min-w-0">
            <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
              <Trans>Total</Trans>
            </span>
            <span className="text-lg font-bold tabular-nums">
              {total === undefined ? t`Calculating…` : money(toCents(total))}
            </span>
          </p>
          <div className="grid shrink-0">{children}</div>
        </div>
      </div>
    </>
  );
}
