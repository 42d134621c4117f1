import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  formatClockText,
  formatLocalDate,
  normalizePhone,
  partySizeLabel,
  reservationRequestSchema,
  type ReservationRequest,
  type ReservationResponse,
} from '@storefront/domain';
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
  const { reservation, restaurantSettings } = response;
  return (
    <ConfirmationCard title={`Thank You, ${reservation.nameReservedUnder}!`}>
      <p className="mt-3">
        Your reservation #{reservation.reservationNumber} for {partySizeLabel(reservation.partySize)} at{' '}
        {reservation.restaurant.name} on{' '}
        {formatLocalDate(reservation.reservedDate, restaurantSettings.date_format)} at{' '}
        {formatClockText(reservation.reservedTime, restaurantSettings.time_format)} has been received.
      </p>
      <p className="mt-2 text-muted">
        Your booking is awaiting confirmation by our team. We will contact you at {reservation.email} or{' '}
        {reservation.telephone} to confirm it.
      </p>
      <Link to={paths.root} className={`${primaryButton(onBrand)} mt-6`}>
        Return to Home
      </Link>
    </ConfirmationCard>
  );
}

/** /reservation (ordering-core §2, §5): Reserve Your Table, then the awaiting-confirmation view. */
export default function ReservationPage() {
  const tenant = useTenant();
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
      title="Reserve Your Table"
      intro="Book online; our team confirms every reservation."
      onSubmit={(event) => void submit(event)}
      submitLabel={book.isPending ? 'Reserving...' : 'Reserve Table'}
      busy={book.isPending}
    >
      <ErrorAlert error={book.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TableChoiceFields table={table} />
        <FieldFrame id={`${formId}-name`} label="Name" error={errorOf('name')}>
          <input {...control('name')} autoComplete="name" maxLength={120} />
        </FieldFrame>
        <FieldFrame id={`${formId}-email`} label="Email" error={errorOf('email')}>
          <input {...control('email')} {...EMAIL_INPUT} autoComplete="email" />
        </FieldFrame>
        <FieldFrame id={`${formId}-phone`} label="Phone" error={errorOf('phone')}>
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
          label="Note (optional)"
          error={errorOf('note')}
          className="sm:col-span-2"
        >
          <textarea {...control('note')} rows={3} maxLength={255} />
        </FieldFrame>
      </div>
    </TableFormPage>
  );
}
