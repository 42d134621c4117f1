import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  LOCALES,
  LOCALE_NAME,
  brandRequestSchema,
  type ConsoleImageKind,
  type Locale,
  type OwnerBrand,
} from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useFieldArray, useWatch } from 'react-hook-form';
import { Fragment } from 'react';
import { SOCIAL_URL_FIELDS } from '../../lib/social-links';
import { brandKeys, fetchBrand, saveBrand } from './api/brand-api';
import {
  ChoiceField,
  SettingsForm,
  useSettingsForm,
  useSettingsSave,
  type SettingsControl,
} from './components/settings-form';
import { ImageField, ImagePreview, ImageUpload } from './components/image-field';
import { settingsFields } from './components/settings-fields';
import { FieldRows, SettingsFieldset as Fieldset } from './components/settings-list';
import type { SettingsPageProps } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { StaffLoaded } from '../staff/components/staff-shell';
import {
  BRAND_FIELDS as FIELDS,
  BRAND_LISTS as LISTS,
  BRAND_TRANSLATED,
  ORDER_METHOD_FIELDS,
} from './brand-fields';
import { LinesField } from './components/lines-field';
import { withTranslations } from './components/translation-fields';

/**
 * /staff/settings/brand: name, logo and favicon, look, links, announcements, testimonials, gallery,
 * signature dishes, loyalty, popups and the order methods' descriptions.
 */
export default settingsPage(msg`Brand`, Brand);

function Brand({ onSignedOut }: SettingsPageProps) {
  const brand = useQuery({ queryKey: brandKeys.all, queryFn: fetchBrand });
  return (
    <StaffLoaded query={brand}>{(data) => <BrandForm brand={data} onSignedOut={onSignedOut} />}</StaffLoaded>
  );
}

type BrandControl = SettingsControl<typeof brandRequestSchema>;

function BrandForm({ brand, onSignedOut }: { brand: OwnerBrand; onSignedOut: () => void }) {
  const { t } = useLingui();
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
  const { id, text, fields } = settingsFields(control, 'brand');
  // The words of each other language the form offers, beside the default's (as chosen, before saving).
  const [languages, defaultLanguage] = useWatch({ control, name: ['languages', 'defaultLanguage'] });
  const others = (languages ?? []).filter((locale) => locale !== defaultLanguage);
  // The brand's lists: one row a thing, its fields by name (ids `brand-{list}-{index}-{field}`).
  const rows = { control, prefix: 'brand' };
  const image = (name: 'logo' | 'favicon', label: string, kind: ConsoleImageKind) => (
    <ImageField control={control} name={name} id={id(name)} label={label} kind={kind} shape="url" />
  );
  return (
    <SettingsForm title={t`The brand`} description={t`What every page of the storefront shows.`} save={save}>
      {fields(withTranslations(FIELDS.about, BRAND_TRANSLATED.about, others))}
      <Languages control={control} />
      <Fieldset legend={t`Logo and favicon`}>
        {image('logo', t`Logo`, 'logo')}
        {image('favicon', t`Favicon`, 'favicon')}
      </Fieldset>
      <ChoiceField
        control={control}
        name="theme"
        id={id('theme')}
        label={t`Theme`}
        options={[
          { value: 'gold', label: t`Gold` },
          { value: 'emerald', label: t`Emerald` },
        ]}
      />
      {text('settings.primary_color', t`Primary colour`, t`e.g. #D4A762`)}
      <Fieldset legend={t`Links`}>
        {text('website_url', t`Website`)}
        {Object.entries(SOCIAL_URL_FIELDS).map(([network, name]) => (
          <Fragment key={name}>{text(name, network)}</Fragment>
        ))}
      </Fieldset>
      <Fieldset legend={t`Loyalty`}>{fields(FIELDS.loyalty)}</Fieldset>
      <Fieldset legend={t`Home page and cart`}>{fields(FIELDS.homeAndCart)}</Fieldset>
      <Popups control={control} others={others} />
      <OrderMethods control={control} others={others} />
      <FieldRows
        {...rows}
        {...LISTS.announcements}
        fields={withTranslations(LISTS.announcements.fields, BRAND_TRANSLATED.announcements, others)}
      />
      <FieldRows {...rows} {...LISTS.testimonials} />
      <Gallery control={control} others={others} />
      {/* The dishes the home page shows; one linked to a menu item keeps its link (location and code). */}
      <FieldRows
        {...rows}
        {...LISTS.signatureDishes}
        fields={withTranslations(LISTS.signatureDishes.fields, BRAND_TRANSLATED.signatureDishes, others)}
        extra={(i) => (
          <ImageField
            control={control}
            name={`signature_dishes.${i}.image`}
            id={`brand-signature_dishes-${i}-image`}
            label={t`Dish photo`}
            kind="dish"
            shape="photo"
          />
        )}
      />
    </SettingsForm>
  );
}

