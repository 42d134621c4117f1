import { useId } from 'react';
import { useLocalizedSchema, useSchemaForm, useSubmitAction } from '../form/use-schema-form';
import { primaryButton, secondaryButton } from '../ui/ui';
import { useOnBrandText } from '../use-on-brand-text';
import {
  emptyTestCard,
  testCardOf,
  testCardSchema,
  TestCardFields,
  TestModeNotice,
  type TestCardValues,
} from './test-card-fields';
import { ErrorAlert } from '../ui/error-alert';

/*
 * The card forms' shared parts (issue 18): the checkout's Pay With Card and the profile's saved
 * cards take a card the same way, so one form serves both; only what is done with the card and the
 * buttons' words differ.
 */

export interface CardFormFootProps {
  error: string | null;
  busy: boolean;
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  busyLabel: string;
  /** Besides `busy`, e.g. while the payment provider's script loads. */
  submitDisabled?: boolean;
}

/** A card form's foot: what went wrong under Error!, then the way back and the submit, apart. */
export function CardFormFoot({
  error,
  busy,
  backLabel,
  onBack,
  submitLabel,
  busyLabel,
  submitDisabled = false,
}: CardFormFootProps) {
  const onBrand = useOnBrandText();
  return (
    <>
      <ErrorAlert error={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className={secondaryButton} onClick={onBack} disabled={busy}>
          {backLabel}
        </button>
        <button type="submit" className={primaryButton(onBrand)} disabled={busy || submitDisabled}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}

/**
 * The built-in test provider's card form, to pay (`saving` false) or to save a card: the test-mode
 * notice, name, number, expiry, CVC and postal code, then the foot. `onCard` gets the card as the
 * server takes it; what it throws is shown.
 */
export function CardFields({
  holderName,
  saving = false,
  onCard,
  error: shownError = null,
  ...foot
}: Omit<CardFormFootProps, 'busy' | 'error'> & {
  holderName: string;
  saving?: boolean;
  onCard: (card: ReturnType<typeof testCardOf>) => Promise<void>;
  /** A message from outside the form (a payment's extra step that failed), shown in the same place. */
  error?: string | null;
}) {
  const idPrefix = useId();
  const form = useSchemaForm<TestCardValues>(useLocalizedSchema(testCardSchema), emptyTestCard(holderName));
  const { submitting, error, onSubmit } = useSubmitAction(form, (values) => onCard(testCardOf(values)));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TestModeNotice saving={saving} />
      <TestCardFields form={form} idPrefix={idPrefix} />
      <CardFormFoot {...foot} error={error ?? shownError} busy={submitting} />
    </form>
  );
}
