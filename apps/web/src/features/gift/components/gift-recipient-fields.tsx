import {
  GIFT_NOTE_MAX,
  GIFT_RECIPIENT_MESSAGES,
  GIFT_RECIPIENT_NAME_MAX,
  giftSendDates,
  validateGiftRecipient,
  type GiftRecipientFormErrors,
} from '@storefront/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { describedByOf, FieldFrame, FormField } from '../../../components/form-field';
import { EMAIL_INPUT } from '../../../components/form/email-input';
import { inputClass } from '../../../components/ui/ui';
import { recipientValues, useGiftOrderStore } from '../gift-store';

/** A radio drawn as a card, its words beside it (the gift form's choices). */
function Choice({
  id,
  name,
  checked,
  onChange,
  title,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  children?: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl px-4 py-3 ring-1 ring-ink/15 has-[:checked]:bg-brand/15 has-[:checked]:ring-2 has-[:checked]:ring-ink/70">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1 h-4 w-4 accent-current"
      />
      <span>
        <span className="block font-semibold">{title}</span>
        {children && <span className="block text-sm text-muted">{children}</span>}
      </span>
    </label>
  );
}

/**
 * A question of the gift form answered by one of `options` (value, title, words), each a Choice card;
 * `small` for a question inside a section, `children` after the cards (the question's error).
 */
export function ChoiceGroup<T extends string | boolean>({
  legend,
  small = false,
  name,
  idOf,
  options,
  value,
  onChange,
  describedBy,
  children,
}: {
  legend: string;
  small?: boolean;
  name: string;
  idOf: (value: T) => string;
  options: readonly (readonly [value: T, title: MessageDescriptor, words: MessageDescriptor])[];
  /** null: none chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  describedBy?: string;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={small ? 'text-sm font-semibold' : 'text-lg font-bold'}>{legend}</legend>
      <div className={`${small ? 'mt-2' : 'mt-3'} grid gap-2 sm:grid-cols-2`}>
        {options.map(([option, title, words]) => (
          <Choice
            key={String(option)}
            id={idOf(option)}
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
            title={i18n._(title)}
          >
            {i18n._(words)}
          </Choice>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/**
 * What is wrong with the recipient as the form holds it (none when the cards are the buyer's), by the
 * rules the server applies; `now` and the zone are the restaurant's clock.
 */
export function giftRecipientErrors(now: number, timeZone: string): GiftRecipientFormErrors {
  const state = useGiftOrderStore.getState();
  if (state.giftCardType !== 'Digital' || state.sendTo !== 'someone') return {};
  if (state.sendLater && state.recipient.sendDate === '') {
    return {
      ...validateGiftRecipient(recipientValues(state), now, timeZone),
      sendDate: GIFT_RECIPIENT_MESSAGES.sendDate,
    };
  }
  return validateGiftRecipient(recipientValues(state), now, timeZone);
}

const SEND_TO = [
  ['me', msg`For me`, msg`We email the cards to you`],
  ['someone', msg`For someone else`, msg`We email them with your message`],
] as const;

const SEND_WHEN = [
  [false, msg`Now`, msg`As soon as the order is paid`],
  [true, msg`On a date`, msg`In the morning of the day you choose`],
] as const;

/**
 * Digital cards for the buyer or for someone else (issue 18 item 7): the recipient's name and email,
 * a message, and when the mail goes (now, or a morning up to GIFT_SEND_DAYS_MAX days ahead).
 */
export function GiftRecipientFields({
  idPrefix,
  errors,
  now,
  timeZone,
}: {
  idPrefix: string;
  errors: GiftRecipientFormErrors;
  now: number;
  timeZone: string;
}) {
  const { sendTo, recipient, sendLater, setSendTo, setRecipient, setSendLater } = useGiftOrderStore();
  const { t } = useLingui();
  const { first, last } = giftSendDates(now, timeZone);
  const field = (name: keyof typeof recipient) => ({
    id: `${idPrefix}-recipient-${name}`,
    value: recipient[name],
    onChange: (value: string) => setRecipient({ [name]: value }),
    error: errors[name],
  });
  const message = field('message');
  const typed = message.value.length;
  const sendDate = field('sendDate');

  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={t`Who is it for?`}
        name={`${idPrefix}-send-to`}
        idOf={(value) => `${idPrefix}-for-${value}`}
        options={SEND_TO}
        value={sendTo}
        onChange={setSendTo}
      />

      {sendTo === 'someone' && (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              {...field('name')}
              label={t`Recipient's name`}
              required
              autoComplete="off"
              maxLength={GIFT_RECIPIENT_NAME_MAX}
            />
            <FormField
              {...field('email')}
              label={t`Recipient's email`}
              {...EMAIL_INPUT}
              required
              autoComplete="off"
            />
          </div>
          <FieldFrame
            id={message.id}
            label={t`Message (optional)`}
            error={message.error}
            hint={t`${typed}/${GIFT_NOTE_MAX} characters`}
          >
            <textarea
              id={message.id}
              value={message.value}
              onChange={(event) => message.onChange(event.target.value)}
              rows={3}
              maxLength={GIFT_NOTE_MAX}
              aria-invalid={message.error ? true : undefined}
              aria-describedby={describedByOf(message.id, true, message.error)}
              className={inputClass}
            />
          </FieldFrame>
          <ChoiceGroup
            legend={t`When should it arrive?`}
            small
            name={`${idPrefix}-send-when`}
            idOf={(later) => `${idPrefix}-send-${later ? 'later' : 'now'}`}
            options={SEND_WHEN}
            value={sendLater}
            onChange={setSendLater}
          />
          {sendLater && (
            <FormField {...sendDate} label={t`Send date`} type="date" required min={first} max={last} />
          )}
        </div>
      )}
    </div>
  );
}
