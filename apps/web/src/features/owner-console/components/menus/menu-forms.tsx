import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ALLERGEN_LABELS,
  INTL_LOCALE,
  MENU_TAG_LABELS,
  UNTIL_FURTHER_NOTICE,
  itemFieldsSchema,
  menuFieldsSchema,
  sectionFieldsSchema,
  type ConsoleMenu,
  type ConsoleMenuItem,
  type ConsoleMenuSection,
  type ConsoleMenusResponse,
  type ItemFields,
  type MenuFields,
  type Locale,
  type SectionFields,
} from '@storefront/domain';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useController,
  useFieldArray,
  useWatch,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { TextField, fieldsOf } from '../../../../components/form/text-field';
import { usePageLocale } from '../../../../lib/i18n';
import {
  CheckboxField,
  ChecklistField,
  ChoiceField,
  NumberField,
  SettingsForm,
  useSettingsForm,
  useSettingsSave,
} from '../settings-form';
import { RepeatedRows } from '../settings-list';
import { staffButtonClass } from '../../../staff/components/staff-button';
import { StaffErrorAlert } from '../../../staff/components/staff-shell';
import { MENU_ITEM_LABELS, MENU_LABELS, SECTION_LABELS } from './menu-labels';
import { translatedLabel, useOtherLanguages } from '../translation-fields';

/*
 * The forms of the owner console's menus: a menu, a section, an item (with its sizes, option groups,
 * tags and photo). Each is the contract's schema (contract/menu-console.ts) through useSettingsForm.
 */

const small = staffButtonClass('plain', 'sm');
const danger = staffButtonClass('stop');

/** What every form of the page is given: how to save, how to delete, what to do when signed out. */
export interface FormProps<Fields> {
  save: (fields: Fields) => Promise<unknown>;
  remove?: () => Promise<unknown>;
  onSignedOut: () => void;
}

/** Delete, after a second click (Yes, delete). */
function DeleteButton({
  what,
  remove,
}: {
  what: 'menu' | 'section' | 'item';
  remove: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  if (!asking) {
    return (
      <button type="button" className={danger} onClick={() => setAsking(true)}>
        {t`${select(what, { menu: 'Delete menu', section: 'Delete section', other: 'Delete item' })}`}
      </button>
    );
  }
  return (
    <span className="flex items-center gap-2 text-sm">
      {t`${select(what, {
        menu: 'Delete this menu and all it holds?',
        section: 'Delete this section and all it holds?',
        other: 'Delete this item and all it holds?',
      })}`}
      <button
        type="button"
        className={danger}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void remove().finally(() => setBusy(false));
        }}
      >
        <Trans>Yes, delete</Trans>
      </button>
      <button type="button" className={small} onClick={() => setAsking(false)}>
        <Trans>Keep</Trans>
      </button>
    </span>
  );
}

/**
 * The form of a menu, a section or an item (`existing`; none: a new one): "Menu: Lunch" or
 * "New menu", Save or "Add menu", and Delete on one that exists.
 */
function MenuPartForm({
  what,
  existing,
  saving,
  remove,
  children,
}: {
  what: 'menu' | 'section' | 'item';
  existing?: { name: string };
  saving: ReturnType<typeof useSettingsSave>;
  remove?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const name = existing?.name ?? '';
  return (
    <SettingsForm
      title={
        existing
          ? t`${select(what, { menu: `Menu: ${name}`, section: `Section: ${name}`, other: `Item: ${name}` })}`
          : t`${select(what, { menu: 'New menu', section: 'New section', other: 'New item' })}`
      }
      save={saving}
      saveLabel={
        existing
          ? t`Save`
          : t`${select(what, { menu: 'Add menu', section: 'Add section', other: 'Add item' })}`
      }
      actions={existing && remove && <DeleteButton what={what} remove={remove} />}
    >
      {children}
    </SettingsForm>
  );
}

const wide = (children: ReactNode) => <div className="sm:col-span-2">{children}</div>;

/** A menu's, section's or item's form: the schema's from `defaults`, and its Save. */
function usePartForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaults: In,
  { save, onSignedOut }: FormProps<Out>,
) {
  const form = useSettingsForm(schema, defaults);
  return { form, saving: useSettingsSave(form, save, onSignedOut) };
}

