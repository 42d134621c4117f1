import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Control, FieldPath, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField, fieldsOf } from '../form/text-field';
import type { FormValues } from '../form/use-schema-form';
import { Alert } from '../ui/ui';

/*
 * The built-in test provider's card fields (issue 14): "Card number", "Expiry (MM/YY)", "CVC" and
 * "Postal code", clearly marked as test mode. Used to pay, and to save a card in the profile.
 */

const required = (message: string) => z.string().trim().min(1, message);

/** The test card's rules, with their messages in the page's language (`useLocalizedSchema`). */
export const testCardSchema = (i18n: I18n) =>
  z.object({
    name: required(i18n._(msg`Please enter the name on the card`)),
    number: required(i18n._(msg`Please enter your card number`)).regex(
      /^[\d\s-]{12,23}$/,
      i18n._(msg`Your card number is incomplete.`),
    ),
    expiry: required(i18n._(msg`Please enter the expiry date`)).regex(
      /^\s*\d{1,2}\s*\/\s*\d{2}\s*$/,
      i18n._(msg`Enter the expiry as MM/YY.`),
    ),
    cvc: required(i18n._(msg`Please enter the CVC`)).regex(
      /^\d{3,4}$/,
      i18n._(msg`Your card's security code is incomplete.`),
    ),
    postalCode: required(i18n._(msg`Please enter your postal code`)).max(
      10,
      i18n._(msg`Your postal code is too long.`),
    ),
  });
export type TestCardValues = z.input<ReturnType<typeof testCardSchema>>;

export const emptyTestCard = (name: string): TestCardValues => ({
  name,
  number: '',
  expiry: '',
  cvc: '',
  postalCode: '',
});

/** The card as the server's confirm and save calls take it. */
export const testCardOf = (values: TestCardValues) => ({
  name: values.name.trim(),
  number: values.number,
  expiry: values.expiry,
  cvc: values.cvc.trim(),
  postalCode: values.postalCode.trim(),
});

/** Groups the digits by four as they are typed: 4242 4242 4242 4242. */
const cardNumberShape = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed. */
const expiryShape = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** "Expiry (MM/YY)", shaped as it is typed. */
export function ExpiryField<V extends FormValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  id: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      {...props}
      label={t`Expiry (MM/YY)`}
      inputMode="numeric"
      autoComplete="cc-exp"
      placeholder={t`MM/YY`}
      shape={expiryShape}
      required
    />
  );
}

export function TestModeNotice({ saving = false }: { saving?: boolean }) {
  const { t } = useLingui();
  return (
    <Alert tone="info" title={t`Test mode: no real charge`}>
      {saving
        ? t`Save the test card 4242 4242 4242 4242, any future expiry, any CVC. 4000 0000 0000 0341 is saved but declined when you pay with it; 4000 0000 0000 0002 is declined.`
        : t`Pay with the test card 4242 4242 4242 4242, any future expiry, any CVC. 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 asks for an extra confirmation step.`}
    </Alert>
  );
}

export function TestCardFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<TestCardValues>;
  idPrefix: string;
}) {
  const { t } = useLingui();
  const field = fieldsOf(form, idPrefix);
  return (
    <>
      <TextField {...field('name')} label={t`Name on card`} autoComplete="cc-name" maxLength={120} required />
      <TextField
        {...field('number')}
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        shape={cardNumberShape}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ExpiryField {...field('expiry')} />
        <TextField
          {...field('cvc')}
          label={t`CVC`}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          required
        />
        <TextField
          {...field('postalCode')}
          label={t`Postal code`}
          autoComplete="postal-code"
          maxLength={10}
          required
        />
      </div>
    </>
  );
}
