/*
 * One tenant as a JSON document (issue 19, decision 0044): its brand, settings, locations with their
 * menus, promotions, coupons, gift card products and webhook endpoints (without their secrets). No ids: locations are named by slug, items by
 * code, promotions by key, and the document checks here that every such name refers to something it
 * defines, so an import never writes half a tenant.
 */
import { z } from 'zod';
import { brandSchema, tenantSettingsSchema } from './brand';
import { couponSchema } from './coupon';
import { duplicates, slug } from './fields';
import { giftCardProductSchema } from './gift-card-product';
import { locationSchema } from './location';
import { promotionSchema } from './promotion';
import { printerDocumentSchema } from './printer';
import { checkDefaultLanguage } from './translations';
import { webhookEndpointSchema } from './webhook';

/** The document format's version; a reader refuses a version it does not know. */
export const TENANT_DOCUMENT_VERSION = 1;

export const tenantDocumentSchema = z
  .object({
    /** The JSON Schema of the format (docs/tenant-document.schema.json), for editors. */
    $schema: z.string().optional(),
    version: z.literal(TENANT_DOCUMENT_VERSION, {
      message: `This reader knows version ${TENANT_DOCUMENT_VERSION} of the tenant document`,
    }),
    slug: slug('The tenant slug'),
    brand: brandSchema,
    settings: tenantSettingsSchema.prefault({}),
    locations: z.array(locationSchema).min(1, 'A tenant has at least one location'),
    promotions: z.array(promotionSchema).default([]),
    coupons: z.array(couponSchema).default([]),
    gift_card_products: z.array(giftCardProductSchema).default([]),
    /** Outbound webhook endpoints, matched by URL on import; a new one gets a new secret. */
    webhooks: z.array(webhookEndpointSchema).default([]),
    /** Kitchen printers, by location slug and name. */
    printers: z.array(printerDocumentSchema).default([]),
  })
  .superRefine((doc, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    checkDefaultLanguage(doc.brand, ctx, ['brand', 'defaultLanguage']);
    const locationSlugs = new Set(doc.locations.map((l) => l.slug));
    const promotionKeys = new Set(doc.promotions.map((p) => p.key));
    const codesAt = new Map(
      doc.locations.map((l) => [
        l.slug,
        new Set(l.menus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.code)))),
      ]),
    );
    const everyCode = new Set([...codesAt.values()].flatMap((codes) => [...codes]));

    for (const s of duplicates(doc.locations.map((l) => l.slug)))
      issue(['locations'], `Two locations are called ${s}`);
    for (const k of duplicates(doc.promotions.map((p) => p.key)))
      issue(['promotions'], `Two promotions have the key ${k}`);
    for (const c of duplicates(doc.coupons.map((c) => c.code.toUpperCase())))
      issue(['coupons'], `Two coupons have the code ${c}`);
    for (const url of duplicates(doc.webhooks.map((w) => w.url)))
      issue(['webhooks'], `Two webhook endpoints have the URL ${url}`);
    for (const key of duplicates(doc.printers.map((p) => `${p.restaurant}: ${p.name}`)))
      issue(['printers'], `Two printers are called ${key}`);
    doc.printers.forEach((p, i) => {
      if (!locationSlugs.has(p.restaurant))
        issue(['printers', i, 'restaurant'], `No location is called ${p.restaurant}`);
    });
    const promotionCodes = doc.promotions.flatMap((p) =>
      p.coupon_code ? [p.coupon_code.toUpperCase()] : [],
    );
    for (const c of duplicates(promotionCodes))
      issue(['promotions'], `Two promotions have the coupon code ${c}`);

    doc.locations.forEach((location, l) =>
      location.menus.forEach((menu, m) =>
        menu.sections.forEach((section, s) => {
          if (section.promotion !== null && !promotionKeys.has(section.promotion)) {
            issue(
              ['locations', l, 'menus', m, 'sections', s, 'promotion'],
              `No promotion has the key ${section.promotion}`,
            );
          }
        }),
      ),
    );
    doc.promotions.forEach((promotion, p) => {
      promotion.rules.restaurants.forEach((r, i) => {
        if (!locationSlugs.has(r))
          issue(['promotions', p, 'rules', 'restaurants', i], `No location is called ${r}`);
      });
      for (const group of ['eligible_items_group_1', 'eligible_items_group_2'] as const) {
        promotion.rules[group].forEach((code, i) => {
          if (!everyCode.has(code))
            issue(['promotions', p, 'rules', group, i], `No item has the code ${code}`);
        });
      }
    });
    doc.coupons.forEach((coupon, c) => {
      if (coupon.promotion !== null && !promotionKeys.has(coupon.promotion))
        issue(['coupons', c, 'promotion'], `No promotion has the key ${coupon.promotion}`);
    });
    doc.brand.signature_dishes.forEach((dish, d) => {
      if (dish.item === null) return;
      const codes = codesAt.get(dish.item.location);
      if (!codes)
        issue(
          ['brand', 'signature_dishes', d, 'item', 'location'],
          `No location is called ${dish.item.location}`,
        );
      else if (!codes.has(dish.item.code))
        issue(
          ['brand', 'signature_dishes', d, 'item', 'code'],
          `${dish.item.location} has no item with the code ${dish.item.code}`,
        );
    });
    const stay = doc.settings.transition_popup?.stay_restaurant_id ?? null;
    if (stay !== null && !locationSlugs.has(stay))
      issue(['settings', 'transition_popup', 'stay_restaurant_id'], `No location is called ${stay}`);
  });

export type TenantDocument = z.output<typeof tenantDocumentSchema>;
export type TenantDocumentInput = z.input<typeof tenantDocumentSchema>;

/** Every problem of a parse as 'json.path: message', in document order. */
export function documentIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${jsonPath(i.path)}: ${i.message}`);
}

/** `$.locations[0].menus[1].name`: the JSON path a person (and jq) reads. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return (
    '$' +
    path
      .map((part) =>
        typeof part === 'number'
          ? `[${part}]`
          : /^[A-Za-z_$][\w$]*$/.test(String(part))
            ? `.${String(part)}`
            : `[${JSON.stringify(String(part))}]`,
      )
      .join('')
  );
}
