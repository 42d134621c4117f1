import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Locale } from '@storefront/domain';
import { Fragment, type ReactNode } from 'react';
import type { ArrayPath, Control, FieldArray, FieldValues, Path } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { CheckboxField, ChoiceField, DateTimeField, NumberField } from './settings-form';
import { translatedLabel } from './translation-fields';

/**
 * How a settings field is shown: a text box, a number, an on/off switch, a date, a date and time
 * on the restaurant's clock (an instant in the values), or a choice among `options`.
 */
export type FieldKind = 'text' | 'number' | 'check' | 'date' | 'datetime' | 'choice';

/**
 * A field of a settings form whose values are `T`: its kind, its dotted name in the values
 * ('settings.gst_rate', checked against `T`: a misspelt name does not compile), its label, a hint,
 * and a choice's options (an empty value is the field's null), in words of the console's catalogue;
 * the field of a translation names its `language` ('Name (Français)').
 */
export interface FieldSpec<T> {
  kind: FieldKind;
  name: Path<T>;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  options?: readonly { value: string; label: MessageDescriptor }[];
  language?: Locale;
}

/**
 * A form's own list of rows (FieldRows) at the array `N` of `T`: its fields by their name in a row
 * (checked against the row's type), its Remove, and its Add with the row it appends.
 */
export interface FieldList<T extends FieldValues, N extends ArrayPath<T> = ArrayPath<T>> {
  legend?: MessageDescriptor;
  name: N;
  columns: string;
  fields: readonly FieldSpec<FieldArray<T, N>>[];
  removeLabel: MessageDescriptor;
  add?: { label: MessageDescriptor; row: FieldArray<T, N> };
}

/** Any one list of rows of `T`'s forms, told apart by its `name` (for a table's `satisfies`). */
export type AnyFieldList<T extends FieldValues> = { [N in ArrayPath<T>]: FieldList<T, N> }[ArrayPath<T>];

/**
 * The fields of one settings form by dotted name ('settings.gst_rate', a path of the form's values),
 * each with the id `{prefix}-settings-gst_rate`: text, number and on/off, bound to the form's
 * control; `fields` renders a table of them. A date and time is on the clock of `timeZone` (the
 * restaurant's), which a form with such a field passes.
 */
export function settingsFields<T extends FieldValues, Out>(
  control: Control<T, unknown, Out>,
  prefix: string,
  timeZone?: string,
) {
  const id = (name: string) => `${prefix}-${name.replace(/\./g, '-')}`;
  const bound = (name: Path<T>) => ({ control, name, id: id(name) });
  const text = (name: Path<T>, label: string, hint?: string, type?: string) => (
    <TextField {...bound(name)} label={label} hint={hint} type={type} />
  );
  const number = (name: Path<T>, label: string, hint?: string) => (
    <NumberField {...bound(name)} label={label} hint={hint} />
  );
  const check = (name: Path<T>, label: string) => <CheckboxField {...bound(name)} label={label} />;
  const field = (spec: FieldSpec<T>) => <SpecField spec={spec} draw={draw} />;
  const draw = ({ kind, name }: FieldSpec<T>, label: string, hint?: string, options?: Choices) => {
    if (kind === 'check') return check(name, label);
    if (kind === 'number') return number(name, label, hint);
    if (kind === 'choice')
      return <ChoiceField {...bound(name)} label={label} hint={hint} options={options ?? []} />;
    if (kind === 'datetime') {
      if (!timeZone) throw new Error(`${name}: a date and time field needs the restaurant's time zone`);
      return <DateTimeField {...bound(name)} label={label} hint={hint} timeZone={timeZone} />;
    }
    return text(name, label, hint, kind === 'date' ? 'date' : undefined);
  };
  const fields = (table: readonly FieldSpec<T>[]) =>
    table.map((f) => <Fragment key={f.name}>{field(f)}</Fragment>);
  return { id, text, number, check, field, fields };
}

type Choices = readonly { value: string; label: string }[];

/** A field of a table, its words in the console's language. */
function SpecField<T>({
  spec,
  draw,
}: {
  spec: FieldSpec<T>;
  draw: (spec: FieldSpec<T>, label: string, hint?: string, options?: Choices) => ReactNode;
}) {
  const { i18n } = useLingui();
  const label = i18n._(spec.label);
  return draw(
    spec,
    spec.language ? translatedLabel(label, spec.language) : label,
    spec.hint && i18n._(spec.hint),
    spec.options?.map((option) => ({ value: option.value, label: i18n._(option.label) })),
  );
}
