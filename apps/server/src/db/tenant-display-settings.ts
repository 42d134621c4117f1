/*
 * The tenant settings an operator sets without an owner console: the transition and welcome popups,
 * the promotions carousel's pace and the promotional banner (accounts-and-extras §4, ordering-core
 * §9). Validated here so a typo never reaches a diner's page; `null` turns a popup off.
 */
import {
  carouselIntervalSchema,
  promotionalBannerSchema,
  transitionPopupSchema,
  welcomePopupSchema,
} from '@storefront/domain';
import { z } from 'zod';

/** The tenant document's own settings schemas (decision 0044): any of the four, nothing else. */
export const tenantDisplaySettingsSchema = z
  .object({
    transition_popup: transitionPopupSchema.nullable(),
    welcome_popup: welcomePopupSchema.nullable(),
    promotion_carousel_interval_ms: carouselIntervalSchema,
    promotional_banner: promotionalBannerSchema,
  })
  .partial()
  .strict();

export type TenantDisplaySettings = z.output<typeof tenantDisplaySettingsSchema>;

/** The stored settings with the patch's keys replaced, or the reasons the patch is refused. */
export function mergeDisplaySettings(
  stored: Record<string, unknown>,
  patch: unknown,
): { ok: true; settings: Record<string, unknown> } | { ok: false; errors: string[] } {
  const parsed = tenantDisplaySettingsSchema.safeParse(patch);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => `${i.path.join('.') || '(settings)'}: ${i.message}`),
    };
  }
  return { ok: true, settings: { ...stored, ...parsed.data } };
}
