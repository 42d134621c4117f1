import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatClock,
  localDateOf,
  minutesSinceMidnightOf,
  parseClock,
  zonedInstant,
} from '@storefront/domain';
import { useState, type ReactNode } from 'react';
import {
  useController,
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Options } from '../../../components/ui/select-field';
import { ApiRequestError } from '../../../lib/api-client';
import { isUnauthenticated } from '../../staff/api/staff-api';
import { StaffButton } from '../../staff/components/staff-button';
import { StaffErrorAlert } from '../../staff/components/staff-shell';

/*
 * The owner console's forms (issue 19): react-hook-form with the zod resolver on the contract's
 * schemas, the very ones the server parses requests with, so a field has one rule and one message
 * on both sides (decision 0027). Unlike the storefront's string forms (useSchemaForm), a settings
 * form holds the schema's own types (numbers, switches, lists) and sends what the schema outputs.
 * The server's refusal ('field: message', http/validate.ts) lands on its field when the form has it,
 * and always in the save bar.
 */

/** The control of a settings form made from `S` (useSettingsForm's), for the form's own parts. */
export type SettingsControl<S extends z.ZodType<FieldValues, FieldValues>> = Control<
  z.input<S>,
  unknown,
  z.output<S>
>;

/** A settings form on a schema: its values are the schema's input `In`, what it saves its output `Out`. */
export function useSettingsForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: In,
): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<In>,
  });
}

/** The field and message of a server's 400 (`path.to.field: message`), when it names one. */
export function fieldErrorOf(reason: unknown): { field: string; message: string } | null {
  if (!(reason instanceof ApiRequestError) || reason.status !== 400) return null;
  const match = /^([\w.]+): (.+)$/s.exec(reason.message);
  return match ? { field: match[1]!, message: match[2]! } : null;
}

/**
 * A settings form's Save: sends the parsed values, then keeps them as the form's new baseline and
 * says "Saved."; a failure shows the server's words (on the field it names, too). A lapsed session
 * goes to the sign-in through `onSignedOut`.
 */
export function useSettingsSave<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  save: (values: Out) => Promise<unknown>,
  onSignedOut: () => void,
) {
  const [state, setState] = useState<{ busy: boolean; saved: boolean; error: string | null }>({
    busy: false,
    saved: false,
    error: null,
  });
  const submit = form.handleSubmit(async (values) => {
    setState({ busy: true, saved: false, error: null });
    try {
      await save(values);
      form.reset(form.getValues());
      setState({ busy: false, saved: true, error: null });
    } catch (reason) {
      if (isUnauthenticated(reason)) return onSignedOut();
      const fieldError = fieldErrorOf(reason);
      if (fieldError && fieldError.field in form.getValues()) {
        form.setError(
          fieldError.field as FieldPath<In>,
          { message: fieldError.message },
          { shouldFocus: true },
        );
      }
      setState({
        busy: false,
        saved: false,
        error: reason instanceof Error ? reason.message : String(reason),
      });
    }
  });
  return {
    ...state,
    dirty: form.formState.isDirty,
    onSubmit: (event?: React.BaseSyntheticEvent) => void submit(event),
  };
}