/** What a menu and a section both have, as their form starts: the part's, or a new one's. */
const partDefaults = (
  part?: Pick<
    ConsoleMenuSection,
    'name' | 'description' | 'translations' | 'hidden_from_public' | 'disabled'
  >,
) => ({
  name: part?.name ?? '',
  description: part?.description ?? null,
  translations: part?.translations,
  hidden_from_public: part?.hidden_from_public ?? false,
  disabled: part?.disabled ?? false,
});

/**
 * A field of what every menu part has, bound by name (ids `{what}-{name}`): the part's form's
 * `fieldsOf`, whose values (`V`) have each of these names.
 */
type PartField<V extends FieldValues, Out> = (
  name:
    | 'name'
    | 'description'
    | 'hidden_from_public'
    | 'disabled'
    | `translations.${Locale}.${'name' | 'description'}`,
) => { control: Control<V, unknown, Out>; name: FieldPath<V>; id: string };

/**
 * A name or description and, beside it, its words in each other language the tenant offers
 * ('Name (Français)'; issue 31): the part's `translations`.
 */
function NamedFields<V extends FieldValues, Out>({
  field,
  which,
  label: descriptor,
  maxLength,
  required,
}: {
  field: PartField<V, Out>;
  which: 'name' | 'description';
  label: MessageDescriptor;
  maxLength: number;
  required?: boolean;
}) {
  const others = useOtherLanguages();
  const { i18n } = useLingui();
  const label = i18n._(descriptor);
  return (
    <>
      <TextField {...field(which)} label={label} required={required} maxLength={maxLength} />
      {others.map((locale) => (
        <TextField
          key={locale}
          {...field(`translations.${locale}.${which}`)}
          label={translatedLabel(label, locale)}
          maxLength={maxLength}
        />
      ))}
    </>
  );
}

/** Whether diners see a menu part (Hidden) and whether it is on at all (Disabled). */
function VisibilityFields<V extends FieldValues, Out>({ field }: { field: PartField<V, Out> }) {
  const { i18n } = useLingui();
  return (
    <>
      <CheckboxField {...field('hidden_from_public')} label={i18n._(MENU_LABELS.hidden_from_public)} />
      <CheckboxField {...field('disabled')} label={i18n._(MENU_LABELS.disabled)} />
    </>
  );
}

/** A menu's or a section's own fields: name and description, then `children`, then its visibility. */
function PartFields<V extends FieldValues, Out>({
  field,
  children,
}: {
  field: PartField<V, Out>;
  children?: ReactNode;
}) {
  return (
    <>
      <NamedFields field={field} which="name" label={MENU_LABELS.name} required maxLength={200} />
      <NamedFields field={field} which="description" label={MENU_LABELS.description} maxLength={2000} />
      {children}
      <VisibilityFields field={field} />
    </>
  );
}

export function MenuForm({ menu, remove, ...props }: FormProps<MenuFields> & { menu?: ConsoleMenu }) {
  const defaults = {
    ...partDefaults(menu),
    duration: menu?.duration ?? null,
    online_ordering: menu?.online_ordering ?? true,
  };
  const { form, saving } = usePartForm(menuFieldsSchema, defaults, props);
  const field = fieldsOf(form, 'menu');
  const duration = useWatch({ control: form.control, name: 'duration' });
  const { t, i18n } = useLingui();
  return (
    <MenuPartForm what="menu" existing={menu} saving={saving} remove={remove}>
      <PartFields field={field}>
        <CheckboxField {...field('online_ordering')} label={i18n._(MENU_LABELS.online_ordering)} />
      </PartFields>
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={duration !== null && duration !== undefined}
            onChange={(event) =>
              form.setValue('duration', event.target.checked ? { name: '', start: '', end: '' } : null, {
                shouldDirty: true,
              })
            }
          />
          <Trans>Served only in a time window (else all day)</Trans>
        </label>
      </div>
      {duration && (
        <>
          <TextField {...field('duration.name')} label={t`Window name`} maxLength={80} hint={t`e.g. Lunch`} />
          <span />
          <TextField {...field('duration.start')} label={t`From (24-hour)`} placeholder="11:00" />
          <TextField {...field('duration.end')} label={t`Until (24-hour)`} placeholder="14:00" />
        </>
      )}
    </MenuPartForm>
  );
}

