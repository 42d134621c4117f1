import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DELIVERY_UNKNOWN_MESSAGE,
  recentDeliveryAddresses,
  type AddressSuggestion,
  type AddressType,
  type ApiRestaurant,
  type WireDeliveryAddress,
} from '@storefront/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { recentOrdersQuery } from '../../api/member';
import { deliveryAddressLabel } from '../../components/cart/order-details';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { orderFlowRedirect, useOrderStore } from '../../stores/order-store';
import { addressSuggestionsQuery, checkDeliveryAddress, MIN_AUTOCOMPLETE_LENGTH } from './api/geo';
import { AddressCombobox } from './components/address-combobox';
import { useStepAfterMethod } from './asap-shortcut';
import {
  BackAndContinue,
  OrderEntryPage,
  RadioTile,
  TileFieldset,
  inputClass,
} from './components/page-parts';
import { Notice } from '../../components/ui/ui';
import { useDebouncedValue } from '../../lib/hooks';
import { useFormats } from '../../lib/formats';
import { useChosenRestaurant } from '../../lib/order-context';

/** The address the check accepted. */
interface CheckedAddress {
  address: string;
  postalCode: string;
  placeId: string | null;
  distanceInMeter: number;
}

type CheckState =
  | { status: 'idle' }
  | { status: 'in progress' }
  | { status: 'complete'; checked: CheckedAddress }
  | { status: 'failure'; message: string };

const ADDRESS_TYPES: { value: AddressType; label: MessageDescriptor }[] = [
  { value: 'Business', label: msg`Business` },
  { value: 'Home', label: msg`Home` },
  { value: 'Other', label: msg`Other` },
];

const NO_SUGGESTIONS: AddressSuggestion[] = [];

/** /deliveryaddress (ordering-core §2, §4 "Delivery address check", §5 "Delivery address"). */
export default function DeliveryAddressPage() {
  const restaurant = useChosenRestaurant();
  const order = useOrderStore();
  const redirect =
    order.deliveryMethod === 'Pickup'
      ? paths.pickupTime
      : orderFlowRedirect(order, !!restaurant, 'deliveryAddress');
  if (redirect || !restaurant) return <Navigate to={redirect ?? paths.orderOnline} replace />;
  return <DeliveryAddressForm restaurant={restaurant} saved={order.deliveryAddress} />;
}

/** A signed-in member's recent delivery addresses (decision 0050); none for a guest. */
function useRecentAddresses(): WireDeliveryAddress[] {
  const member = useCustomer();
  const { data } = useQuery({
    ...recentOrdersQuery(member?._id ?? ''),
    enabled: member !== null,
    select: (orders) => recentDeliveryAddresses(orders),
  });
  return member && data ? data : [];
}

function checkedFromSaved(saved: WireDeliveryAddress | null): CheckState {
  if (!saved || typeof saved.distanceInMeter !== 'number') return { status: 'idle' };
  return {
    status: 'complete',
    checked: {
      address: saved.address,
      postalCode: saved.postalCode,
      placeId: saved.placeId ?? null,
      distanceInMeter: saved.distanceInMeter,
    },
  };
}