/** The bar under a settings form: Save (busy while sending), "Saved." after, the server's refusal. */
export function SaveBar({
  busy,
  saved,
  dirty,
  error,
  label,
  children,
}: {
  busy: boolean;
  saved: boolean;
  dirty: boolean;
  error: string | null;
  label?: string;
  /** More buttons beside Save (Cancel, Delete). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    // data-save-bar: the page keeps a focused field clear of it (styles.css).
    <div data-save-bar className="sticky bottom-0 mt-4 space-y-2 border-t border-stone-200 bg-white/95 py-3">
      {error && <StaffErrorAlert message={error} />}
      <div className="flex flex-wrap items-center gap-3">
        <StaffButton type="submit" tone="finish" disabled={busy}>
          {busy ? t`Saving…` : (label ?? t`Save`)}
        </StaffButton>
        {children}
        <p role="status" className="text-sm text-stone-700">
          {saved && !dirty ? t`Saved.` : dirty ? t`Unsaved changes` : ''}
        </p>
      </div>
    </div>
  );
}

/** A settings form: its title and fields, then the save bar. */
export function SettingsForm({
  title,
  description,
  save,
  saveLabel,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  save: ReturnType<typeof useSettingsSave>;
  saveLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `form-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={save.onSubmit}
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="text-sm text-stone-600">{description}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
      <SaveBar busy={save.busy} saved={save.saved} dirty={save.dirty} error={save.error} label={saveLabel}>
        {actions}
      </SaveBar>
    </form>
  );
}

interface BoundFieldProps<V extends FieldValues, Out = V> {
  /** The form's control; `Out` is what it submits (the schema's output). */
  control: Control<V, unknown, Out>;
  name: FieldPath<V>;
  id: string;
  label: string;
  hint?: string;
}

function FieldMessage({ id, message, hint }: { id: string; message?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint?: string, message?: string) =>
  [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** One field's binding: its value and change, and the attributes its input or select shares. */
function useBoundControl<V extends FieldValues, Out>({ control, name, id, hint }: BoundFieldProps<V, Out>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    field,
    message,
    attributes: {
      id,
      ref: field.ref,
      name: field.name,
      onBlur: field.onBlur,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(id, hint, message),
    },
  };
}

const controlClass =
  'mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700';

/** A label above its control, then the field's hint and message. */
function Labelled({
  id,
  label,
  hint,
  message,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  message?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      <FieldMessage id={id} message={message} hint={hint} />
    </div>
  );
}

/**
 * A number field (prices in dollars, minutes, counts): empty is null, anything else the number
 * typed (a letter stays as typed, for the schema to name).
 */
export function NumberField<V extends FieldValues, Out = V>({
  step = 'any',
  min,
  ...props
}: BoundFieldProps<V, Out> & { step?: string; min?: number }) {
  const { field, message, attributes } = useBoundControl(props);
  const value = field.value as number | string | null | undefined;
  return (
    <Labelled {...props} message={message}>
      <input
        {...attributes}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        value={value ?? ''}
        onChange={(event) => {
          const raw = event.target.value;
          field.onChange(raw === '' ? null : Number.isNaN(Number(raw)) ? raw : Number(raw));
        }}
        className={controlClass}
      />
    </Labelled>
  );
}

/** An on/off switch of a settings form (a checkbox with its label). */
export function CheckboxField<V extends FieldValues, Out = V>(props: BoundFieldProps<V, Out>) {
  const { field, message, attributes } = useBoundControl(props);
  return (
    <div>
      <label htmlFor={props.id} className="flex items-center gap-2 font-medium">
        <input
          {...attributes}
          aria-invalid={undefined}
          type="checkbox"
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          className="h-4 w-4"
        />
        {props.label}
      </label>
      <FieldMessage id={props.id} message={message} hint={props.hint} />
    </div>
  );
}

/** A choice among a few values of a settings form. */
export function ChoiceField<V extends FieldValues, Out = V>({
  options,
  ...props
}: BoundFieldProps<V, Out> & { options: readonly { value: string; label: string }[] }) {
  const { field, message, attributes } = useBoundControl(props);
  return (
    <Labelled {...props} message={message}>
      <select
        {...attributes}
        value={(field.value as string | null | undefined) ?? ''}
        // An empty option is the field's null (no unit, no condition).
        onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
        className={controlClass}
      >
        <Options options={options} />
      </select>
    </Labelled>
  );
}

/**
 * A list of checkboxes over one list field of a settings form: the values chosen among `labels`'
 * keys (an item's tags and allergens, a webhook's events), and the field's message.
 */
export function ChecklistField<V extends FieldValues, T>({
  control,
  name,
  legend,
  labels,
}: {
  control: Control<V, unknown, T>;
  name: FieldPath<V>;
  legend: string;
  labels: Readonly<Record<string, string>>;
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen: readonly string[] = (field.value as string[] | undefined) ?? [];
  const message = fieldState.error?.message;
  const id = `checklist-${name.replace(/\./g, '-')}`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {Object.entries(labels).map(([value, label]) => (
          <label key={value} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={chosen.includes(value)}
              onChange={(event) =>
                field.onChange(event.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
              }
            />
            {label}
          </label>
        ))}
      </div>
      <FieldMessage id={id} message={message} />
    </fieldset>
  );
}

/** An instant's date and time ('2026-12-01', '09:30') on the clock of `timeZone`; empty for none. */
function wallClockOf(value: unknown, timeZone: string): { date: string; time: string } {
  const instant = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) return { date: '', time: '' };
  return {
    date: localDateOf(instant, timeZone),
    time: formatClock(minutesSinceMidnightOf(instant, timeZone), '24'),
  };
}

/**
 * An instant of a settings form (a coupon's validity, a product's sale window) as the restaurant's
 * clock shows it: the browser's date and time pickers, in `timeZone`, whatever the owner's computer
 * says. The form's value is the ISO instant they make; both empty is null, a time without a date an
 * empty string (the schema names it). A date without a time is its midnight.
 */
export function DateTimeField<V extends FieldValues, Out = V>({
  timeZone,
  ...props
}: BoundFieldProps<V, Out> & { timeZone: string }) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const [wall, setWall] = useState(() => wallClockOf(field.value, timeZone));
  // The value it last sent: another (the form's reset after an add) shows in the pickers.
  const [sent, setSent] = useState<unknown>(field.value);
  if (field.value !== sent) {
    setSent(field.value);
    setWall(wallClockOf(field.value, timeZone));
  }
  const message = fieldState.error?.message;
  const change = (next: { date: string; time: string }) => {
    setWall(next);
    const value = next.date
      ? new Date(zonedInstant(next.date, parseClock(next.time) ?? 0, timeZone)).toISOString()
      : next.time
        ? ''
        : null;
    setSent(value);
    field.onChange(value);
  };
  const { t } = useLingui();
  const hint = [props.hint, t`On the restaurant’s clock (${timeZone})`].filter(Boolean).join('. ');
  const inputClass = `${controlClass} ${message ? 'border-red-700' : ''}`;
  return (
    <fieldset aria-describedby={describedBy(props.id, hint, message)}>
      <legend className="text-sm font-semibold">{props.label}</legend>
      <div className="mt-1 flex gap-2">
        <label className="flex-1 text-sm">
          <Trans>Date</Trans>
          <input
            id={props.id}
            ref={field.ref}
            type="date"
            value={wall.date}
            onChange={(event) => change({ ...wall, date: event.target.value })}
            onBlur={field.onBlur}
            aria-invalid={message ? true : undefined}
            className={inputClass}
          />
        </label>
        <label className="w-36 text-sm">
          <Trans>Time</Trans>
          <input
            id={`${props.id}-time`}
            type="time"
            value={wall.time}
            onChange={(event) => change({ ...wall, time: event.target.value })}
            onBlur={field.onBlur}
            className={inputClass}
          />
        </label>
      </div>
      <FieldMessage id={props.id} message={message} hint={hint} />
    </fieldset>
  );
}
