import { resolveTenantSlug, type ApiTenant, type ApiTenantSummary } from '@storefront/domain';
import { apiGet } from './api-client';
import { pageData } from './page-document';

export interface Bootstrap {
  tenant: ApiTenant;
  map: { tileUrl: string; attribution: string };
}

const DEFAULT_MAP = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/*
 * The server gives the page the tenant (in it, or at the address it names). Without it (the Vite dev
 * server, or a page changed on the server since), the storefront finds the tenant the spec's way: the
 * tenant list, matched against the host, then the tenant by slug.
 */
export async function loadBootstrap(): Promise<Bootstrap> {
  const data = await pageData();
  if (data) return data.bootstrap;
  const tenants = await apiGet<ApiTenantSummary[]>('/tenants');
  const slug = resolveTenantSlug(window.location.host, tenants, tenants[0]?.slug ?? '');
  const tenant = await apiGet<ApiTenant>(`/tenants/${encodeURIComponent(slug)}`);
  document.documentElement.dataset.theme = tenant.theme;
  document.documentElement.style.setProperty('--color-primary', tenant.settings.primary_color);
  return { tenant, map: DEFAULT_MAP };
}