export function SectionForm({
  section,
  remove,
  ...props
}: FormProps<SectionFields> & { section?: ConsoleMenuSection }) {
  const { form, saving } = usePartForm(sectionFieldsSchema, partDefaults(section), props);
  const { t, i18n } = useLingui();
  return (
    <MenuPartForm what="section" existing={section} saving={saving} remove={remove}>
      <PartFields field={fieldsOf(form, 'section')}>
        <TextField
          {...fieldsOf(form, 'section')('station')}
          label={i18n._(SECTION_LABELS.station)}
          maxLength={30}
          hint={t`Its items print at this station (kitchen when empty)`}
        />
      </PartFields>
    </MenuPartForm>
  );
}

type ItemInput = z.input<typeof itemFieldsSchema>;
type ItemForm = UseFormReturn<ItemInput, unknown, ItemFields>;
type ItemControl = Control<ItemInput, unknown, ItemFields>;

function itemDefaults(item?: ConsoleMenuItem): ItemInput {
  if (!item) return { code: '', name: '', price: 0, description: null, print_name: null };
  const { _id, ...fields } = item;
  return fields;
}

/** Sold out until brought back (the kitchen's "86 it"), or until the date the kitchen chose. */
function SoldOutField({ control }: { control: ItemControl }) {
  const { field } = useController({ control, name: 'sold_out_until' });
  const until = field.value ?? null;
  const { i18n } = useLingui();
  return (
    <label className="flex items-center gap-2 font-medium">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={until !== null}
        onChange={(event) => field.onChange(event.target.checked ? UNTIL_FURTHER_NOTICE : null)}
      />
      {i18n._(MENU_ITEM_LABELS.sold_out_until)}
      {until !== null && until !== UNTIL_FURTHER_NOTICE && <SoldOutUntil until={until} />}
    </label>
  );
}

/** The day and time the kitchen brings a sold-out item back, in the console's language. */
function SoldOutUntil({ until }: { until: string }) {
  const { t } = useLingui();
  const when = new Date(until).toLocaleString(INTL_LOCALE[usePageLocale().locale]);
  return <span className="font-normal text-stone-600">{t`(until ${when})`}</span>;
}

/** A size's or a sub-item's name, then its name in each other language the tenant offers (issue 31). */
function NameInLanguages({
  form,
  name,
  label,
  maxLength,
}: {
  form: ItemForm;
  name: `sizes.${number}` | `sub_items.${number}`;
  label: string;
  maxLength: number;
}) {
  const field = fieldsOf(form, 'item');
  return (
    <>
      <TextField {...field(`${name}.name`)} label={label} maxLength={maxLength} />
      {useOtherLanguages().map((locale) => (
        <TextField
          key={locale}
          {...field(`${name}.translations.${locale}.name`)}
          label={translatedLabel(label, locale)}
          maxLength={maxLength}
        />
      ))}
    </>
  );
}

/** A list of named rows of the item's form: its words, its figure's field, and a new row. */
interface NamedRows<L extends 'sizes' | 'sub_items'> {
  legend: MessageDescriptor;
  rowName: (index: number) => MessageDescriptor;
  maxLength: number;
  figure: (index: number) => { path: FieldPath<ItemInput>; label: MessageDescriptor; step: string };
  remove: MessageDescriptor;
  add: MessageDescriptor;
  newRow: FieldArray<ItemInput, L>;
}

/**
 * The item's lists of named rows with a figure each: its sizes with their prices, and what a combo
 * holds ('Cup of soup', 'Half turkey club') with each part's spice level (0 to 3).
 */
const NAMED_ROWS = {
  sizes: {
    legend: MENU_ITEM_LABELS.sizes,
    rowName: (index: number) => msg`Size ${index + 1} name`,
    maxLength: 80,
    figure: (index: number) => ({
      path: `sizes.${index}.price` as const,
      label: msg`Price ($)`,
      step: '0.01',
    }),
    remove: msg`Remove size`,
    add: msg`Add size`,
    newRow: { name: '', price: 0 },
  },
  sub_items: {
    legend: MENU_ITEM_LABELS.sub_items,
    rowName: (index: number) => msg`Part ${index + 1}`,
    maxLength: 120,
    figure: (index: number) => ({
      path: `sub_items.${index}.spicy` as const,
      label: msg`Spice (0–3)`,
      step: '1',
    }),
    remove: msg`Remove part`,
    add: msg`Add part`,
    newRow: { name: '', spicy: 0 },
  },
} satisfies { [L in 'sizes' | 'sub_items']: NamedRows<L> };

