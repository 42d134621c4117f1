import {
  GIFT_NOTE_MAX,
  GIFT_RECIPIENT_MESSAGES,
  GIFT_RECIPIENT_NAME_MAX,
  giftSendDates,
  validateGiftRecipient,
  type GiftRecipientFormErrors,
} from '@storefront/domain';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field';
import { inputClass } from '../../../components/ui/ui';
import { recipientValues, useGiftOrderStore } from '../gift-store';

/** A radio drawn as a card, its words beside it (the gift form's choices). */
export function Choice({
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
  const { first, last } = giftSendDates(now, timeZone);
  const field = (name: keyof typeof recipient) => ({
    id: `${idPrefix}-recipient-${name}`,
    value: recipient[name],
    onChange: (value: string) => setRecipient({ [name]: value }),
    error: errors[name],
  });
  const message = field('message');
  const sendDate = field('sendDate');

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-lg font-bold">Who is it for?</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Choice
            id={`${idPrefix}-for-me`}
            name={`${idPrefix}-send-to`}
            checked={sendTo === 'me'}
            onChange={() => setSendTo('me')}
            title="For me"
          >
            We email the cards to you
          </Choice>
          <Choice
            id={`${idPrefix}-for-someone`}
            name={`${idPrefix}-send-to`}
            checked={sendTo === 'someone'}
            onChange={() => setSendTo('someone')}
            title="For someone else"
          >
            We email them with your message
          </Choice>
        </div>
      </fieldset>

      {sendTo === 'someone' && (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              {...field('name')}
              label="Recipient's name"
              required
              autoComplete="off"
              maxLength={GIFT_RECIPIENT_NAME_MAX}
            />
            <FormField
              {...field('email')}
              label="Recipient's email"
              type="email"
              inputMode="email"
              required
              autoComplete="off"
              maxLength={254}
            />
          </div>
          <div>
            <label htmlFor={message.id} className="text-sm font-semibold">
              Message (optional)
            </label>
            <textarea
              id={message.id}
              value={message.value}
              onChange={(event) => message.onChange(event.target.value)}
              rows={3}
              maxLength={GIFT_NOTE_MAX}
              aria-invalid={message.error ? true : undefined}
              aria-describedby={`${message.id}-count${message.error ? ` ${message.id}-error` : ''}`}
              className={inputClass}
            />
            <p id={`${message.id}-count`} className="mt-1 text-right text-xs text-muted">
              {message.value.length}/{GIFT_NOTE_MAX}
            </p>
            {message.error && (
              <p id={`${message.id}-error`} className="mt-1 text-sm font-medium text-red-800">
                {message.error}
              </p>
            )}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">When should it arrive?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <Choice
                id={`${idPrefix}-send-now`}
                name={`${idPrefix}-send-when`}
                checked={!sendLater}
                onChange={() => setSendLater(false)}
                title="Now"
              >
                As soon as the order is paid
              </Choice>
              <Choice
                id={`${idPrefix}-send-later`}
                name={`${idPrefix}-send-when`}
                checked={sendLater}
                onChange={() => setSendLater(true)}
                title="On a date"
              >
                In the morning of the day you choose
              </Choice>
            </div>
          </fieldset>
          {sendLater && (
            <FormField {...sendDate} label="Send date" type="date" required min={first} max={last} />
          )}
        </div>
      )}
    </div>
  );
}
