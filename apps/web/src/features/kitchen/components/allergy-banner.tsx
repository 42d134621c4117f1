import { Trans } from '@lingui/react/macro';
import { allergyWords, type ApiOrder } from '@storefront/domain';
import { useStaffFormats } from '../../staff/staff-i18n';
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
  const formats = useStaffFormats(order.restaurant.settings.time_zone);
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
        <span className="font-bold uppercase">
          <Trans>Allergy:</Trans>{' '}
        </span>
        {allergyWords(allergies)}
      </p>
      {readAt === null ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <StaffButton tone="danger" disabled={busy} onClick={onRead}>
            <Trans>
              Allergy read <span className="sr-only">for order #{orderNumber}</span>
            </Trans>
          </StaffButton>
          <span className="text-sm">
            <Trans>Read it before accepting the order.</Trans>
          </span>
        </div>
      ) : (
        <p className="text-sm">
          <Trans>Allergy read at {formats.time(readAt)}</Trans>
        </p>
      )}
    </div>
  );
}