/**
 * The languages the storefront offers, and its default (pages without a language prefix are in it,
 * and the brand's own fields hold its words).
 */
function Languages({ control }: { control: BrandControl }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: 'languages' });
  const offered: Locale[] = field.value ?? [];
  const { id } = settingsFields(control, 'brand');
  return (
    <Fieldset legend={t`Languages`}>
      <div className="flex flex-wrap gap-4">
        {LOCALES.map((locale) => (
          <label key={locale} className="flex items-center gap-2">
            <input
              type="checkbox"
              id={id(`languages-${locale}`)}
              className="h-4 w-4"
              checked={offered.includes(locale)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? LOCALES.filter((l) => l === locale || offered.includes(l))
                    : offered.filter((l) => l !== locale),
                )
              }
            />
            {LOCALE_NAME[locale]}
          </label>
        ))}
      </div>
      <ChoiceField
        control={control}
        name="defaultLanguage"
        id={id('defaultLanguage')}
        label={t`Default language`}
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAME[locale] }))}
      />
    </Fieldset>
  );
}

function Popups({ control, others }: { control: BrandControl; others: readonly Locale[] }) {
  const { t } = useLingui();
  const [welcome, transition] = useWatch({
    control,
    name: ['settings.welcome_popup', 'settings.transition_popup'],
  });
  const { fields } = settingsFields(control, 'brand');
  const toggle = (name: 'settings.welcome_popup' | 'settings.transition_popup', on: object | null) => (
    <OnOff control={control} name={name} on={on} />
  );
  return (
    <Fieldset legend={t`Popups`}>
      {toggle('settings.welcome_popup', { enabled: true, title: t`Welcome!`, message: '' })}
      {welcome && fields(withTranslations(FIELDS.welcomePopup, BRAND_TRANSLATED.welcomePopup, others))}
      {toggle('settings.transition_popup', {
        enabled: true,
        delay_ms: 0,
        title: t`We have moved`,
        message: '',
        new_site_name: '',
        new_site_url: 'https://',
        stay_restaurant_id: null,
        colors: null,
      })}
      {transition &&
        fields(withTranslations(FIELDS.transitionPopup, BRAND_TRANSLATED.transitionPopup, others))}
    </Fieldset>
  );
}

/** The order methods' titles and subtitles on /orderonline, with their words in the other languages. */
export function OrderMethods({ control, others }: { control: BrandControl; others: readonly Locale[] }) {
  const { t, i18n } = useLingui();
  const { fields } = settingsFields(control, 'brand');
  return (
    <Fieldset legend={t`Order methods on Order Online`}>
      {ORDER_METHOD_FIELDS.map(({ title, subtitles }) => (
        <Fragment key={title.name}>
          {fields(withTranslations([title], [title.name], others))}
          <LinesField
            control={control}
            name={subtitles.name}
            prefix="brand"
            label={i18n._(subtitles.label)}
            others={others}
          />
        </Fragment>
      ))}
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
  const { t } = useLingui();
  const { field } = useController({ control, name });
  const label = name === 'settings.welcome_popup' ? t`Welcome popup` : t`Moved-site popup`;
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
function Gallery({ control, others }: { control: BrandControl; others: readonly Locale[] }) {
  const { t } = useLingui();
  const { append } = useFieldArray({ control, name: 'gallery' });
  const images = useWatch({ control, name: 'gallery' });
  return (
    <Fieldset legend={t`Gallery`}>
      <FieldRows
        control={control}
        prefix="brand"
        {...LISTS.gallery}
        fields={withTranslations(LISTS.gallery.fields, BRAND_TRANSLATED.gallery, others)}
        extra={(i) =>
          images?.[i] && (
            <ImagePreview
              url={images[i].image.url}
              webpUrl={images[i].image.webp_url}
              alt={t`Gallery photo ${i + 1}`}
            />
          )
        }
      />
      <ImageUpload
        id="brand-gallery-new"
        label={t`Add a photo to the gallery`}
        kind="gallery"
        onUploaded={(image) => append({ caption: null, image })}
      />
    </Fieldset>
  );
}
