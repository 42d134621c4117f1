import {
  ALLERGEN_LABELS,
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
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { TextField, fieldsOf } from '../../../../components/form/text-field';
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
function DeleteButton({ what, remove }: { what: string; remove: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={danger} onClick={() => setAsking(true)}>
        Delete {what}
      </button>
    );
  }
  return (
    <span className="flex items-center gap-2 text-sm">
      Delete this {what} and all it holds?
      <button
        type="button"
        className={danger}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void remove().finally(() => setBusy(false));
        }}
      >
        Yes, delete
      </button>
      <button type="button" className={small} onClick={() => setAsking(false)}>
        Keep
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
  return (
    <SettingsForm
      title={existing ? `${what[0]!.toUpperCase()}${what.slice(1)}: ${existing.name}` : `New ${what}`}
      save={saving}
      saveLabel={existing ? 'Save' : `Add ${what}`}
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
  label,
  maxLength,
  required,
}: {
  field: PartField<V, Out>;
  which: 'name' | 'description';
  label: string;
  maxLength: number;
  required?: boolean;
}) {
  const others = useOtherLanguages();
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
  return (
    <>
      <CheckboxField {...field('hidden_from_public')} label={MENU_LABELS.hidden_from_public} />
      <CheckboxField {...field('disabled')} label={MENU_LABELS.disabled} />
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
  return (
    <MenuPartForm what="menu" existing={menu} saving={saving} remove={remove}>
      <PartFields field={field}>
        <CheckboxField {...field('online_ordering')} label={MENU_LABELS.online_ordering} />
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
          Served only in a time window (else all day)
        </label>
      </div>
      {duration && (
        <>
          <TextField {...field('duration.name')} label="Window name" maxLength={80} hint="e.g. Lunch" />
          <span />
          <TextField {...field('duration.start')} label="From (24-hour)" placeholder="11:00" />
          <TextField {...field('duration.end')} label="Until (24-hour)" placeholder="14:00" />
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
  return (
    <MenuPartForm what="section" existing={section} saving={saving} remove={remove}>
      <PartFields field={fieldsOf(form, 'section')}>
        <TextField
          {...fieldsOf(form, 'section')('station')}
          label={SECTION_LABELS.station}
          maxLength={30}
          hint="Its items print at this station (kitchen when empty)"
        />
      </PartFields>
    </MenuPartForm>
  );
}

type ItemForm = UseFormReturn<z.input<typeof itemFieldsSchema>, unknown, ItemFields>;
type ItemControl = Control<z.input<typeof itemFieldsSchema>, unknown, ItemFields>;

function itemDefaults(item?: ConsoleMenuItem): z.input<typeof itemFieldsSchema> {
  if (!item) return { code: '', name: '', price: 0, description: null, print_name: null };
  const { _id, ...fields } = item;
  return fields;
}

/** Sold out until brought back (the kitchen's "86 it"), or until the date the kitchen chose. */
function SoldOutField({ control }: { control: ItemControl }) {
  const { field } = useController({ control, name: 'sold_out_until' });
  const until = field.value ?? null;
  return (
    <label className="flex items-center gap-2 font-medium">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={until !== null}
        onChange={(event) => field.onChange(event.target.checked ? UNTIL_FURTHER_NOTICE : null)}
      />
      {MENU_ITEM_LABELS.sold_out_until}
      {until !== null && until !== UNTIL_FURTHER_NOTICE && (
        <span className="font-normal text-stone-600">(until {new Date(until).toLocaleString('en-CA')})</span>
      )}
    </label>
  );
}

function SizesField({ form }: { form: ItemForm }) {
  const sizes = useFieldArray({ control: form.control, name: 'sizes' });
  const field = fieldsOf(form, 'item');
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-semibold">{MENU_ITEM_LABELS.sizes}</legend>
      <RepeatedRows
        rows={sizes.fields}
        columns="grid-cols-[1fr_8rem_auto]"
        render={(index) => (
          <>
            <TextField {...field(`sizes.${index}.name`)} label={`Size ${index + 1} name`} maxLength={80} />
            <NumberField {...field(`sizes.${index}.price`)} label="Price ($)" min={0} step="0.01" />
          </>
        )}
        onRemove={sizes.remove}
        removeLabel="Remove size"
        add={{ label: 'Add size', run: () => sizes.append({ name: '', price: 0 }) }}
      />
    </fieldset>
  );
}

function OptionsOfGroup({ form, group }: { form: ItemForm; group: number }) {
  const options = useFieldArray({ control: form.control, name: `options.${group}.items` });
  const field = fieldsOf(form, 'item');
  const others = useOtherLanguages();
  return (
    <RepeatedRows
      rows={options.fields}
      columns={others.length > 0 ? 'grid-cols-[1fr_1fr_8rem_auto]' : 'grid-cols-[1fr_8rem_auto]'}
      render={(index) => (
        <>
          <TextField
            {...field(`options.${group}.items.${index}.name`)}
            label={`Option ${index + 1}`}
            maxLength={120}
          />
          {others.map((locale) => (
            <TextField
              key={locale}
              {...field(`options.${group}.items.${index}.translations.${locale}.name`)}
              label={translatedLabel(`Option ${index + 1}`, locale)}
              maxLength={120}
            />
          ))}
          <NumberField
            {...field(`options.${group}.items.${index}.additional_cost`)}
            label="Extra ($)"
            min={0}
            step="0.01"
          />
        </>
      )}
      onRemove={options.remove}
      removeLabel="Remove option"
      add={{ label: 'Add option', run: () => options.append({ name: '', additional_cost: 0 }) }}
    />
  );
}

function OptionGroupsField({ form }: { form: ItemForm }) {
  const groups = useFieldArray({ control: form.control, name: 'options' });
  const field = fieldsOf(form, 'item');
  const others = useOtherLanguages();
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold">{MENU_ITEM_LABELS.options}</legend>
      {groups.fields.map((group, index) => (
        <div key={group.id} className="space-y-2 rounded border border-stone-300 p-3">
          <div className="grid gap-2 sm:grid-cols-4">
            <div className="sm:col-span-2">
              <TextField {...field(`options.${index}.name`)} label="Group name" maxLength={120} />
            </div>
            {others.map((locale) => (
              <div key={locale} className="sm:col-span-2">
                <TextField
                  {...field(`options.${index}.translations.${locale}.name`)}
                  label={translatedLabel('Group name', locale)}
                  maxLength={120}
                />
              </div>
            ))}
            <ChoiceField
              {...field(`options.${index}.selection_type`)}
              label="Choice"
              options={[
                { value: 'Single', label: 'Single' },
                { value: 'Multiple', label: 'Multiple' },
              ]}
            />
            <span />
            <NumberField {...field(`options.${index}.min_selected`)} label="At least" min={0} step="1" />
            <NumberField {...field(`options.${index}.max_selected`)} label="At most" min={0} step="1" />
            <CheckboxField {...field(`options.${index}.is_extra`)} label="Extra options" />
          </div>
          <OptionsOfGroup form={form} group={index} />
          <button type="button" className={small} onClick={() => groups.remove(index)}>
            Remove group
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
        Add option group
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
        {MENU_ITEM_LABELS.photos}
      </h2>
      {error && <StaffErrorAlert message={error} />}
      <div className="mt-2 flex flex-wrap items-end gap-4">
        {photo ? (
          <picture>
            {photo.webp_url && <source srcSet={photo.webp_url} type="image/webp" />}
            <img src={photo.url} alt={`Photo of ${item.name}`} width={160} height={120} className="rounded" />
          </picture>
        ) : (
          <p className="text-stone-600">No photo.</p>
        )}
        <label className="text-sm font-semibold">
          New photo (JPEG, PNG or WebP)
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
          {busy ? 'Uploading…' : 'Upload photo'}
        </button>
        {photo && (
          <button type="button" className={small} disabled={busy} onClick={() => run(removePhoto)}>
            Remove photo
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
  return (
    <>
      <MenuPartForm what="item" existing={item} saving={saving} remove={remove}>
        <TextField
          {...field('code')}
          label={MENU_ITEM_LABELS.code}
          required
          maxLength={40}
          hint="Unique at this location"
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
          <p className="text-sm text-stone-700">The price is the first size’s price.</p>
        ) : (
          <NumberField {...field('price')} label={`${MENU_ITEM_LABELS.price} ($)`} min={0} step="0.01" />
        )}
        <TextField {...field('print_name')} label={MENU_ITEM_LABELS.print_name} maxLength={200} />
        <TextField
          {...field('station')}
          label={MENU_ITEM_LABELS.station}
          maxLength={30}
          hint="Empty: its section’s station"
        />
        <SizesField form={form} />
        <ChecklistField
          control={form.control}
          name="tags"
          legend={MENU_ITEM_LABELS.tags}
          labels={MENU_TAG_LABELS}
        />
        <ChecklistField
          control={form.control}
          name="allergens"
          legend={MENU_ITEM_LABELS.allergens}
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
