import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  cartSubtotal,
  toCartItemInput,
  toCents,
  type ApiMenuItem,
  type ApiRestaurant,
  type ApiStaff,
  type CartLine,
  type CartQuote,
  type LocalDate,
  type PhoneOrderPayment,
  type PhoneOrderRequest,
  type PhoneOrderResponse,
  type PickupTimeType,
} from '@storefront/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartQuoteRequest } from '../../api/cart-quote';
import { pickupSlotsQuery, restaurantBusinessHoursQuery, restaurantMenusQuery } from '../../api/queries';
import { paths } from '../../config/paths';
import { apiPost, createApiClient, sentOnce } from '../../lib/api-client';
import { newUuid } from '../../lib/eater';
import { useNow } from '../../lib/hooks';
import { useTenant } from '../../lib/tenant-context';
import { AddToCartModal, type AddToCartTarget } from '../../components/menu/add-to-cart-modal';
import { pickupSchedule } from '../../lib/pickup-schedule';
import { isUnauthenticated } from '../staff/api/staff-api';
import { chosenRestaurantId } from '../staff/components/pending-reservations-badge';
import { RestaurantSelect } from '../staff/components/restaurant-select';
import { StaffButton } from '../staff/components/staff-button';
import { StaffChoice, StaffField, StaffSubmit } from '../staff/components/staff-form';
import { StaffIdentity, staffPage, useSignedOut } from '../staff/components/staff-session';
import { StaffErrorAlert, StaffShell } from '../staff/components/staff-shell';
import { useStaffFormats } from '../staff/staff-i18n';
import { LineHead } from './components/line-head';

/*
 * /staff/phone-order (issue 29 item 8; decision 0087): staff take an order for a caller. The menu,
 * its options and sizes are the storefront's (its add-to-cart modal, writing to this page's list),
 * the times are the storefront's pickup times, and the order is placed and priced by the server's
 * storefront placement (POST /api/staff/orders), marked Phone on the board.
 */

const staffApi = createApiClient('/api/staff');
const panel = 'mt-4 rounded-lg bg-white p-4 shadow-sm';

export default staffPage(msg`New phone order`, PhoneOrder, { restaurantOnly: true });

function PhoneOrder({ staff }: { staff: ApiStaff }) {
  const tenant = useTenant();
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const restaurant = tenant.restaurants.find((r) => r._id === restaurantId);
  const { t } = useLingui();
  return (
    <StaffShell title={t`New phone order`} actions={<StaffIdentity staff={staff} />}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>New phone order</Trans>
        </h1>
        <Link to={paths.staff} className="text-sm underline">
          <Trans>Back to the board</Trans>
        </Link>
      </div>
      {staff.restaurants.length > 1 && (
        <RestaurantSelect staff={staff} value={restaurantId} onChange={setRestaurantId} label={t`Location`} />
      )}
      {restaurant ? (
        <OrderForm key={restaurant._id} restaurant={restaurant} />
      ) : (
        <StaffErrorAlert message={t`This location is not on the storefront.`} />
      )}
    </StaffShell>
  );
}