function NamedRowsField({ form, list }: { form: ItemForm; list: keyof typeof NAMED_ROWS }) {
  const rows = useFieldArray({ control: form.control, name: list });
  const field = fieldsOf(form, 'item');
  const others = useOtherLanguages();
  const { i18n } = useLingui();
  const words = NAMED_ROWS[list];
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-semibold">{i18n._(words.legend)}</legend>
      <RepeatedRows
        rows={rows.fields}
        columns={others.length > 0 ? 'grid-cols-[1fr_1fr_8rem_auto]' : 'grid-cols-[1fr_8rem_auto]'}
        render={(index) => {
          const figure = words.figure(index);
          return (
            <>
              <NameInLanguages
                form={form}
                name={`${list}.${index}`}
                label={i18n._(words.rowName(index))}
                maxLength={words.maxLength}
              />
              <NumberField {...field(figure.path)} label={i18n._(figure.label)} min={0} step={figure.step} />
            </>
          );
        }}
        onRemove={rows.remove}
        removeLabel={i18n._(words.remove)}
        add={{ label: i18n._(words.add), run: () => rows.append(words.newRow) }}
      />
    </fieldset>
  );
}

function OptionsOfGroup({ form, group }: { form: ItemForm; group: number }) {
  const options = useFieldArray({ control: form.control, name: `options.${group}.items` });
  const field = fieldsOf(form, 'item');
  const others = useOtherLanguages();
  const { t } = useLingui();
  return (
    <RepeatedRows
      rows={options.fields}
      columns={others.length > 0 ? 'grid-cols-[1fr_1fr_8rem_auto]' : 'grid-cols-[1fr_8rem_auto]'}
      render={(index) => (
        <>
          <TextField
            {...field(`options.${group}.items.${index}.name`)}
            label={t`Option ${index + 1}`}
            maxLength={120}
          />
          {others.map((locale) => (
            <TextField
              key={locale}
              {...field(`options.${group}.items.${index}.translations.${locale}.name`)}
              label={translatedLabel(t`Option ${index + 1}`, locale)}
              maxLength={120}
            />
          ))}
          <NumberField
            {...field(`options.${group}.items.${index}.additional_cost`)}
            label={t`Extra ($)`}
            min={0}
            step="0.01"
          />
        </>
      )}
      onRemove={options.remove}
      removeLabel={t`Remove option`}
      add={{ label: t`Add option`, run: () => options.append({ name: '', additional_cost: 0 }) }}
    />
  );
}

function OptionGroupsField({ form }: { form: ItemForm }) {
  const groups = useFieldArray({ control: form.control, name: 'options' });
  const field = fieldsOf(form, 'item');
  const others = useOtherLanguages();
  const { t, i18n } = useLingui();
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold">{i18n._(MENU_ITEM_LABELS.options)}</legend>
      {groups.fields.map((group, index) => (
        <div key={group.id} className="space-y-2 rounded border border-stone-300 p-3">
          <div className="grid gap-2 sm:grid-cols-4">
            <div className="sm:col-span-2">
              <TextField {...field(`options.${index}.name`)} label={t`Group name`} maxLength={120} />
            </div>
            {others.map((locale) => (
              <div key={locale} className="sm:col-span-2">
                <TextField
                  {...field(`options.${index}.translations.${locale}.name`)}
                  label={translatedLabel(t`Group name`, locale)}
                  maxLength={120}
                />
              </div>
            ))}
            <ChoiceField
              {...field(`options.${index}.selection_type`)}
              label={t`Choice`}
              options={[
                { value: t`Single`, label: t`Single` },
                { value: t`Multiple`, label: t`Multiple` },
              ]}
            />
            <span />
            <NumberField {...field(`options.${index}.min_selected`)} label={t`At least`} min={0} step="1" />
            <NumberField {...field(`options.${index}.max_selected`)} label={t`At most`} min={0} step="1" />
            <CheckboxField {...field(`options.${index}.is_extra`)} label={t`Extra options`} />
          </div>
          <OptionsOfGroup form={form} group={index} />
          <button type="button" className={small} onClick={() => groups.remove(index)}>
            <Trans>Remove group</Trans>
          </button>
        </div>
      ))}
      <button
        type="button"
        className={small}
        onClick={() =>
          groups.append({
            name: '',
            selection_type: 'Single',
            min_selected: 0,
            max_selected: 1,
            items: [{ name: '', additional_cost: 0 }],
          })
        }
      >
        <Trans>Add option group</Trans>
      </button>
    </fieldset>
  );
}

