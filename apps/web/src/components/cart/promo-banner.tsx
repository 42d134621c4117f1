import { Trans } from '@lingui/react/macro';
import { promotionalBannerOf, safeTimeZone } from '@storefront/domain';
import { useFormats } from '../../lib/formats';
import { useNow } from '../../lib/hooks';
import { useTenant } from '../../lib/tenant-context';
import { useOrderStore } from '../../stores/order-store';

/**
 * The promotional banner of the cart and the drawer (tenant.settings.promotional_banner on): the
 * tenant's nearest fixed discount on the cart at the chosen location, the same in both; it says how
 * far away the offer is and hides once the subtotal meets it, or when no such promotion exists.
 */
export function PromoBanner({ subtotal }: { /** Cents in the cart now. */ subtotal: number }) {
  const tenant = useTenant();
  const restaurantId = useOrderStore((s) => s.pickupLocation);
  const now = useNow();
  const { money } = useFormats();
  const banner = promotionalBannerOf(tenant.settings.promotional_banner, tenant.promotions, subtotal, {
    now,
    timeZone: safeTimeZone(tenant.settings.time_zone),
    restaurantId,
  });
  if (!banner) return null;
  return (
    <p className="rounded-xl border border-dashed border-ink/40 bg-brand/15 px-4 py-2.5 text-center text-sm font-medium text-ink">
      <Trans>
        Spend {money(banner.threshold)} and save {money(banner.discount)}
      </Trans>
      {subtotal > 0 && (
        <span className="block text-xs text-ink/80">
          <Trans>Only {money(banner.missing)} to go</Trans>
        </span>
      )}
    </p>
  );
}
