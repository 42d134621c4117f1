import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState, type ReactNode } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { settingsFields, type FieldList } from './settings-fields';
import { SettingsForm, type useSettingsSave } from './settings-form';
import { staffButtonClass } from '../../staff/components/staff-button';
import { StaffErrorAlert } from '../../staff/components/staff-shell';

/*
 * The owner console's list-and-edit scaffold (issue 19): the pieces every settings page repeats.
 * `Editable` shows a list, and a form in its place while one is edited; `ListAndEdit` is one whose
 * rows are a name, details, Edit and Delete; `SettingsRows` is the list of things with their buttons
 * (promotions, coupons, holidays, gift card products), `RowsSection` its section with an Add button;
 * `RepeatedRows` is a form's own list with Add and Remove (sizes, option choices), and
 * `FieldRows` one bound by name whose rows are plain fields (announcements, fee tiers, dishes);
 * `SettingsFieldset` groups fields under a legend.
 */

export const smallButton = staffButtonClass('plain', 'sm');
export const deleteButton = staffButtonClass('stop', 'sm');

/** A row's small button that sends one request about it (Test print, New secret), idle while it goes. */
export function RequestButton<T>({
  request,
  of,
  children,
}: {
  request: { isPending: boolean; mutate: (of: T) => void };
  of: T;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={smallButton}
      disabled={request.isPending}
      onClick={() => request.mutate(of)}
    >
      {children}
    </button>
  );
}