/** The item's photo: the one diners see, a new one from a file (JPEG, PNG or WebP), or none. */
function PhotoPanel({
  item,
  upload,
  removePhoto,
}: {
  item: ConsoleMenuItem;
  upload: (file: File) => Promise<unknown>;
  removePhoto: () => Promise<unknown>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const photo = item.photos[0];
  const { t, i18n } = useLingui();
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    work()
      .then(() => setFile(null))
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="item-photo" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="item-photo" className="text-lg font-bold">
        {i18n._(MENU_ITEM_LABELS.photos)}
      </h2>
      {error && <StaffErrorAlert message={error} />}
      <div className="mt-2 flex flex-wrap items-end gap-4">
        {photo ? (
          <picture>
            {photo.webp_url && <source srcSet={photo.webp_url} type="image/webp" />}
            <img
              src={photo.url}
              alt={t`Photo of ${item.name}`}
              width={160}
              height={120}
              className="rounded"
            />
          </picture>
        ) : (
          <p className="text-stone-600">
            <Trans>No photo.</Trans>
          </p>
        )}
        <label className="text-sm font-semibold">
          <Trans>New photo (JPEG, PNG or WebP)</Trans>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="mt-1 block"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button
          type="button"
          className={small}
          disabled={!file || busy}
          onClick={() => file && run(() => upload(file))}
        >
          {busy ? t`Uploading…` : t`Upload photo`}
        </button>
        {photo && (
          <button type="button" className={small} disabled={busy} onClick={() => run(removePhoto)}>
            <Trans>Remove photo</Trans>
          </button>
        )}
      </div>
    </section>
  );
}

export function ItemForm({
  item,
  remove,
  upload,
  removePhoto,
  ...props
}: FormProps<ItemFields> & {
  item?: ConsoleMenuItem;
  upload: (file: File) => Promise<ConsoleMenusResponse>;
  removePhoto: () => Promise<ConsoleMenusResponse>;
}) {
  const { form, saving } = usePartForm(itemFieldsSchema, itemDefaults(item), props);
  const field = fieldsOf(form, 'item');
  // With sizes, the price is the first size's (the schema's rule): the form keeps them equal.
  const firstSizePrice = useWatch({ control: form.control, name: 'sizes.0.price' });
  const sizeCount = useWatch({ control: form.control, name: 'sizes' })?.length ?? 0;
  useEffect(() => {
    if (sizeCount > 0 && typeof firstSizePrice === 'number') form.setValue('price', firstSizePrice);
  }, [form, sizeCount, firstSizePrice]);
  const { t, i18n } = useLingui();
  return (
    <>
      <MenuPartForm what="item" existing={item} saving={saving} remove={remove}>
        <TextField
          {...field('code')}
          label={i18n._(MENU_ITEM_LABELS.code)}
          required
          maxLength={40}
          hint={t`Unique at this location`}
        />
        <NamedFields field={field} which="name" label={MENU_ITEM_LABELS.name} required maxLength={200} />
        {wide(
          <NamedFields
            field={field}
            which="description"
            label={MENU_ITEM_LABELS.description}
            maxLength={2000}
          />,
        )}
        {sizeCount > 0 ? (
          <p className="text-sm text-stone-700">
            <Trans>The price is the first size’s price.</Trans>
          </p>
        ) : (
          <NumberField {...field('price')} label={t`Price ($)`} min={0} step="0.01" />
        )}
        <TextField {...field('print_name')} label={i18n._(MENU_ITEM_LABELS.print_name)} maxLength={200} />
        <TextField
          {...field('station')}
          label={i18n._(MENU_ITEM_LABELS.station)}
          maxLength={30}
          hint={t`Empty: its section’s station`}
        />
        <NamedRowsField form={form} list="sizes" />
        <NamedRowsField form={form} list="sub_items" />
        <ChecklistField
          control={form.control}
          name="tags"
          legend={i18n._(MENU_ITEM_LABELS.tags)}
          labels={MENU_TAG_LABELS}
        />
        <ChecklistField
          control={form.control}
          name="allergens"
          legend={i18n._(MENU_ITEM_LABELS.allergens)}
          labels={ALLERGEN_LABELS}
        />
        <OptionGroupsField form={form} />
        <SoldOutField control={form.control} />
        <VisibilityFields field={field} />
      </MenuPartForm>
      {item && <PhotoPanel item={item} upload={upload} removePhoto={removePhoto} />}
    </>
  );
}
