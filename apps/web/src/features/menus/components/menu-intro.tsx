import { Trans } from '@lingui/react/macro';
import { type ApiMenu, type ApiRestaurant } from '@storefront/domain';
import { useFormats } from '../../../lib/formats';
import { ClockIcon } from '../../../components/ui/icons';
import { servingHoursOf } from '../../../components/menu/item-notes';

/** A menu's description and serving hours, above its sections. */
export function MenuIntro({ menu, restaurant }: { menu: ApiMenu; restaurant: ApiRestaurant }) {
  const hours = servingHoursOf(menu, restaurant.settings.time_format, useFormats());
  if (!menu.description && !hours) return null;
  return (
    <div className="mb-6 space-y-1 text-muted">
      {menu.description && <p>{menu.description}</p>}
      {hours && (
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <ClockIcon className="h-4 w-4" />
          <Trans>Available {hours}</Trans>
        </p>
      )}
    </div>
  );
}
