import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  contactRequestSchema,
  normalizePhone,
  type ContactChallenge,
  type ContactChallengeSolution,
  type ContactRequest,
  type MessageResponse,
} from '@storefront/domain';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton } from '../../components/ui/buttons';
import { inputClass } from '../../components/ui/ui';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { fieldsOf, TextField } from '../../components/form/text-field';
import { describedByOf, FieldFrame } from '../../components/form-field';
import { RestaurantContact } from '../../components/location-chooser/location-card-parts';
import { RestaurantMap } from '../../components/map/restaurant-map';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { apiGet, apiPost } from '../../lib/api-client';
import { solveChallenge } from './solve-challenge';
import { ErrorAlert } from '../../components/ui/error-alert';

/** The fields the visitor fills in, with the rules and messages the server checks with. */
const contactFormSchema = contactRequestSchema.pick({
  senderName: true,
  senderEmail: true,
  senderTelephone: true,
  subject: true,
  message: true,
});
type Field = keyof typeof contactFormSchema.shape;
type Values = Record<Field, string>;

const EMPTY: Values = { senderName: '', senderEmail: '', senderTelephone: '', subject: '', message: '' };

/** The one-line fields; the message is a text area after them. */
const INPUTS: {
  field: Exclude<Field, 'message'>;
  label: MessageDescriptor;
  type?: string;
  autoComplete?: string;
}[] = [
  { field: 'senderName', label: msg`Name`, autoComplete: 'name' },
  {
    field: 'senderEmail',
    label: msg`Email`,
    type: 'email',
    autoComplete: 'email',
  },
  {
    field: 'senderTelephone',
    label: msg`Phone`,
    type: 'tel',
    autoComplete: 'tel',
  },
  { field: 'subject', label: msg`Subject` },
];

/** The challenge is solved in the background as soon as the page opens, so Send never waits long. */
function useSolvedChallenge() {
  const { t } = useLingui();
  const [solution, setSolution] = useState<ContactChallengeSolution | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setSolution(null);
    apiGet<ContactChallenge>('/communication/challenge')
      .then((challenge) => solveChallenge(challenge, controller.signal))
      .then((solved) => {
        if (solved) setSolution(solved);
        else setError(t`The security check could not be completed. Please reload the page.`);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      });
    return () => controller.abort();
  }, [round, t]);
  return { solution, error, renew: () => setRound((r) => r + 1) };
}

function ContactForm() {
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const formId = useId();
  const { t, i18n } = useLingui();
  const form = useSchemaForm(contactFormSchema, EMPTY);
  const pristine = !form.formState.isDirty;
  const challenge = useSolvedChallenge();
  const send = useMutation({
    mutationFn: (body: ContactRequest) => apiPost<MessageResponse>('/communication/contact', body),
    // A challenge is good for one message: the next attempt needs a fresh one.
    onSettled: () => challenge.renew(),
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
        <h2 className="text-2xl font-bold">
          <Trans>Message Sent Successfully</Trans>
        </h2>
        <p className="mt-3 text-muted">{send.data.message}</p>
        <button
          type="button"
          className={`${primaryButton(onBrand)} mt-6`}
          onClick={() => {
            send.reset();
            void navigate(paths.root);
          }}
        >
          <Trans>BACK TO HOME</Trans>
        </button>
      </div>
    );
  }

  const captchaMessage =
    challenge.error ?? (send.isPending || challenge.solution ? null : t`Checking your browser…`);

  const submit = form.handleSubmit((values) => {
    if (!challenge.solution) return;
    send.mutate({
      senderName: values.senderName.trim(),
      senderEmail: values.senderEmail.trim(),
      senderTelephone: normalizePhone(values.senderTelephone),
      subject: values.subject.trim(),
      message: values.message.trim(),
      captchaResponse: challenge.solution,
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
      className="space-y-4"
    >
      <h2 id={`${formId}-title`} className="text-2xl font-bold">
        <Trans>Send Us a Message</Trans>
      </h2>
      <ErrorAlert error={send.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        {INPUTS.map(({ field, label, type, autoComplete }) => (
          <div key={field} className={field === 'subject' ? 'sm:col-span-2' : ''}>
            <TextField
              {...fieldsOf(form, formId)(field)}
              label={i18n._(label)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              inputMode={field === 'senderTelephone' ? 'tel' : undefined}
              maxLength={field === 'senderTelephone' ? 20 : 200}
              shape={field === 'senderTelephone' ? normalizePhone : undefined}
            />
          </div>
        ))}
        <Controller
          control={form.control}
          name="message"
          render={({ field: input, fieldState }) => {
            const id = `${formId}-message`;
            const error = fieldState.error?.message;
            return (
              <FieldFrame id={id} label={t`Message`} error={error} className="sm:col-span-2">
                <textarea
                  id={id}
                  name={input.name}
                  ref={input.ref}
                  value={input.value}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={input.onBlur}
                  rows={6}
                  maxLength={5000}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedByOf(id, null, error)}
                  className={inputClass}
                />
              </FieldFrame>
            );
          }}
        />
      </div>
      {captchaMessage && (
        <p role="status" className="text-sm text-muted">
          {captchaMessage}
        </p>
      )}
      <button
        type="submit"
        className={primaryButton(onBrand)}
        disabled={pristine || send.isPending || !challenge.solution}
      >
        {send.isPending ? t`Sending Message...` : t`Send Message`}
      </button>
    </form>
  );
}

/** /contact (accounts-and-extras §2): hero, location cards, map and the contact form. */
export default function ContactPage() {
  const tenant = useTenant();
  const { restaurants } = tenant;
  const { t } = useLingui();
  return (
    <div>
      <section className="bg-brand/15 px-4 py-12 text-center md:py-16">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          <Trans>Questions, catering or feedback: we would love to hear from you.</Trans>
        </p>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <ul className="space-y-4" aria-label={t`Locations`}>
            {restaurants.map((restaurant) => (
              <li key={restaurant._id} className="rounded-xl border border-black/10 bg-white p-5 shadow-sm">
                <h2 className="mb-2 text-lg font-bold">{restaurant.name}</h2>
                <RestaurantContact restaurant={restaurant} />
              </li>
            ))}
          </ul>
          <RestaurantMap
            restaurants={restaurants}
            zoom={12}
            label={t`Map of our locations`}
            className="h-72"
          />
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
