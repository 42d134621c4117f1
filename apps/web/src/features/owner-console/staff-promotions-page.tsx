import {
  PROMOTION_KEY,
  PROMOTION_TYPES,
  WEEKDAYS,
  previewPromotionHints,
  promotionRequestOf,
  promotionRequestSchema,
  type ApiOwnerPromotion,
  type ApiStaff,
  type OwnerPromotionInput,
} from '@storefront/domain';
import { useController, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { promotionKeys, promotions } from './api/promotions-api';
import { ChoiceField, type SettingsControl } from './components/settings-form';
import { useCollection, useItemForm } from './components/settings-collection';
import { GiftCardProducts } from './components/gift-card-products';
import { HouseCoupons } from './components/house-coupons';
import { settingsFields } from './components/settings-fields';
import { RestaurantCheckboxes } from '../staff/components/restaurant-select';
import { ListAndEdit, ListItemForm, SettingsFieldset } from './components/settings-list';
import { SettingsPage, type SettingsPageProps } from './components/settings-shell';
import { StaffLoaded } from '../staff/components/staff-shell';

/**
 * /staff/settings/promotions: the six promotion types with every rule field and their cart hints,
 * the house's coupons and the gift card products /gift sells.
 */
export default function StaffPromotionsPage() {
  return <SettingsPage title="Promotions">{(props) => <Promotions {...props} />}</SettingsPage>;
}

function Promotions({ staff, onSignedOut }: SettingsPageProps) {
  const { list, reload, remove } = useCollection(promotionKeys.all, promotions);
  return (
    <StaffLoaded query={list}>
      {(data) => (
        <div className="space-y-6">
          <ListAndEdit
            label="Promotions"
            newLabel="New promotion"
            items={data.promotions}
            details={(p) => (
              <>
                {p.type} · {p.promo_apply_option === 'Coupon code' ? `code ${p.coupon_code}` : 'automatic'}
                {p.disabled ? ' · disabled' : ''}
              </>
            )}
            remove={remove}
            reload={reload}
            form={(promotion, done) => (
              <PromotionForm staff={staff} promotion={promotion} onSignedOut={onSignedOut} onDone={done} />
            )}
          />
          <HouseCoupons onSignedOut={onSignedOut} />
          <GiftCardProducts onSignedOut={onSignedOut} />
        </div>
      )}
    </StaffLoaded>
  );
}

const NEW_PROMOTION: OwnerPromotionInput = promotionRequestSchema.parse({
  key: PROMOTION_KEY,
  name: 'New promotion',
  type: '% discount on cart',
  rules: { discount_percentage: 10 },
});

const options = (values: readonly string[], none?: string) => [
  ...(none ? [{ value: '', label: none }] : []),
  ...values.map((value) => ({ value, label: value })),
];

type PromotionControl = SettingsControl<typeof promotionRequestSchema>;
type PromotionField = Path<z.input<typeof promotionRequestSchema>>;

/** A list of ids or codes typed as 'A1, A2'. */
function ListField({
  control,
  name,
  id,
  label,
}: {
  control: PromotionControl;
  name: PromotionField;
  id: string;
  label: string;
}) {
  const { field } = useController({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <label htmlFor={id} className="text-sm font-semibold">
      {label}
      <input
        id={id}
        defaultValue={value.join(', ')}
        onBlur={(event) =>
          field.onChange(
            event.target.value
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
        className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 font-normal"
      />
    </label>
  );
}

function HintPreview({ control }: { control: PromotionControl }) {
  const values = useWatch({ control }) as OwnerPromotionInput;
  const parsed = promotionRequestSchema.safeParse(values);
  if (!parsed.success)
    return <p className="text-sm text-stone-600">The preview shows once the form is valid.</p>;
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
    <p className="text-sm text-stone-600">This promotion gives no cart hint.</p>
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
  const { form, save } = useItemForm(
    promotionRequestSchema,
    promotion,
    promotion ? promotionRequestOf(promotion) : NEW_PROMOTION,
    promotions,
    onDone,
    onSignedOut,
  );
  const { control } = form;
  const { id, text, number, check } = settingsFields(control, 'promotion');
  const choice = (name: PromotionField, label: string, values: readonly string[], none?: string) => (
    <ChoiceField control={control} name={name} id={id(name)} label={label} options={options(values, none)} />
  );
  return (
    <ListItemForm what="promotion" name={promotion?.name ?? null} save={save} onCancel={onDone}>
      {text('name', 'Name')}
      {choice('type', 'Type', PROMOTION_TYPES)}
      {text('description', 'Description')}
      {text('image', 'Image (path or address)')}
      {choice('promo_apply_option', 'Applies', ['Automatically', 'Coupon code'])}
      {text('coupon_code', 'Coupon code')}
      {choice('available_option', 'Validity', ['Unlimited', 'Date range'])}
      {check('disabled', 'Disabled')}
      {text('available_from', 'Available from', undefined, 'date')}
      {text('available_until', 'Available until', undefined, 'date')}
      <SettingsFieldset legend="Rules" columns={3}>
        {choice('rules.allowed_order_channel', 'Channel', ['Online', 'Any'])}
        {choice('rules.allowed_delivery_method', 'Pickup or delivery', ['Any type', 'Pickup', 'Delivery'])}
        {choice('rules.minimum_order_amount_option', 'Minimum', ['Not applicable', 'Minimum amount'])}
        {number('rules.minimum_order_amount', 'Minimum order ($)')}
        {number('rules.highlight_custom_selection_cart_value_exceeds', 'Hint once the cart passes ($)')}
        {number('rules.discount_percentage', 'Discount (%)')}
        {number('rules.discount_amount', 'Discount ($)')}
        {number('rules.discount_on_items_group_1', 'Discount on selected items (%)')}
        {number('rules.discount_on_cheapest_item', 'Discount on the cheaper item (%)')}
        {number('rules.discount_on_most_expensive_item', 'Discount on the dearer item (%)')}
        {check('rules.must_be_same_item', 'Must be the same item')}
        <ListField
          control={control}
          name="rules.eligible_items_group_1"
          id={id('rules.eligible_items_group_1')}
          label="Eligible items (codes or ids)"
        />
        <ListField
          control={control}
          name="rules.eligible_items_group_2"
          id={id('rules.eligible_items_group_2')}
          label="Second group of items"
        />
        {check('rules.is_next_order_coupon', 'A coupon for the next order')}
        {number('rules.coupon_code_expire_in', 'Coupon lasts')}
        {choice('rules.coupon_code_expire_unit', 'Coupon lasts in', ['days', 'weeks', 'months'], 'No expiry')}
        {check('rules.first_order_only', 'First order only')}
        {choice('rules.payment_method', 'Payment method reward', ['Online', 'Offline'], 'None')}
        {choice(
          'rules.free_delivery_condition',
          'Free delivery within',
          ['Distance', 'PostalCode'],
          'Anywhere',
        )}
        {number('rules.delivery_distance_in_meter', 'Free delivery distance (m)')}
        {text('rules.delivery_area_postal_codes', 'Free delivery postal prefixes')}
        <RestaurantsField control={control} staff={staff} />
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid grid-cols-3 items-end gap-2 sm:col-span-3">
            {check(`rules.weekdays.${day}.selected`, `${day[0]!.toUpperCase()}${day.slice(1)}`)}
            {text(`rules.weekdays.${day}.from`, 'From (24 h)')}
            {text(`rules.weekdays.${day}.until`, 'Until (24 h)')}
          </div>
        ))}
      </SettingsFieldset>
      <section aria-label="Cart hints" className="rounded border border-stone-200 p-3 sm:col-span-2">
        <h3 className="font-semibold">What the cart will say</h3>
        <HintPreview control={control} />
      </section>
    </ListItemForm>
  );
}

function RestaurantsField({ control, staff }: { control: PromotionControl; staff: ApiStaff }) {
  const { field } = useController({ control, name: 'rules.restaurants' });
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <fieldset className="sm:col-span-3">
      <legend className="text-sm font-semibold">Locations (none chosen: all)</legend>
      <RestaurantCheckboxes
        staff={staff}
        chosen={chosen}
        onChange={field.onChange}
        labelClassName="mr-4 inline-flex items-center gap-2"
      />
    </fieldset>
  );
}
