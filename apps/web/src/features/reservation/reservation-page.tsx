import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  normalizePhone,
  reservationRequestSchema,
  type ReservationRequest,
  type ReservationResponse,
} from '@storefront/domain';
import { useBookingFormats } from '../../lib/booking-formats';
import { useTenant } from '../../lib/tenant-context';
import { FieldFrame } from '../../components/form-field';
import { EMAIL_INPUT } from '../../components/form/email-input';
import { primaryButton } from '../../components/ui/buttons';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { apiPost } from '../../lib/api-client';
import { useFillMemberContact } from '../../components/form/guest-fields';
import { fullNameOf, readCustomerCookie } from '../../lib/customer';
import { ErrorAlert } from '../../components/ui/error-alert';
import { ConfirmationCard } from '../../components/confirmation-card';
import { TableChoiceFields, TableFormPage, tableFormFields, useTableForm } from './form-parts';

/** The table's fields, then who books (each checked by the rule of the request field it becomes). */
const request = reservationRequestSchema.shape;
const reservationFormSchema = z.object({
  ...tableFormFields,
  name: request.nameReservedUnder,
  email: request.email,
  phone: request.telephone,
});
type Values = Record<keyof typeof reservationFormSchema.shape, string>;

/** The booking received (ordering-core §2): its heading takes focus, so the outcome is announced. */
function Confirmation({ response }: { response: ReservationResponse }) {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const formats = useBookingFormats();
  const { reservation, restaurantSettings } = response;
  const name = reservation.nameReservedUnder;
  const number = reservation.reservationNumber;
  const restaurant = reservation.restaurant.name;
  const date = formats.localDate(reservation.reservedDate, restaurantSettings.date_format);
  const time = formats.clockText(reservation.reservedTime, restaurantSettings.time_format);
  const { email, telephone } = reservation;
  return (
    <ConfirmationCard title={t`Thank You, ${name}!`}>
      <p className="mt-3">
        {t`Your reservation #${number} for ${plural(reservation.partySize, { one: '# Person', other: '# People' })} at ${restaurant} on ${date} at ${time} has been received.`}
      </p>
      <p className="mt-2 text-muted">
        {t`Your booking is awaiting confirmation by our team. We will contact you at ${email} or ${telephone} to confirm it.`}
      </p>
      <Link to={paths.root} className={`${primaryButton(onBrand)} mt-6`}>
        <Trans>Return to Home</Trans>
      </Link>
    </ConfirmationCard>
  );
}

/** /reservation (ordering-core §2, §5): Reserve Your Table, then the awaiting-confirmation view. */
export default function ReservationPage() {
  const tenant = useTenant();
  const { t } = useLingui();
  const restaurants = tenant.restaurants.filter((r) => r.settings.online_reservation);
  const customer = readCustomerCookie();
  const table = useTableForm<Values>(
    reservationFormSchema,
    restaurants,
    { name: customer ? fullNameOf(customer) : '', email: '', phone: '' },
    (field, value) => (field === 'phone' ? normalizePhone(value) : value),
  );
  const { form, formId, values, control, errorOf } = table;
  useFillMemberContact(customer?._id, {
    get: (field) => form.getValues(field),
    set: (field, value) => form.setValue(field, value, { shouldDirty: true }),
  });
  const book = useMutation({
    mutationFn: (body: ReservationRequest) =>
      apiPost<ReservationResponse>(`/tenants/${tenant._id}/reservations`, body),
  });

  if (book.isSuccess) return <Confirmation response={book.data} />;

  const submit = form.handleSubmit(() =>
    book.mutate({
      restaurant: values.restaurant,
      reservedDate: values.reservedDate,
      reservedTime: values.reservedTime,
      partySize: Number(values.partySize),
      nameReservedUnder: values.name.trim(),
      email: values.email.trim(),
      telephone: values.phone,
      note: values.note.trim() || null,
    }),
  );

  return (
    <TableFormPage
      title={t`Reserve Your Table`}
      intro={t`Book online; our team confirms every reservation.`}
      onSubmit={(event) => void submit(event)}
      submitLabel={book.isPending ? t`Reserving...` : t`Reserve Table`}
      busy={book.isPending}
    >
      <ErrorAlert error={book.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TableChoiceFields table={table} />
        <FieldFrame id={`${formId}-name`} label={t`Name`} error={errorOf('name')}>
          <input {...control('name')} autoComplete="name" maxLength={120} />
        </FieldFrame>
        <FieldFrame id={`${formId}-email`} label={t`Email`} error={errorOf('email')}>
          <input {...control('email')} {...EMAIL_INPUT} autoComplete="email" />
        </FieldFrame>
        <FieldFrame id={`${formId}-phone`} label={t`Phone`} error={errorOf('phone')}>
          <input
            {...control('phone')}
            name="telephone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
        </FieldFrame>
        <FieldFrame
          id={`${formId}-note`}
          label={t`Note (optional)`}
          error={errorOf('note')}
          className="sm:col-span-2"
        >
          <textarea {...control('note')} rows={3} maxLength={255} />
        </FieldFrame>
      </div>
    </TableFormPage>
  );
}
