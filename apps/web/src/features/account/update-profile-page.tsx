import { normalizePhone, type ApiCustomer, type Country, type Province } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton, secondaryButton } from '../../components/ui/buttons';
import { cardClass, inputClass } from '../../components/ui/ui';
import { Options } from '../../components/ui/select-field';
import { FormField } from '../../components/form-field';
import { fieldsOf, TextField } from '../../components/form/text-field';
import { useLocalizedSchema, useSchemaForm } from '../../components/form/use-schema-form';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { customerChanged, type CustomerCookie } from '../../lib/customer';
import { customerKeys, customerQuery, updateProfile } from './api';
import { BackToProfile, Loading, MemberPage } from './components/layout';
import { profileSchema, type ProfileValues } from './validation';
import { ErrorAlert } from '../../components/ui/error-alert';

const PROVINCES: Province[] = ['SK', 'AB'];
const COUNTRIES: Country[] = ['CA', 'US'];

/** /profile/update-profile (accounts-and-extras §2, §5): back to /profile after save or cancel. */
export default function UpdateProfilePage() {
  const { t } = useLingui();
  return <MemberPage title={t`Update Profile`}>{(customer) => <Editor customer={customer} />}</MemberPage>;
}

function Editor({ customer }: { customer: CustomerCookie }) {
  const query = useQuery(customerQuery(customer._id));
  const { t } = useLingui();
  if (query.isPending) return <Loading>{t`Loading your profile…`}</Loading>;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return <ProfileForm profile={query.data} />;
}

const valuesOf = (p: ApiCustomer): ProfileValues => ({
  firstName: p.local.firstName,
  lastName: p.local.lastName,
  telephone: p.local.telephone ? normalizePhone(p.local.telephone) : '',
  address_1: p.address.address_1 ?? '',
  address_2: p.address.address_2 ?? '',
  city_town: p.address.city_town ?? '',
  state_province: p.address.state_province ?? '',
  postal_code: p.address.postal_code ?? '',
  country: p.address.country ?? '',
});

const orNull = (value: string) => value.trim() || null;

function ProfileForm({ profile }: { profile: ApiCustomer }) {
  const id = useId();
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const form = useSchemaForm(useLocalizedSchema(profileSchema), valuesOf(profile));
  const pristine = !form.formState.isDirty;
  const save = useMutation({
    mutationFn: (v: ProfileValues) =>
      updateProfile(profile._id, {
        local: {
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          telephone: normalizePhone(v.telephone),
        },
        address: {
          address_1: orNull(v.address_1),
          address_2: orNull(v.address_2),
          city_town: orNull(v.city_town),
          state_province: (orNull(v.state_province) as Province | null) ?? null,
          postal_code: orNull(v.postal_code)?.toUpperCase() ?? null,
          country: (orNull(v.country) as Country | null) ?? null,
        },
      }),
    onSuccess: async () => {
      // The server rewrote the readable cookie (name, phone): the header and checkout read it again.
      customerChanged();
      await queryClient.invalidateQueries({ queryKey: customerKeys.profile(profile._id) });
      void navigate(paths.profile);
    },
  });

  // Nothing changed: Save does nothing (it is disabled too), not even show the messages.
  const submit = form.handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });

  const text = (
    field: keyof ProfileValues,
    label: string,
    extra: Partial<ComponentProps<typeof TextField<ProfileValues>>> = {},
  ) => <TextField {...fieldsOf(form, id)(field)} label={label} maxLength={120} {...extra} />;

  return (
    <form
      noValidate
      onSubmit={(event) => (pristine ? event.preventDefault() : void submit(event))}
      className={`${cardClass} space-y-6 p-5 sm:p-8`}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={save.isPending}>
        <legend className="mb-2 text-lg font-bold">
          <Trans context="A member's contact details">Contact</Trans>
        </legend>
        {text('firstName', t`First Name`, { required: true, autoComplete: 'given-name', maxLength: 60 })}
        {text('lastName', t`Last Name`, { required: true, autoComplete: 'family-name', maxLength: 60 })}
        <FormField
          id={`${id}-email`}
          label={t`Email`}
          type="email"
          value={profile.local.email}
          onChange={() => undefined}
          readOnly
          hint={t`Email cannot be changed`}
        />
        {text('telephone', t`Telephone`, {
          required: true,
          shape: normalizePhone,
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          placeholder: '___-___-____',
          // Room for a pasted '(306) 555-0177': the value is reshaped to ___-___-____ as it arrives.
          maxLength: 20,
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={save.isPending}>
        <legend className="mb-2 text-lg font-bold">
          <Trans>Address</Trans>
        </legend>
        {text('address_1', t`Address`, { autoComplete: 'address-line1' })}
        {text('address_2', t`Address Line 2`, { autoComplete: 'address-line2' })}
        {text('city_town', t`City`, { autoComplete: 'address-level2', maxLength: 80 })}
        <Select
          id={`${id}-state_province`}
          label={t`Province`}
          options={PROVINCES}
          {...form.register('state_province')}
        />
        {text('postal_code', t`Postal Code`, { autoComplete: 'postal-code', maxLength: 10 })}
        <Select id={`${id}-country`} label={t`Country`} options={COUNTRIES} {...form.register('country')} />
      </fieldset>
      <ErrorAlert error={save.error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <BackToProfile />
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void navigate(paths.profile)}
            disabled={save.isPending}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
        <button type="submit" className={primaryButton(onBrand)} disabled={pristine || save.isPending}>
          {save.isPending ? t`Saving...` : t`Save`}
        </button>
      </div>
    </form>
  );
}

function Select({
  id,
  label,
  options,
  ...select
}: { id: string; label: string; options: readonly string[] } & ComponentProps<'select'>) {
  const { t } = useLingui();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} {...select} className={inputClass}>
        <Options
          placeholder={t`Select…`}
          options={options.map((option) => ({ value: option, label: option }))}
        />
      </select>
    </div>
  );
}
