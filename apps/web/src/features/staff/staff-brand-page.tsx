import { brandRequestSchema, type ConsoleImageKind, type OwnerBrand } from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Fragment } from 'react';
import type { z } from 'zod';
import { SOCIAL_URL_FIELDS } from '../../lib/social-links';
import { brandKeys, fetchBrand, saveBrand } from './api/brand-api';
import { ChoiceField, SettingsForm, useSettingsForm, useSettingsSave } from './components/settings-form';
import { ImageField, ImagePreview, ImageUpload } from './components/image-field';
import { settingsFields } from './components/settings-fields';
import { FieldRows, SettingsFieldset as Fieldset } from './components/settings-list';
import { SettingsPage, type SettingsPageProps } from './components/settings-shell';
import { StaffErrorAlert } from './components/staff-shell';

/**
 * /staff/settings/brand: name, logo and favicon, look, links, announcements, testimonials, gallery,
 * signature dishes, loyalty and popups.
 */
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
  // The brand's lists: one row a thing, its fields by name (ids `brand-{list}-{index}-{field}`).
  const rows = { control: control as never, prefix: 'brand' };
  const image = (name: 'logo' | 'favicon', label: string, kind: ConsoleImageKind) => (
    <ImageField control={control as never} name={name} id={id(name)} label={label} kind={kind} shape="url" />
  );
  return (
    <SettingsForm title="The brand" description="What every page of the storefront shows." save={save}>
      {text('name', 'Brand name')}
      {text('slogan', 'Slogan')}
      {text('description', 'Description')}
      {text('phone', 'Phone')}
      {text('email', 'Email')}
      <Fieldset legend="Logo and favicon">
        {image('logo', 'Logo', 'logo')}
        {image('favicon', 'Favicon', 'favicon')}
      </Fieldset>
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
        {Object.entries(SOCIAL_URL_FIELDS).map(([network, name]) => (
          <Fragment key={name}>{text(name, network)}</Fragment>
        ))}
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
      <FieldRows
        legend="Announcements"
        {...rows}
        name="announcements"
        columns="sm:grid-cols-4"
        fields={[
          ['text', 'title', 'Title'],
          ['text', 'short_description', 'Short text'],
          ['check', 'active', 'Shown'],
        ]}
        removeLabel="Remove announcement"
        add={{
          label: 'Add an announcement',
          row: { title: '', short_description: null, description: null, active: true },
        }}
      />
      <FieldRows
        legend="Testimonials"
        {...rows}
        name="testimonials"
        columns="sm:grid-cols-4"
        fields={[
          ['text', 'author', 'Author'],
          ['text', 'quote', 'Quote'],
          ['number', 'rating', 'Stars (1–5)'],
        ]}
        removeLabel="Remove testimonial"
        add={{ label: 'Add a testimonial', row: { author: '', quote: '', rating: 5 } }}
      />
      <Gallery control={control} />
      {/* The dishes the home page shows; one linked to a menu item keeps its link (location and code). */}
      <FieldRows
        legend="Signature dishes"
        {...rows}
        name="signature_dishes"
        columns="sm:grid-cols-[1fr_1fr_8rem_auto]"
        fields={[
          ['text', 'name', 'Dish'],
          ['text', 'description', 'Description'],
          ['number', 'price', 'Price ($)'],
        ]}
        extra={(i) => (
          <ImageField
            control={control as never}
            name={`signature_dishes.${i}.image`}
            id={`brand-signature_dishes-${i}-image`}
            label="Dish photo"
            kind="dish"
            shape="photo"
          />
        )}
        removeLabel="Remove dish"
        add={{ label: 'Add a dish', row: { item: null, name: '', description: null, price: 0, image: null } }}
      />
    </SettingsForm>
  );
}

function Popups({ control }: { control: BrandControl }) {
  const [welcome, transition] = useWatch({
    control,
    name: ['settings.welcome_popup', 'settings.transition_popup'],
  });
  const { text, number } = settingsFields(control as never, 'brand');
  const toggle = (name: 'settings.welcome_popup' | 'settings.transition_popup', on: object | null) => (
    <OnOff control={control} name={name} on={on} />
  );
  return (
    <Fieldset legend="Popups">
      {toggle('settings.welcome_popup', { enabled: true, title: 'Welcome!', message: '' })}
      {welcome && (
        <>
          {text('settings.welcome_popup.title', 'Welcome title')}
          {text('settings.welcome_popup.message', 'Welcome message')}
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
          {text('settings.transition_popup.title', 'Moved: title')}
          {text('settings.transition_popup.message', 'Moved: message')}
          {text('settings.transition_popup.new_site_name', 'New site’s name')}
          {text('settings.transition_popup.new_site_url', 'New site’s address')}
          {number('settings.transition_popup.delay_ms', 'Opens after (ms)')}
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

/** The home page's gallery: a photo is added by uploading it, then captioned. */
function Gallery({ control }: { control: BrandControl }) {
  const { append } = useFieldArray({ control, name: 'gallery' });
  const images = useWatch({ control, name: 'gallery' });
  return (
    <Fieldset legend="Gallery">
      <FieldRows
        control={control as never}
        prefix="brand"
        name="gallery"
        columns="sm:grid-cols-3"
        extra={(i) =>
          images?.[i] && (
            <ImagePreview
              url={images[i].image.url}
              webpUrl={images[i].image.webp_url}
              alt={`Gallery photo ${i + 1}`}
            />
          )
        }
        fields={[['text', 'caption', 'Caption']]}
        removeLabel="Remove photo"
      />
      <ImageUpload
        id="brand-gallery-new"
        label="Add a photo to the gallery"
        kind="gallery"
        onUploaded={(image) => append({ caption: null, image })}
      />
    </Fieldset>
  );
}
