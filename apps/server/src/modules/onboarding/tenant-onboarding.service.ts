/*
 * A new brand in minutes (issue 19 item 3, `npm run tenant -- create`): an empty tenant with one
 * location, written through the tenant document import (decision 0044), and its owner invited to
 * choose a password and finish in the console (a welcome of its own, not the staff invitation). The storefront shows "coming soon" until
 * the tenant has a menu.
 */
import type { TenantDocumentInput } from '@storefront/domain';
import type { Mailer } from '../../adapters/mail/mailer';
import type { SeedDb } from '../../db/seed/builders';
import { parseTenantDocument, writeTenant } from '../../db/tenant-document/import';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { inviteOwner, STAFF_INVITATION_DAYS } from '../staff/staff-accounts.service';
import { ownerWelcomeMail } from './tenant-onboarding.mail';

export interface NewTenant {
  slug: string;
  name: string;
  ownerEmail: string;
  /** How the invitation greets the owner; the email's local part when absent. */
  ownerName?: string;
  timeZone?: string;
}

export class TenantExistsError extends Error {}

const open = (from: string, to: string) => ({ is_open: true, open_time: from, close_time: to });

/** The document of a new tenant: its brand name, its owner's email, one location open 11 to 9. */
export function newTenantDocument(tenant: NewTenant): TenantDocumentInput {
  const day = open('11:00 AM', '09:00 PM');
  return {
    version: 1,
    slug: tenant.slug,
    brand: { name: tenant.name, email: tenant.ownerEmail.trim().toLowerCase() },
    settings: tenant.timeZone ? { time_zone: tenant.timeZone } : {},
    locations: [
      {
        slug: tenant.slug,
        name: tenant.name,
        email: tenant.ownerEmail.trim().toLowerCase(),
        settings: tenant.timeZone ? { time_zone: tenant.timeZone } : {},
        business_hours: {
          sunday: day,
          monday: day,
          tuesday: day,
          wednesday: day,
          thursday: day,
          friday: day,
          saturday: day,
        },
      },
    ],
  };
}

/**
 * Creates the tenant and its invited owner in one transaction, then mails the owner the link to
 * choose a password. A slug that exists is refused; an invalid one with its JSON path.
 */
export async function createTenant(
  db: SeedDb,
  deps: { mailer: Mailer; links: LinkOrigins },
  tenant: NewTenant,
  now: Date,
): Promise<{ tenantId: string; link: string }> {
  const document = parseTenantDocument(newTenantDocument(tenant));
  const ownerName = tenant.ownerName ?? document.brand.email!.split('@')[0]!;
  const { tenantId, token } = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('tenants')
      .select('id')
      .where('slug', '=', document.slug)
      .executeTakeFirst();
    if (taken) throw new TenantExistsError(`A tenant called ${document.slug} exists already.`);
    const written = await writeTenant(trx, document, now);
    const invited = await inviteOwner(
      trx,
      written.tenantId,
      { name: ownerName, email: document.brand.email! },
      now,
    );
    return { tenantId: written.tenantId, token: invited.token };
  });
  const origin = tenantOriginOf({ slug: document.slug, website_url: null }, deps.links);
  const link = `${origin}/staff/invite?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    ownerWelcomeMail(
      { id: tenantId, name: document.brand.name, defaultLanguage: document.brand.defaultLanguage },
      { name: ownerName, email: document.brand.email! },
      { invitation: link, console: `${origin}/staff/settings` },
      STAFF_INVITATION_DAYS,
    ),
  );
  return { tenantId, link };
}
