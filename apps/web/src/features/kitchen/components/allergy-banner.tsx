import { allergyWords, formatInstant, type ApiOrder } from '@storefront/domain';
import { StaffButton } from '../../staff/components/staff-button';

/**
 * The diner's declared allergies on an order's card and on the kitchen display's ticket (issue 29
 * item 3): in red until someone taps "Allergy read", which the order's acceptance waits for.
 */
export function AllergyBanner({
  order,
  busy,
  onRead,
  dark = false,
}: {
  order: ApiOrder;
  busy: boolean;
  onRead: () => void;
  /** On the kitchen display's dark screen. */
  dark?: boolean;
}) {
  const { allergies, orderNumber } = order;
  if (!allergies) return null;
  const readAt = allergies.acknowledgedAt;
  const tone =
    readAt === null
      ? 'border-red-700 bg-red-50 text-red-950'
      : dark
        ? 'border-amber-300 bg-stone-800 text-amber-100'
        : 'border-amber-600 bg-amber-50 text-stone-900';
  return (
    <div data-testid="allergy-banner" className={`mt-2 rounded border-2 p-2 ${tone}`}>
      <p>
        <span className="font-bold uppercase">Allergy: </span>
        {allergyWords(allergies)}
      </p>
      {readAt === null ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <StaffButton tone="danger" disabled={busy} onClick={onRead}>
            Allergy read <span className="sr-only">for order #{orderNumber}</span>
          </StaffButton>
          <span className="text-sm">Read it before accepting the order.</span>
        </div>
      ) : (
        <p className="text-sm">
          Allergy read at {formatInstant(Date.parse(readAt), order.restaurant.settings.time_zone, 'h:mm A')}
        </p>
      )}
    </div>
  );
}