function OrderForm({ restaurant }: { restaurant: ApiRestaurant }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { money, day } = useStaffFormats(restaurant.settings.time_zone);
  const signedOut = useSignedOut();
  const now = useNow(30_000);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [target, setTarget] = useState<AddToCartTarget | null>(null);
  const [status, setStatus] = useState('');
  const [timeType, setTimeType] = useState<PickupTimeType>('ASAP');
  const [date, setDate] = useState<LocalDate | ''>('');
  const [time, setTime] = useState('');
  const [customer, setCustomer] = useState({ firstName: '', lastName: '', phone: '', email: '' });
  const [specialRequests, setSpecialRequests] = useState('');
  const [payment, setPayment] = useState<PhoneOrderPayment>('counter');
  const [sent, setSent] = useState<string | null>(null);
  // One key per order being taken: a double tap or a retry after a lost answer places it once.
  const key = useRef(newUuid());

  const menus = useQuery(restaurantMenusQuery(restaurant._id, true));
  const hours = useQuery(restaurantBusinessHoursQuery(restaurant._id));
  const slots = useQuery(pickupSlotsQuery(restaurant._id, 'Pickup'));
  const schedule = useMemo(
    () =>
      hours.data
        ? pickupSchedule({
            now,
            restaurant,
            holidays: hours.data.holiday_hours,
            method: 'Pickup',
            operations: slots.data?.operations,
            fullSlots: slots.data?.fullSlots,
          })
        : null,
    [now, restaurant, hours.data, slots.data],
  );
  const acceptsCards = restaurant.online_payment_settings.accept_online_payment;
  const scheduled = timeType === 'Schedule';
  const chosenDate = date || schedule?.availableDates[0] || '';
  const times = schedule && chosenDate ? schedule.slotsOn(chosenDate) : [];
  const asapMinutes = schedule?.asapMinutes;

  // The server's price of the cart as it stands (taxes included), as the storefront's cart shows it.
  const quoteRequest =
    lines.length > 0
      ? cartQuoteRequest(
          lines,
          [],
          {
            deliveryMethod: 'Pickup',
            pickupTimeType: scheduled && time ? 'Schedule' : 'ASAP',
            pickupDate: scheduled && time ? chosenDate : null,
            pickupTime: scheduled && time ? time : null,
            deliveryAddress: null,
            paymentMethod: payment === 'link' ? 'Online' : 'Offline',
          },
          { coupon: null, giftCardRedemptions: [] },
        )
      : null;
  const quote = useQuery({
    queryKey: ['staff', 'phone-order', restaurant._id, 'quote', quoteRequest],
    queryFn: () => apiPost<CartQuote>(`/restaurants/${restaurant._id}/cart/quote`, quoteRequest),
    enabled: quoteRequest !== null,
  });

  const place = useMutation({
    mutationFn: (body: PhoneOrderRequest) =>
      staffApi<PhoneOrderResponse>('POST', '/orders', body, sentOnce(key.current)),
    onSuccess: (answer) => {
      key.current = newUuid();
      if (answer.order) void navigate(paths.staff);
      else setSent(answer.linkSentTo);
    },
    onError: (error) => {
      if (isUnauthenticated(error)) signedOut();
    },
  });

  if (sent !== null) {
    return (
      <section className={panel} aria-labelledby="link-sent">
        <h2 id="link-sent" className="text-lg font-bold">
          <Trans>Card link sent</Trans>
        </h2>
        <p className="mt-1">
          <Trans>
            The link to pay by card was sent to {sent}. The order reaches the board as soon as it is paid.
          </Trans>
        </p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    place.mutate({
      restaurantId: restaurant._id,
      items: lines.map(toCartItemInput),
      deliveryMethod: 'Pickup',
      pickupTimeType: scheduled ? 'Schedule' : 'ASAP',
      pickupDate: scheduled ? chosenDate || null : null,
      pickupTime: scheduled ? time || null : null,
      specialRequests: specialRequests || null,
      customer: { ...customer, email: customer.email || null },
      payment,
    });
  };
  const field = (name: keyof typeof customer) => ({
    value: customer[name],
    onChange: (e: { target: { value: string } }) => setCustomer((c) => ({ ...c, [name]: e.target.value })),
  });

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {status}
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="menu" className={panel}>
          <h2 id="menu" className="text-lg font-bold">
            <Trans>Menu</Trans>
          </h2>
          {menus.isError && <StaffErrorAlert message={menus.error.message} />}
          {menus.isPending && (
            <p role="status">
              <Trans>Loading the menu…</Trans>
            </p>
          )}
          {menus.data?.menus.map((menu) =>
            menu.sections.map((section) => (
              <div key={`${menu._id}-${section._id}`} className="mt-3">
                <h3 className="font-semibold">{section.name}</h3>
                <ul className="mt-1 divide-y divide-stone-200">
                  {section.items.map((item: ApiMenuItem) => {
                    const name = item.name;
                    return (
                      <li key={item._id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
                        <span>
                          {item.name}{' '}
                          <span className="text-stone-600">{money(toCents(item.price ?? 0))}</span>
                        </span>
                        <StaffButton
                          tone="plain"
                          size="sm"
                          aria-label={t`Add ${name}`}
                          onClick={() => setTarget({ item, menu })}
                        >
                          <Trans>Add</Trans>
                        </StaffButton>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )),
          )}
        </section>

        <form onSubmit={submit} aria-labelledby="order" className={`${panel} space-y-4`}>
          <h2 id="order" className="text-lg font-bold">
            <Trans>The caller’s order</Trans>
          </h2>
          {lines.length === 0 ? (
            <p className="text-sm text-stone-600">
              <Trans>No items yet: add them from the menu.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Items ordered`} className="divide-y divide-stone-200 text-sm">
              {lines.map((line) => {
                const name = line.name;
                return (
                  <li key={line.uuid} className="py-1.5">
                    <LineHead line={line} money={money} />
                    {line.options.length > 0 && (
                      <p className="ml-5 text-stone-700">
                        {line.options.map((o) => `${o.option_name}: ${o.option_value}`).join(', ')}
                      </p>
                    )}
                    {line.specialInstructions && (
                      <p className="ml-5 italic text-stone-700">“{line.specialInstructions}”</p>
                    )}
                    <StaffButton
                      tone="plain"
                      size="sm"
                      aria-label={t`Remove ${name}`}
                      onClick={() => setLines((list) => list.filter((l) => l.uuid !== line.uuid))}
                    >
                      <Trans>Remove</Trans>
                    </StaffButton>
                  </li>
                );
              })}
            </ul>
          )}
          {lines.length > 0 && (
            <dl className="text-sm">
              <div className="flex justify-between">
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd>{money(cartSubtotal(lines))}</dd>
              </div>
              <div className="flex justify-between font-bold">
                <dt>
                  <Trans>Total with taxes</Trans>
                </dt>
                <dd>{quote.data ? money(toCents(quote.data.total)) : '…'}</dd>
              </div>
            </dl>
          )}

          <fieldset className="space-y-1 text-sm">
            <legend className="font-medium">
              <Trans>Pickup time</Trans>
            </legend>
            <label className="mr-4">
              <input
                type="radio"
                name="time"
                checked={!scheduled}
                disabled={schedule ? !schedule.asapAvailable : false}
                onChange={() => setTimeType('ASAP')}
              />{' '}
              {schedule ? t`ASAP (${asapMinutes} minutes after order placed)` : t`ASAP`}
            </label>
            <label>
              <input type="radio" name="time" checked={scheduled} onChange={() => setTimeType('Schedule')} />{' '}
              <Trans>Pre-order For Later</Trans>
            </label>
            {scheduled && schedule && (
              <div className="flex flex-wrap gap-2">
                <StaffChoice
                  label={<Trans>Date</Trans>}
                  labelHidden
                  value={chosenDate}
                  onChange={(d) => {
                    setDate(d);
                    setTime('');
                  }}
                  options={schedule.availableDates.map((d) => ({
                    value: d,
                    label: day(d, restaurant.settings.date_format),
                  }))}
                />
                <StaffChoice
                  label={<Trans>Time</Trans>}
                  labelHidden
                  value={time}
                  onChange={setTime}
                  options={[{ value: '', label: t`Choose a time` }, ...times]}
                />
              </div>
            )}
          </fieldset>

          <div className="grid gap-2 sm:grid-cols-2">
            <StaffField label={t`First name`} autoComplete="off" required {...field('firstName')} />
            <StaffField label={t`Last name`} autoComplete="off" required {...field('lastName')} />
            <StaffField label={t`Phone`} type="tel" autoComplete="off" required {...field('phone')} />
            <StaffField
              label={payment === 'link' ? t`Email` : t`Email (optional)`}
              type="email"
              autoComplete="off"
              required={payment === 'link'}
              {...field('email')}
            />
          </div>
          <label className="block text-sm">
            <span className="font-medium">
              <Trans>Special requests for the order</Trans>
            </span>
            <textarea
              className="mt-1 block w-full rounded border border-stone-400 px-3 py-2"
              rows={2}
              maxLength={1000}
              value={specialRequests}
              onChange={(e) => setSpecialRequests(e.target.value)}
            />
          </label>

          <fieldset className="space-y-1 text-sm">
            <legend className="font-medium">
              <Trans>Payment</Trans>
            </legend>
            <label className="mr-4">
              <input
                type="radio"
                name="payment"
                checked={payment === 'counter'}
                onChange={() => setPayment('counter')}
              />{' '}
              <Trans>Pay at pickup</Trans>
            </label>
            <label>
              <input
                type="radio"
                name="payment"
                checked={payment === 'link'}
                disabled={!acceptsCards}
                onChange={() => setPayment('link')}
              />{' '}
              <Trans>Send a card link by email</Trans>
              {!acceptsCards && (
                <span className="text-stone-600">
                  {' '}
                  <Trans>(this location takes no online payment)</Trans>
                </span>
              )}
            </label>
          </fieldset>

          {place.error && <StaffErrorAlert message={place.error.message} />}
          <StaffSubmit busy={place.isPending}>
            {payment === 'link' ? t`Place and send the card link` : t`Place order`}
          </StaffSubmit>
        </form>
      </div>

      <AddToCartModal
        target={target}
        restaurant={restaurant}
        pickupAt={now}
        onClose={() => setTarget(null)}
        onAdded={(name, quantity) => setStatus(t`Added ${quantity} × ${name}`)}
        onAdd={(line) => setLines((list) => [...list, { ...line, uuid: newUuid() }])}
      />
    </>
  );
}
