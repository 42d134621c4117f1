import { readableTextTone } from '@storefront/domain';
import { useTenant } from '../lib/tenant-context';

/**
 * The text colour class for a solid `bg-brand` surface. The brand colour is the tenant's own and may
 * be light (gold) or dark (emerald), so the text takes whichever of black or white passes AA on it.
 * (The theme's ink is not dark enough on mid-tone brands such as copper.)
 */
export function useOnBrandText(): 'text-black' | 'text-white' {
  const { settings } = useTenant();
  return readableTextTone(settings.primary_color) === 'dark' ? 'text-black' : 'text-white';
}
