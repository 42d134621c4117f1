import type { OwnerBrand } from '@storefront/domain';
import { settingsRequest } from './settings-api';

/* The owner console's Brand (/api/staff/brand). */

export const brandKeys = { all: ['staff', 'settings', 'brand'] as const };

export const fetchBrand = () => settingsRequest<OwnerBrand>('GET', '/brand');

export const saveBrand = (brand: OwnerBrand) => settingsRequest<OwnerBrand>('PUT', '/brand', brand);
