import { brandRequestSchema, type OwnerBrand } from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { brandKeys, fetchBrand, saveBrand } from './api/brand-api';
import {
  CheckboxField,
  ChoiceField,
  NumberField,
  SettingsForm,
  useSettingsForm,
  useSettingsSave,
} from './components/settings-form';
import { settingsFields } from './components/settings-fields';
import { SettingsPage, type SettingsPageProps } from './components/settings-shell';
import { StaffErrorAlert } from './components/staff-shell';

/** /staff/settings/brand: name, look, links, announcements, testimonials, loyalty and popups. */
export default function StaffBrandPage() {
  return <SettingsPage title="Brand">{(props) => <Brand {...props} />}</SettingsPage>;
}

function Brand({ onSignedOut }: SettingsPageProps) {
  const brand = useQuery({ queryKey: brandKeys.all, queryFn: fetchBrand });
  if (brand.isError) return <StaffErrorAlert message={brand.error.message} />;
  if (!brand.data) return <p role="status">Loading…</p>;
  return <BrandForm brand={brand.data} onSignedOut={onSignedOut} />;
}

type BrandControl = Control<z.input<typeof brandRequestSchema>, unknown, z.output<typeof brandRequestSchema>>;

const smallButton = 'rounded border border-stone-400 px-2 py-1 text-sm font-semibold';

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function BrandForm({ brand, onSignedOut }: { brand: OwnerBrand; onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const form = useSettingsForm(brandRequestSchema, brand);
  const save = useSettingsSave(
    form,
    async (values) => {
      queryClient.setQueryData(brandKeys.all, await saveBrand(values));
    },
    onSignedOut,
  );
  const { control } = form;
  const { id, text, number, check } = settingsFields(control as never, 'brand');
  return (
    <SettingsForm title="The brand" description="What every page of the storefront shows." save={save}>
      {text('name', 'Brand name')}
      {text('slogan', 'Slogan')}
      {text('description', 'Description')}
      {text('phone', 'Phone')}
      {text('email', 'Email')}
      {text('logo', 'Logo (path or address)')}
      {text('favicon', 'Favicon (path or address)')}
      <ChoiceField
        control={control}
        name="theme"
        id={id('theme')}
        label="Theme"
        options={[
          { value: 'gold', label: 'Gold' },
          { value: 'emerald', label: 'Emerald' },
        ]}
      />
      {text('settings.primary_color', 'Primary colour', 'e.g. #D4A762')}
      <Fieldset legend="Links">
        {text('website_url', 'Website')}
        {text('facebook_url', 'Facebook')}
        {text('instagram_url', 'Instagram')}
        {text('twitter_url', 'Twitter')}
        {text('wechat_url', 'WeChat')}
      </Fieldset>
      <Fieldset legend="Loyalty">
        {check('settings.loyalty_reward_program', 'Loyalty program')}
        {number('settings.loyalty_points_per_order', 'Points per order')}
        {number('settings.loyalty_points_per_dollar', 'Points per dollar')}
        {number('settings.loyalty_points_per_referral', 'Points per referral')}
        {number('settings.loyalty_points_per_dollar_off', 'Points for $1 off (0: points cannot be spent)')}
        {number('settings.loyalty_min_points_to_redeem', 'Minimum points to redeem')}
        {number('settings.referral_first_order_discount', 'Referred member’s first order ($ off)')}
      </Fieldset>
      <Fieldset legend="Home page and cart">
        {number('settings.promotion_carousel_interval_ms', 'Carousel: milliseconds per slide')}
        {number('settings.promotional_banner.threshold', 'Banner: spend ($)')}
        {number('settings.promotional_banner.discount', 'Banner: save ($)')}
      </Fieldset>
      <Popups control={control} />
      <Announcements control={control} />
      <Testimonials control={control} />
    </SettingsForm>
  );
}

function Popups({ control }: { control: BrandControl }) {
  const [welcome, transition] = useWatch({
    control,
    name: ['settings.welcome_popup', 'settings.transition_popup'],
  });
  const toggle = (name: 'settings.welcome_popup' | 'settings.transition_popup', on: object | null) => (
    <OnOff control={control} name={name} on={on} />
  );
  return (
    <Fieldset legend="Popups">
      {toggle('settings.welcome_popup', { enabled: true, title: 'Welcome!', message: '' })}
      {welcome && (
        <>
          <TextField
            control={control}
            name="settings.welcome_popup.title"
            id="brand-welcome-title"
            label="Welcome title"
          />
          <TextField
            control={control}
            name="settings.welcome_popup.message"
            id="brand-welcome-message"
            label="Welcome message"
          />
        </>
      )}
      {toggle('settings.transition_popup', {
        enabled: true,
        delay_ms: 0,
        title: 'We have moved',
        message: '',
        new_site_name: '',
        new_site_url: 'https://',
        stay_restaurant_id: null,
        colors: null,
      })}
      {transition && (
        <>
          <TextField
            control={control}
            name="settings.transition_popup.title"
            id="brand-transition-title"
            label="Moved: title"
          />
          <TextField
            control={control}
            name="settings.transition_popup.message"
            id="brand-transition-message"
            label="Moved: message"
          />
          <TextField
            control={control}
            name="settings.transition_popup.new_site_name"
            id="brand-transition-name"
            label="New site’s name"
          />
          <TextField
            control={control}
            name="settings.transition_popup.new_site_url"
            id="brand-transition-url"
            label="New site’s address"
          />
          <NumberField
            control={control}
            name="settings.transition_popup.delay_ms"
            id="brand-transition-delay"
            label="Opens after (ms)"
          />
        </>
      )}
    </Fieldset>
  );
}

/** A popup's switch: on sets it to `on` (a starting popup), off to null (no popup). */
function OnOff({
  control,
  name,
  on,
}: {
  control: BrandControl;
  name: 'settings.welcome_popup' | 'settings.transition_popup';
  on: object | null;
}) {
  const { field } = useController({ control, name });
  const label = name === 'settings.welcome_popup' ? 'Welcome popup' : 'Moved-site popup';
  return (
    <label className="flex items-center gap-2 font-medium sm:col-span-2">
      <input
        type="checkbox"
        checked={field.value !== null && field.value !== undefined}
        onChange={(event) => field.onChange(event.target.checked ? on : null)}
        className="h-4 w-4"
      />
      {label}
    </label>
  );
}

function Announcements({ control }: { control: BrandControl }) {
  const list = useFieldArray({ control, name: 'announcements' });
  return (
    <Fieldset legend="Announcements">
      {list.fields.map((field, i) => (
        <div key={field.id} className="grid gap-2 sm:col-span-2 sm:grid-cols-3">
          <TextField
            control={control}
            name={`announcements.${i}.title`}
            id={`announcement-${i}-title`}
            label="Title"
          />
          <TextField
            control={control}
            name={`announcements.${i}.short_description`}
            id={`announcement-${i}-short`}
            label="Short text"
          />
          <div className="flex items-end gap-2">
            <CheckboxField
              control={control}
              name={`announcements.${i}.active`}
              id={`announcement-${i}-active`}
              label="Shown"
            />
            <button type="button" className={smallButton} onClick={() => list.remove(i)}>
              Remove announcement
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className={smallButton}
        onClick={() => list.append({ title: '', short_description: null, description: null, active: true })}
      >
        Add an announcement
      </button>
    </Fieldset>
  );
}

function Testimonials({ control }: { control: BrandControl }) {
  const list = useFieldArray({ control, name: 'testimonials' });
  return (
    <Fieldset legend="Testimonials">
      {list.fields.map((field, i) => (
        <div key={field.id} className="grid gap-2 sm:col-span-2 sm:grid-cols-4">
          <TextField
            control={control}
            name={`testimonials.${i}.author`}
            id={`testimonial-${i}-author`}
            label="Author"
          />
          <TextField
            control={control}
            name={`testimonials.${i}.quote`}
            id={`testimonial-${i}-quote`}
            label="Quote"
          />
          <NumberField
            control={control}
            name={`testimonials.${i}.rating`}
            id={`testimonial-${i}-rating`}
            label="Stars (1–5)"
          />
          <button type="button" className={`${smallButton} self-end`} onClick={() => list.remove(i)}>
            Remove testimonial
          </button>
        </div>
      ))}
      <button
        type="button"
        className={smallButton}
        onClick={() => list.append({ author: '', quote: '', rating: 5 })}
      >
        Add a testimonial
      </button>
    </Fieldset>
  );
}
