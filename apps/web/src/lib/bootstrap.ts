import { resolveTenantSlug, type ApiTenant, type ApiTenantSummary } from '@storefront/domain';
import { apiGet } from './api-client';

export interface Bootstrap {
  tenant: ApiTenant;
  map: { tileUrl: string; attribution: string };
}

const DEFAULT_MAP = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/*
 * The server embeds the tenant in index.html. Without it (the Vite dev server), the storefront finds
 * the tenant the spec's way: the tenant list, matched against the host, then the tenant by slug.
 */
export async function loadBootstrap(): Promise<Bootstrap> {
  const embedded = document.getElementById('storefront-bootstrap');
  if (embedded?.textContent) return JSON.parse(embedded.textContent) as Bootstrap;
  const tenants = await apiGet<ApiTenantSummary[]>('/tenants');
  const slug = resolveTenantSlug(window.location.host, tenants, tenants[0]?.slug ?? '');
  const tenant = await apiGet<ApiTenant>(`/tenants/${encodeURIComponent(slug)}`);
  document.documentElement.dataset.theme = tenant.theme;
  document.documentElement.style.setProperty('--color-primary', tenant.settings.primary_color);
  return { tenant, map: DEFAULT_MAP };
}
