import { formatMoney, promotionalBannerOf } from '@storefront/domain';
import { useTenant } from '../../lib/tenant-context';

/**
 * The promotional banner of the cart and the drawer (tenant.settings.promotional_banner): one offer,
 * the same figures in both; it says how far away the offer is and hides once the subtotal meets it.
 */
export function PromoBanner({ subtotal }: { /** Cents in the cart now. */ subtotal: number }) {
  const { settings } = useTenant();
  const banner = promotionalBannerOf(settings.promotional_banner, subtotal);
  if (!banner) return null;
  return (
    <p className="rounded-xl border border-dashed border-ink/40 bg-brand/15 px-4 py-2.5 text-center text-sm font-medium text-ink">
      Spend {formatMoney(banner.threshold)} and save {formatMoney(banner.discount)}
      {subtotal > 0 && (
        <span className="block text-xs text-ink/80">Only {formatMoney(banner.missing)} to go</span>
      )}
    </p>
  );
}