function DeliveryAddressForm({
  restaurant,
  saved,
}: {
  restaurant: ApiRestaurant;
  saved: WireDeliveryAddress | null;
}) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const navigate = useNavigate();
  const resultId = useId();
  const hintId = useId();
  const extraId = useId();
  const suiteId = useId();

  const [text, setText] = useState(saved?.address ?? '');
  // The suggestion the address came from; typing again lets go of it.
  const [chosen, setChosen] = useState<AddressSuggestion | null>(() =>
    saved ? { place_id: saved.placeId ?? '', description: saved.address } : null,
  );
  const [check, setCheck] = useState<CheckState>(() => checkedFromSaved(saved));
  const [addressType, setAddressType] = useState<AddressType | null>(saved?.addressType ?? null);
  const [businessName, setBusinessName] = useState(saved?.businessName ?? '');
  const [venueName, setVenueName] = useState(saved?.otherPublicVenueName ?? '');
  const [suite, setSuite] = useState(saved?.suiteApartmentNumber ?? '');
  const checkRun = useRef(0);
  const recent = useRecentAddresses();
  const stepAfterAddress = useStepAfterMethod(restaurant, 'Delivery');

  const query = useDebouncedValue(text.trim(), 250);
  const searching = chosen === null && text.trim().length >= MIN_AUTOCOMPLETE_LENGTH;
  const suggestions = useQuery({
    ...addressSuggestionsQuery(query, restaurant._id),
    enabled: searching && query.length >= MIN_AUTOCOMPLETE_LENGTH,
    placeholderData: keepPreviousData,
  });

  const runCheck = async (suggestion: AddressSuggestion) => {
    const run = ++checkRun.current;
    setCheck({ status: 'in progress' });
    const result = await checkDeliveryAddress(suggestion.place_id, restaurant);
    if (run !== checkRun.current) return; // another address was chosen meanwhile
    setCheck(
      result.status === 'complete'
        ? {
            status: 'complete',
            checked: {
              address: result.place.address || suggestion.description,
              postalCode: result.place.postalCode,
              placeId: suggestion.place_id,
              distanceInMeter: result.distanceInMeter,
            },
          }
        : result,
    );
  };

  // One of the member's recent addresses: as if chosen from the list again, with its unit and type;
  // the range is checked again, for this restaurant.
  const fillFromRecent = (address: WireDeliveryAddress) => {
    const suggestion = { place_id: address.placeId ?? '', description: address.address };
    setText(address.address);
    setChosen(suggestion);
    setSuite(address.suiteApartmentNumber ?? '');
    setAddressType(address.addressType);
    setBusinessName(address.businessName ?? '');
    setVenueName(address.otherPublicVenueName ?? '');
    void runCheck(suggestion);
  };

  // A member with no address on this order yet starts from the one they last had delivered to.
  const prefilled = useRef(saved !== null);
  const latest = recent[0];
  useEffect(() => {
    if (prefilled.current || !latest) return;
    prefilled.current = true;
    fillFromRecent(latest);
  });

  const onTextChange = (value: string) => {
    prefilled.current = true;
    setText(value);
    if (chosen) setChosen(null);
    if (check.status !== 'idle') {
      checkRun.current += 1;
      setCheck({ status: 'idle' });
    }
  };

  const onSelect = (suggestion: AddressSuggestion) => {
    setText(suggestion.description);
    setChosen(suggestion);
    void runCheck(suggestion);
  };

  // The check also runs when the field is left (spec §4): again for a chosen address whose lookup
  // failed, and as "could not be determined" for text that was never matched to an address.
  const onBlur = () => {
    if (chosen && chosen.place_id) {
      if (
        check.status === 'idle' ||
        (check.status === 'failure' && check.message === DELIVERY_UNKNOWN_MESSAGE)
      ) {
        void runCheck(chosen);
      }
    } else if (!chosen && check.status === 'idle' && text.trim().length >= MIN_AUTOCOMPLETE_LENGTH) {
      setCheck({ status: 'failure', message: DELIVERY_UNKNOWN_MESSAGE });
    }
  };

  // A suggestion service that cannot answer means no address can be determined.
  const failure =
    check.status === 'failure'
      ? check.message
      : check.status === 'idle' && searching && suggestions.isError
        ? DELIVERY_UNKNOWN_MESSAGE
        : null;

  const extraName = addressType === 'Business' ? businessName : addressType === 'Other' ? venueName : '';
  const ready =
    check.status === 'complete' &&
    addressType !== null &&
    (addressType === 'Home' || extraName.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || check.status !== 'complete' || addressType === null) return;
    const { checked } = check;
    useOrderStore.getState().setDeliveryAddress({
      address: checked.address,
      postalCode: checked.postalCode,
      suiteApartmentNumber: suite.trim() || null,
      addressType,
      businessName: addressType === 'Business' ? businessName.trim() : null,
      otherPublicVenueName: addressType === 'Other' ? venueName.trim() : null,
      distanceInMeter: checked.distanceInMeter,
      placeId: checked.placeId,
    });
    void stepAfterAddress().then((next) => navigate(next));
  };

  return (
    <OrderEntryPage
      title={t`Delivery Address`}
      eyebrow={restaurant.name}
      intro={t`Where should we deliver your order?`}
    >
      <form onSubmit={submit} noValidate className="space-y-7">
        {recent.length > 0 && (
          <TileFieldset
            legend={t`Your recent addresses`}
            legendClassName="text-base font-semibold"
            gridClassName="mt-2 grid gap-2"
          >
            {recent.map((address) => {
              const current =
                chosen?.place_id === address.placeId &&
                suite.trim() === (address.suiteApartmentNumber ?? '').trim();
              return (
                <button
                  key={`${address.placeId}|${address.suiteApartmentNumber ?? ''}`}
                  type="button"
                  aria-pressed={current}
                  onClick={() => fillFromRecent(address)}
                  className="min-h-12 rounded-lg border-2 border-ink/25 bg-white px-4 py-2.5 text-left text-base text-ink transition hover:border-ink/60 aria-pressed:border-ink aria-pressed:font-semibold"
                >
                  {deliveryAddressLabel(address)}
                  <span className="block text-sm text-muted">{address.addressType}</span>
                </button>
              );
            })}
          </TileFieldset>
        )}
        <div className="space-y-3">
          <AddressCombobox
            label={t`Delivery address`}
            placeholder={t`Start typing your street address`}
            value={text}
            onValueChange={onTextChange}
            suggestions={searching && suggestions.data ? suggestions.data : NO_SUGGESTIONS}
            loading={searching && suggestions.isFetching}
            onSelect={onSelect}
            onBlur={onBlur}
            describedBy={`${hintId} ${resultId}`}
          />
          <p id={hintId} className="text-sm text-muted">
            <Trans>
              Type at least {MIN_AUTOCOMPLETE_LENGTH} characters, then choose your address from the list.
            </Trans>
          </p>
          <div id={resultId}>
            <div role="status">
              {check.status === 'in progress' && (
                <Notice tone="info">
                  <p className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-4 w-4 animate-spin rounded-full border-2 border-ink/20 border-t-ink motion-reduce:animate-none"
                    />
                    <Trans>Checking whether we deliver to this address…</Trans>
                  </p>
                </Notice>
              )}
              {check.status === 'complete' && (
                <Notice tone="success">
                  <p className="font-medium">
                    <span aria-hidden="true">✓ </span>
                    <Trans>
                      We deliver to this address — {formats.distanceKm(check.checked.distanceInMeter)} away
                    </Trans>
                  </p>
                </Notice>
              )}
            </div>
            <div role="alert">{failure && <Notice tone="danger">{failure}</Notice>}</div>
          </div>
        </div>

        <div>
          <label htmlFor={suiteId} className="block text-base font-semibold">
            <Trans>
              Suite / Apartment number <span className="font-normal text-muted">(optional)</span>
            </Trans>
          </label>
          <input
            id={suiteId}
            type="text"
            autoComplete="address-line2"
            value={suite}
            onChange={(event) => setSuite(event.target.value)}
            className={`${inputClass} mt-2 sm:max-w-xs`}
          />
        </div>

        <TileFieldset
          legend={
            <>
              <Trans>Address type</Trans> <span aria-hidden="true">*</span>
            </>
          }
          legendClassName="text-base font-semibold"
          gridClassName="mt-2 grid grid-cols-3 gap-2 sm:gap-3"
        >
          {ADDRESS_TYPES.map((type) => (
            <RadioTile
              key={type.value}
              name="addressType"
              value={type.value}
              required
              checked={addressType === type.value}
              onSelect={() => setAddressType(type.value)}
              tileClassName="flex min-h-12 items-center justify-center rounded-lg border-2 border-ink/25 bg-white px-2 py-2.5 text-center text-base font-semibold text-ink transition hover:border-ink/60 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink"
            >
              {i18n._(type.label)}
            </RadioTile>
          ))}
        </TileFieldset>

        {(addressType === 'Business' || addressType === 'Other') && (
          <div>
            <label htmlFor={extraId} className="block text-base font-semibold">
              {addressType === 'Business' ? t`Business name` : t`Venue name`}{' '}
              <span aria-hidden="true">*</span>
            </label>
            <input
              id={extraId}
              type="text"
              required
              aria-required="true"
              autoComplete={addressType === 'Business' ? 'organization' : 'off'}
              value={addressType === 'Business' ? businessName : venueName}
              onChange={(event) =>
                addressType === 'Business'
                  ? setBusinessName(event.target.value)
                  : setVenueName(event.target.value)
              }
              className={`${inputClass} mt-2`}
            />
          </div>
        )}

        <BackAndContinue
          onBack={() => void navigate(paths.orderOnline)}
          done={ready}
          missing={<Trans>Choose an address we deliver to and an address type to continue.</Trans>}
        />
      </form>
    </OrderEntryPage>
  );
}
