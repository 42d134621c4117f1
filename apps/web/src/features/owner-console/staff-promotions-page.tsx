import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PROMOTION_KEY,
  WEEKDAYS,
  describePromotionRules,
  previewPromotionHints,
  promotionDefinition,
  promotionRequestOf,
  promotionRequestSchema,
  type ApiOwnerPromotion,
  type ApiStaff,
  type OwnerPromotionInput,
  type PromotionRuleField,
} from '@storefront/domain';
import { useEffect, useState } from 'react';
import { useController, useWatch, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { names, useMenuItemChoices, type MenuItemChoice } from './api/menu-items-api';
import { promotionKeys, promotions } from './api/promotions-api';
import type { SettingsControl } from './components/settings-form';
import { useCollection, useItemForm } from './components/settings-collection';
import { GiftCardProducts } from './components/gift-card-products';
import { ImageField } from './components/image-field';
import { HouseCoupons } from './components/house-coupons';
import { settingsFields } from './components/settings-fields';
import { useOtherLanguages, withTranslations } from './components/translation-fields';
import { LinesField } from './components/lines-field';
import { RestaurantCheckboxes } from '../staff/components/restaurant-select';
import { ListAndEdit, ListItemForm, SettingsFieldset } from './components/settings-list';
import { ownersTimeZone, type SettingsPageProps } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { StaffLoaded } from '../staff/components/staff-shell';
import {
  PROMOTION_FIELDS,
  PROMOTION_IMAGE_LABEL,
  PROMOTION_LINES_LABELS,
  PROMOTION_TYPE_NAMES,
  RULE_ASKED_WHEN,
  ruleFieldSpec,
  type RuleFieldSpec,
} from './promotion-fields';
import { WEEKDAY_NAMES } from './weekday-names';
import { promotionPhrasebook } from './promotion-phrasebook';
import { useStaffFormats, type StaffFormats } from '../staff/staff-i18n';

/**
 * /staff/settings/promotions: the six promotion types, each form asking for its type's rules only,
 * with their cart hints; the house's coupons and the gift card products /gift sells.
 */
export default settingsPage(msg`Promotions`, Promotions);

/** A promotion's validity in words: 'always', 'Dec 1, 2026 to Dec 31, 2026', 'until Dec 31, 2026'. */
function validityOf(promotion: ApiOwnerPromotion, i18n: I18n, formats: StaffFormats): string {
  const day = (date: string | null) => (date ? formats.day(date.slice(0, 10), 'MMM D, YYYY') : null);
  const [from, until] = [day(promotion.available_from), day(promotion.available_until)];
  if (promotion.available_option === 'Unlimited' || (!from && !until)) return i18n._(msg`always`);
  if (from && until) return i18n._(msg`${from} to ${until}`);
  return from ? i18n._(msg`from ${from}`) : i18n._(msg`until ${until ?? ''}`);
}

/** A promotion's list entry names its items by their menu names where the menus have them. */
const itemNameIn = (items: readonly MenuItemChoice[]) => (entry: string) =>
  items.find((item) => names(entry, item))?.name;

function Promotions({ staff, onSignedOut }: SettingsPageProps) {
  const { list, reload, remove } = useCollection(promotionKeys.all, promotions);
  const menu = useMenuItemChoices(staff);
  const { t, i18n } = useLingui();
  const formats = useStaffFormats(ownersTimeZone(staff));
  const phrases = promotionPhrasebook(i18n, formats);
  return (
    <StaffLoaded query={list}>
      {(data) => (
        <div className="space-y-6">
          <ListAndEdit
            label={t`Promotions`}
            newLabel={t`New promotion`}
            items={data.promotions}
            details={(p) => (
              <>
                <span className="block">{describePromotionRules(p, itemNameIn(menu.items), phrases)}.</span>
                <span className="block">
                  {i18n._(PROMOTION_TYPE_NAMES[p.type])} ·{' '}
                  {p.promo_apply_option === 'Coupon code' ? t`code ${p.coupon_code}` : t`automatic`} ·{' '}
                  {t`valid ${validityOf(p, i18n, formats)}`} ·{' '}
                  <span className={p.disabled ? 'font-semibold text-red-800' : 'text-green-800'}>
                    {p.disabled ? t`off` : t`on`}
                  </span>
                </span>
              </>
            )}
            remove={remove}
            reload={reload}
            form={(promotion, done) => (
              <PromotionForm staff={staff} promotion={promotion} onSignedOut={onSignedOut} onDone={done} />
            )}
          />
          <HouseCoupons timeZone={ownersTimeZone(staff)} onSignedOut={onSignedOut} />
          <GiftCardProducts timeZone={ownersTimeZone(staff)} onSignedOut={onSignedOut} />
        </div>
      )}
    </StaffLoaded>
  );
}

/** A new promotion's starting values, named in the console's language. */
const newPromotion = (name: string): OwnerPromotionInput =>
  promotionRequestSchema.parse({
    key: PROMOTION_KEY,
    name,
    type: '% discount on cart',
    rules: { discount_percentage: 10 },
  });

type PromotionControl = SettingsControl<typeof promotionRequestSchema>;
type PromotionValues = z.input<typeof promotionRequestSchema>;

function HintPreview({ control }: { control: PromotionControl }) {
  const values = useWatch({ control }) as OwnerPromotionInput;
  const parsed = promotionRequestSchema.safeParse(values);
  if (!parsed.success)
    return (
      <p className="text-sm text-stone-600">
        <Trans>The preview shows once the form is valid.</Trans>
      </p>
    );
  const p = parsed.data;
  const hints = previewPromotionHints({
    id: 'preview',
    name: p.name,
    type: p.type,
    disabled: p.disabled,
    promo_apply_option: p.promo_apply_option,
    coupon_code: p.coupon_code,
    available_option: p.available_option,
    available_from: p.available_from,
    available_until: p.available_until,
    rules: p.rules,
  });
  return hints.length === 0 ? (
    <p className="text-sm text-stone-600">
      <Trans>This promotion gives no cart hint.</Trans>
    </p>
  ) : (
    <ul className="space-y-1 text-sm">
      {hints.map((h) => (
        <li key={h.when}>
          <span className="text-stone-600">{h.when}:</span> <q>{h.hint}</q>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a choice hides is emptied as it is hidden, so a promotion never keeps a code it no longer
 * applies by, or dates it is no longer limited to.
 */
function useClearedWhenHidden(
  control: PromotionControl,
  setValue: UseFormSetValue<PromotionValues>,
): { byCode: boolean; dated: boolean } {
  const [applies, validity] = useWatch({ control, name: ['promo_apply_option', 'available_option'] });
  const byCode = applies === 'Coupon code';
  const dated = validity === 'Date range';
  useEffect(() => {
    if (!byCode) setValue('coupon_code', null);
  }, [byCode, setValue]);
  useEffect(() => {
    if (dated) return;
    setValue('available_from', null);
    setValue('available_until', null);
  }, [dated, setValue]);
  return { byCode, dated };
}

function PromotionForm({
  staff,
  promotion,
  onSignedOut,
  onDone,
}: {
  staff: ApiStaff;
  promotion: ApiOwnerPromotion | null;
  onSignedOut: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { form, save } = useItemForm(
    promotionRequestSchema,
    promotion,
    promotion ? promotionRequestOf(promotion) : newPromotion(t`New promotion`),
    promotions,
    onDone,
    onSignedOut,
  );
  const { control, setValue } = form;
  const bound = settingsFields(control, 'promotion');
  const others = useOtherLanguages();
  const { byCode, dated } = useClearedWhenHidden(control, setValue);
  const [type, rules] = useWatch({ control, name: ['type', 'rules'] });
  const asked = (field: PromotionRuleField) => RULE_ASKED_WHEN[field]?.(rules ?? {}) ?? true;
  const fields = (promotionDefinition(type)?.fields ?? []).filter(asked);
  return (
    <ListItemForm what="promotion" name={promotion?.name ?? null} save={save} onCancel={onDone}>
      {bound.fields(withTranslations(PROMOTION_FIELDS.about, ['name', 'description'], others))}
      {(['conditions', 'instructions'] as const).map((name) => (
        <LinesField
          key={name}
          control={control}
          name={name}
          prefix="promotion"
          label={i18n._(PROMOTION_LINES_LABELS[name])}
          others={others}
        />
      ))}
      <div className="sm:col-span-2">
        <ImageField
          control={control}
          name="image"
          id={bound.id('image')}
          label={i18n._(PROMOTION_IMAGE_LABEL)}
          kind="gallery"
          shape="url"
        />
      </div>
      {bound.fields(PROMOTION_FIELDS.applies)}
      {byCode && bound.fields(PROMOTION_FIELDS.couponCode)}
      {bound.fields(PROMOTION_FIELDS.validity)}
      {dated && bound.fields(PROMOTION_FIELDS.dates)}
      <SettingsFieldset legend={t`Rules: ${type}`} columns={3}>
        {fields.map((field) => (
          <RuleField key={field} spec={ruleFieldSpec(field)} control={control} staff={staff} />
        ))}
      </SettingsFieldset>
      <section aria-label={t`Cart hints`} className="rounded border border-stone-200 p-3 sm:col-span-2">
        <h3 className="font-semibold">
          <Trans>What the cart will say</Trans>
        </h3>
        <HintPreview control={control} />
      </section>
    </ListItemForm>
  );
}

/** One rule of the chosen type: a settings field, or its own picker (locations, items, weekdays). */
function RuleField<K extends PromotionRuleField>({
  spec,
  control,
  staff,
}: {
  spec: RuleFieldSpec<K>;
  control: PromotionControl;
  staff: ApiStaff;
}) {
  const { kind } = spec;
  const { i18n } = useLingui();
  if (kind === 'locations')
    return <RestaurantsField control={control} staff={staff} legend={i18n._(spec.label)} />;
  if (kind === 'items') return <ItemsField control={control} staff={staff} spec={spec} />;
  if (kind === 'weekdays') return <WeekdaysField control={control} legend={i18n._(spec.label)} />;
  return settingsFields(control, 'promotion').field({ ...spec, kind });
}

function WeekdaysField({ control, legend }: { control: PromotionControl; legend: string }) {
  const { text, check } = settingsFields(control, 'promotion');
  const { t, i18n } = useLingui();
  return (
    <fieldset className="grid gap-1 sm:col-span-3">
      <legend className="text-sm font-semibold">{legend}</legend>
      {WEEKDAYS.map((day) => (
        <div key={day} className="grid grid-cols-3 items-end gap-2">
          {check(`rules.weekdays.${day}.selected`, i18n._(WEEKDAY_NAMES[day]))}
          {text(`rules.weekdays.${day}.from`, t`From`, undefined, 'time')}
          {text(`rules.weekdays.${day}.until`, t`Until`, undefined, 'time')}
        </div>
      ))}
    </fieldset>
  );
}

function RestaurantsField({
  control,
  staff,
  legend,
}: {
  control: PromotionControl;
  staff: ApiStaff;
  legend: string;
}) {
  const { field } = useController({ control, name: 'rules.restaurants' });
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <RestaurantCheckboxes
      legend={legend}
      className="sm:col-span-3"
      legendClassName="text-sm font-semibold"
      labelClassName="mr-4 inline-flex items-center gap-2"
      staff={staff}
      chosen={chosen}
      onChange={field.onChange}
    />
  );
}

/**
 * A promotion's items, picked from the menus: a search over their names and codes, and a check box
 * each (an item is kept by its code, as a tenant document names it). Entries the menus no longer
 * have stay listed, to be unticked.
 */
function ItemsField<K extends PromotionRuleField>({
  control,
  staff,
  spec,
}: {
  control: PromotionControl;
  staff: ApiStaff;
  spec: RuleFieldSpec<K>;
}) {
  const { field, fieldState } = useController({ control, name: spec.name });
  const chosen = (field.value as string[] | undefined) ?? [];
  const menu = useMenuItemChoices(staff);
  const [search, setSearch] = useState('');
  // One row per code: a code names the item at every location that has it.
  const byCode = [...new Map(menu.items.map((item) => [item.code, item])).values()];
  const missing = chosen.filter((entry) => !byCode.some((item) => names(entry, item)));
  const query = search.trim().toLowerCase();
  const shown = byCode.filter(
    (item) => `${item.name} ${item.code}`.toLowerCase().includes(query) || chosen.some((e) => names(e, item)),
  );
  const id = `promotion-${spec.name.replace(/\./g, '-')}`;
  const toggle = (entries: readonly string[], on: boolean, keep: string) =>
    field.onChange(on ? [...chosen, keep] : chosen.filter((entry) => !entries.includes(entry)));
  const message = fieldState.error?.message;
  const { t, i18n } = useLingui();
  const label = i18n._(spec.label);
  const count = chosen.length;
  return (
    <fieldset className="sm:col-span-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">{t`${label} (${count} chosen)`}</legend>
      <label htmlFor={`${id}-search`} className="mt-1 block text-sm">
        <Trans>Search the menu</Trans>
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2"
      />
      <ul className="mt-2 max-h-64 overflow-y-auto rounded border border-stone-200 p-2">
        {menu.pending && (
          <li className="text-sm text-stone-600">
            <Trans>Loading the menu…</Trans>
          </li>
        )}
        {missing.map((entry) => (
          <li key={entry}>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked
                onChange={() => toggle([entry], false, entry)}
              />
              <Trans>An item no menu has now ({entry})</Trans>
            </label>
          </li>
        ))}
        {shown.map((item) => (
          <li key={item.code}>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={chosen.some((entry) => names(entry, item))}
                onChange={(event) => toggle([item.id, item.code], event.target.checked, item.code)}
              />
              {item.name}
              <span className="text-sm text-stone-600">
                {item.code}
                {staff.restaurants.length > 1 ? ` · ${item.location}` : ''}
              </span>
            </label>
          </li>
        ))}
        {!menu.pending && shown.length === 0 && missing.length === 0 && (
          <li className="text-sm text-stone-600">
            <Trans>No item matches “{search}”.</Trans>
          </li>
        )}
      </ul>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </fieldset>
  );
}