/** A group of a settings form's fields, across the form's two columns, in `columns` of its own. */
export function SettingsFieldset({
  legend,
  columns = 2,
  children,
}: {
  legend: string;
  columns?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`grid gap-3 rounded border border-stone-200 p-3 sm:col-span-2 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A collection's Delete (useCollection's): by id, busy while on its way, and why it failed. */
export interface RowRemoval {
  mutate: (id: string) => void;
  isPending: boolean;
  error: Error | null;
}

interface SettingsRowsProps<T> {
  items: readonly T[] | undefined;
  describe: (item: T) => ReactNode;
  edit?: (item: T) => ReactNode;
  /** The Delete's accessible name, unique in the list ('Delete Snow Day'). */
  deleteLabel: (item: T) => string;
  /** What the Delete shows when its name is longer than the row needs ('Delete'). */
  deleteText?: string;
  remove: RowRemoval;
  empty?: string;
}

/**
 * Things the owner keeps, one a row: what it is, then its buttons (`edit`'s, then a Delete named
 * `deleteLabel`, off while a deletion is on its way); `empty` when there is none.
 */
export function SettingsRows<T extends { _id: string }>({
  items,
  describe,
  edit,
  deleteLabel,
  deleteText,
  remove,
  empty,
}: SettingsRowsProps<T>) {
  return (
    <ul className="divide-y divide-stone-200 sm:col-span-2">
      {items?.map((item) => (
        <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>{describe(item)}</span>
          <span className="flex gap-2">
            {edit?.(item)}
            <button
              type="button"
              className={deleteButton}
              disabled={remove.isPending}
              aria-label={deleteText ? deleteLabel(item) : undefined}
              onClick={() => remove.mutate(item._id)}
            >
              {deleteText ?? deleteLabel(item)}
            </button>
          </span>
        </li>
      ))}
      {empty && items?.length === 0 && <li className="py-2 text-stone-600">{empty}</li>}
    </ul>
  );
}

/**
 * A section of the things the owner keeps (`label` its accessible name): its Add button, `children`
 * (what went wrong, a notice), then the rows.
 */
export function RowsSection<T extends { _id: string }>({
  label,
  addLabel,
  onAdd,
  children,
  ...rows
}: SettingsRowsProps<T> & {
  label: string;
  addLabel: string;
  onAdd: () => void;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label} className="rounded-lg bg-white p-4 shadow-sm">
      <button type="button" className={staffButtonClass('finish')} onClick={onAdd}>
        {addLabel}
      </button>
      {children}
      <div className="mt-3">
        <SettingsRows {...rows} />
      </div>
    </section>
  );
}

/**
 * A list of things (`list`, given `edit`) or, while one is edited (`edit(id)`, or `edit('new')` for a
 * new one), its form in the list's place; the form's `done` brings the list back, reloaded.
 */
export function Editable<T extends { _id: string }>({
  items,
  reload,
  form,
  list,
}: {
  items: readonly T[];
  reload: () => Promise<unknown>;
  /** The form for `item` (null: a new one); it calls `done` once saved or cancelled. */
  form: (item: T | null, done: () => void) => ReactNode;
  list: (edit: (id: string) => void) => ReactNode;
}) {
  // null: the list; 'new': a new one; else the id of the one being edited.
  const [editing, setEditing] = useState<string | null>(null);
  if (editing === null) return list(setEditing);
  const item = items.find((i) => i._id === editing) ?? null;
  const done = () => {
    setEditing(null);
    void reload();
  };
  return <Fragment key={editing}>{form(item, done)}</Fragment>;
}

/**
 * A list of things with "New …" and an Edit and a Delete per row; while one is edited (or a new one
 * made) its form takes the list's place, and `done` brings the list back.
 */
export function ListAndEdit<T extends { _id: string; name: string }>({
  label,
  newLabel,
  items,
  details,
  remove,
  reload,
  form,
}: {
  /** The section's accessible name, e.g. "Gift card products". */
  label: string;
  newLabel: string;
  items: readonly T[];
  /** What a row says after the item's name. */
  details: (item: T) => ReactNode;
  remove: RowRemoval;
  reload: () => Promise<unknown>;
  /** The form for `item` (null: a new one); it calls `done` once saved or cancelled. */
  form: (item: T | null, done: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Editable
      items={items}
      reload={reload}
      form={(item, done) => <div>{form(item, done)}</div>}
      list={(edit) => (
        <RowsSection
          label={label}
          addLabel={newLabel}
          onAdd={() => edit('new')}
          items={items}
          describe={(item) => (
            <>
              <span className="font-semibold">{item.name}</span>{' '}
              <span className="text-sm text-stone-600">{details(item)}</span>
            </>
          )}
          // Short on screen beside the name; each named in full for assistive tech.
          edit={(item) => (
            <button
              type="button"
              className={smallButton}
              aria-label={t`Edit ${item.name}`}
              onClick={() => edit(item._id)}
            >
              <Trans>Edit</Trans>
            </button>
          )}
          deleteLabel={(item) => t`Delete ${item.name}`}
          deleteText={t`Delete`}
          remove={remove}
        >
          {remove.error && <StaffErrorAlert message={remove.error.message} />}
        </RowsSection>
      )}
    />
  );
}

/** The form of one thing of a `ListAndEdit` (`name` null: a new one): its title, Save or Create, and Cancel. */
export function ListItemForm({
  what,
  name,
  save,
  onCancel,
  children,
}: {
  /** What the list holds. */
  what: 'promotion' | 'gift card product' | 'printer' | 'endpoint';
  name: string | null;
  save: ReturnType<typeof useSettingsSave>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const kind = what === 'gift card product' ? 'product' : what;
  return (
    <SettingsForm
      title={
        name === null
          ? t`${select(kind, {
              promotion: 'New promotion',
              product: 'New gift card product',
              printer: 'New printer',
              other: 'New endpoint',
            })}`
          : t`Edit ${name}`
      }
      save={save}
      saveLabel={
        name === null
          ? t`${select(kind, {
              promotion: 'Create promotion',
              product: 'Create gift card product',
              printer: 'Create printer',
              other: 'Create endpoint',
            })}`
          : t`${select(kind, {
              promotion: 'Save promotion',
              product: 'Save gift card product',
              printer: 'Save printer',
              other: 'Save endpoint',
            })}`
      }
      actions={
        <button type="button" className={smallButton} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      }
    >
      {children}
    </SettingsForm>
  );
}

/**
 * A form's own list (react-hook-form's field array): each row's fields and its Remove, then Add.
 * `columns` is the row's grid (Tailwind classes), the Remove button its last cell.
 */
export function RepeatedRows({
  rows,
  columns,
  render,
  onRemove,
  removeLabel,
  add,
}: {
  rows: readonly { id: string }[];
  columns: string;
  render: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  removeLabel: string;
  /** The Add button; none where rows come another way (an upload). */
  add?: { label: string; run: () => void };
}) {
  return (
    <div className="space-y-2 sm:col-span-full">
      {rows.map((row, index) => (
        <div key={row.id} className={`grid items-end gap-2 ${columns}`}>
          {render(index)}
          <button type="button" className={smallButton} onClick={() => onRemove(index)}>
            {removeLabel}
          </button>
        </div>
      ))}
      {add && (
        <button type="button" className={smallButton} onClick={add.run}>
          {add.label}
        </button>
      )}
    </div>
  );
}

/**
 * The path of the field `key` of row `index` of the list `list`: `delivery.delivery_fees.0.fee`.
 * A path of `T` by construction (`key` is a path of the list's row), which the compiler cannot
 * follow through a template string over generic types: the one place the name is asserted.
 */
const rowPath = <T extends FieldValues, N extends ArrayPath<T>>(
  list: N,
  index: number,
  key: Path<FieldArray<T, N>>,
) => `${list}.${index}.${key}` as Path<T>;

/**
 * A form's list `name` (react-hook-form's field array on the settings form's `control`), each row
 * its `fields` (keys in the row; ids `{prefix}-{name}-{index}-{key}`) and whatever `extra` adds,
 * then Remove; Add appends `add.row`. With a `legend` the list is a fieldset of its own.
 */
export function FieldRows<T extends FieldValues, Out, N extends ArrayPath<T>>({
  legend,
  control,
  prefix,
  name,
  columns,
  fields,
  extra,
  removeLabel,
  add,
}: FieldList<T, N> & {
  control: Control<T, unknown, Out>;
  prefix: string;
  extra?: (index: number) => ReactNode;
}) {
  const list = useFieldArray({ control, name });
  const bound = settingsFields(control, prefix);
  const { i18n } = useLingui();
  const rows = (
    <RepeatedRows
      rows={list.fields}
      columns={columns}
      render={(index) => (
        <>
          {extra?.(index)}
          {bound.fields(
            fields.map(({ kind, name: key, label, language }) => ({
              kind,
              name: rowPath(name, index, key),
              label,
              language,
            })),
          )}
        </>
      )}
      onRemove={list.remove}
      removeLabel={i18n._(removeLabel)}
      add={add && { label: i18n._(add.label), run: () => list.append(add.row) }}
    />
  );
  return legend ? <SettingsFieldset legend={i18n._(legend)}>{rows}</SettingsFieldset> : rows;
}
