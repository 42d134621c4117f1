import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { LabelledInput } from '../../../components/form/labelled-input';
import { Alert, secondaryButton } from '../../../components/ui/ui';

/*
 * The Discounts card's code entry (issue 18): the coupon and the gift card are the same gesture, a
 * code typed and sent, the server's answer under it. One shape serves both, so they read alike and
 * sit in one place.
 */

/** One kind of code (Coupon, Gift Card): its heading, then what it holds. */
export function CodeEntry({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="pt-5 first:pt-0">
      <h3 id={`${id}-title`} className="text-base font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The code typed (a coupon code, a gift card number): as printed, never autocompleted or spelled,
 * and described by the entry's error while there is one.
 */
export function CodeInput({
  error,
  errorId,
  ...input
}: { error: string | null; errorId: string } & ComponentProps<typeof LabelledInput>) {
  return (
    <LabelledInput
      autoComplete="off"
      spellCheck={false}
      {...input}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
}

/** The inputs and their button on one row from the small breakpoint up. */
export function CodeForm({
  onSubmit,
  twoInputs = false,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  twoInputs?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`mt-3 grid gap-3 sm:items-end ${twoInputs ? 'sm:grid-cols-[1fr_1fr_auto]' : 'sm:grid-cols-[1fr_auto]'}`}
    >
      {children}
    </form>
  );
}

/** What the entry did (announced politely), then the server's refusal (announced at once). */
export function CodeFeedback({
  errorId,
  error,
  children,
}: {
  errorId: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <p role="status" className="mt-2 text-sm">
        {children}
      </p>
      {error && (
        <div id={errorId} className="mt-2">
          <Alert tone="danger">{error}</Alert>
        </div>
      )}
    </>
  );
}

/** The entry's send button: disabled until the entry can be sent, and while it is on its way. */
export function CodeSubmit({
  ready,
  pending,
  label,
  busyLabel,
}: {
  ready: boolean;
  pending: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className={secondaryButton} disabled={!ready || pending}>
      {pending ? busyLabel : label}
    </button>
  );
}
