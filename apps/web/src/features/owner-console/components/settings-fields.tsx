import { Fragment } from 'react';
import type { Control } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { CheckboxField, NumberField } from './settings-form';

const KINDS = ['text', 'number', 'check', 'date'] as const;

/** A settings form's field: its kind, its dotted name ('settings.gst_rate'), its label, and a hint. */
export type SettingField = readonly [
  kind: (typeof KINDS)[number],
  name: string,
  label: string,
  hint?: string,
];

/** A form's own list of rows (FieldRows): its fields by their key in a row, its Remove and Add. */
export interface FieldList {
  legend?: string;
  name: string;
  columns: string;
  fields: readonly SettingField[];
  removeLabel: string;
  add?: { label: string; row: object };
}

type FieldRowsJson = readonly (readonly string[])[];

/**
 * A page's fields as its JSON file writes them: `tables` of fields by section (`[kind, name, label,
 * hint?]`) and `lists` of rows (FieldRows). Each field's kind is checked once: JSON cannot say that
 * a kind is one of the four.
 */
export function settingsTablesOf<T extends string, L extends string>(json: {
  tables: Record<T, FieldRowsJson>;
  lists: Record<L, Omit<FieldList, 'fields'> & { fields: FieldRowsJson }>;
}) {
  const tables = {} as Record<T, readonly SettingField[]>;
  for (const key of Object.keys(json.tables) as T[]) tables[key] = json.tables[key].map(settingFieldOf);
  const lists = {} as Record<L, FieldList>;
  for (const key of Object.keys(json.lists) as L[]) {
    lists[key] = { ...json.lists[key], fields: json.lists[key].fields.map(settingFieldOf) };
  }
  return { tables, lists };
}

function settingFieldOf(row: readonly string[]): SettingField {
  const [kind, name, label, hint] = row;
  const known = KINDS.find((k) => k === kind);
  if (!known || !name || !label || row.length > 4)
    throw new Error(`Not a settings field: ${JSON.stringify(row)}`);
  return hint === undefined ? [known, name, label] : [known, name, label, hint];
}

/**
 * The fields of one settings form by dotted name ('settings.gst_rate'), each with the id
 * `{prefix}-settings-gst_rate`: text, number and on/off, bound to the form's control; `fields`
 * renders a table of them.
 */
export function settingsFields(control: Control<never, unknown, unknown>, prefix: string) {
  // Each field names its own path: the form's value type cannot follow a name built at run time.
  const id = (name: string) => `${prefix}-${name.replace(/\./g, '-')}`;
  const bound = (name: string) => ({ control: control as never, name: name as never, id: id(name) });
  const text = (name: string, label: string, hint?: string, type?: string) => (
    <TextField {...bound(name)} label={label} hint={hint} type={type} />
  );
  const number = (name: string, label: string, hint?: string) => (
    <NumberField {...bound(name)} label={label} hint={hint} />
  );
  const check = (name: string, label: string) => <CheckboxField {...bound(name)} label={label} />;
  const field = ([kind, name, label, hint]: SettingField) => {
    if (kind === 'check') return check(name, label);
    if (kind === 'number') return number(name, label, hint);
    return text(name, label, hint, kind === 'date' ? 'date' : undefined);
  };
  const fields = (table: readonly SettingField[]) =>
    table.map((f) => <Fragment key={f[1]}>{field(f)}</Fragment>);
  return { id, text, number, check, field, fields };
}
