import { DEFAULT_PRIMARY_COLOR } from '@storefront/domain';
import type { MailBrand } from '../../adapters/mail/layout';
import type { Executor } from '../../db/executor';
import type { TenantRow } from '../../db/schema';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { findTenantById } from './tenants.repository';
import { tenantSettingsOf } from './tenants.presenter';

const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The brand a tenant's mails are drawn in (decision 0088): its primary colour and its logo, the
 * logo's address made absolute from the configured origin (never a request's Host header), since a
 * mail client has no page to resolve `/media/…` against. A platform mail has the sender's name only.
 */
export function mailBrandLoader(db: Executor, links: LinkOrigins) {
  return async (tenantId: string | null, senderName: string): Promise<MailBrand> => {
    const tenant = tenantId ? await findTenantById(db, tenantId) : undefined;
    if (!tenant) {
      return {
        name: senderName,
        colour: DEFAULT_PRIMARY_COLOR,
        logoUrl: null,
        signature: [senderName],
      };
    }
    return mailBrandOf(tenant, links);
  };
}

/** A tenant's mail brand from its row: for a sender that has read the row already (no second read). */
export function mailBrandOf(tenant: TenantRow, links: LinkOrigins): MailBrand {
  const colour = tenantSettingsOf(tenant).primary_color;
  return {
    name: tenant.name,
    colour: COLOUR.test(colour) ? colour : DEFAULT_PRIMARY_COLOR,
    logoUrl: absoluteLogo(tenant, links),
    signature: [tenant.name, ...(tenant.phone ? [tenant.phone] : [])],
  };
}

function absoluteLogo(
  tenant: { logo_url: string | null; slug: string; website_url: string | null },
  links: LinkOrigins,
): string | null {
  if (!tenant.logo_url) return null;
  try {
    const url = new URL(tenant.logo_url, tenantOriginOf(tenant, links));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    // No configured origin (a bare test setup) or a malformed address: the name stands alone.
    return null;
  }
}
