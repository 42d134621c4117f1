/*
 * The tenant settings an operator sets without an owner console: the transition and welcome popups,
 * the promotions carousel's pace, the promotional banner (accounts-and-extras §4, ordering-core
 * §9) and whether menu items show their codes (issue 18). Validated here so a typo never reaches a diner's page; `null` turns a popup off.
 */
import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #RRGGBB.');

export const tenantDisplaySettingsSchema = z
  .object({
    transition_popup: z
      .object({
        enabled: z.boolean(),
        delay_ms: z.number().int().min(0).max(60_000).default(0),
        title: z.string().trim().min(1).max(120),
        message: z.string().trim().max(600).default(''),
        new_site_name: z.string().trim().min(1).max(80),
        new_site_url: z.url({ protocol: /^https?$/, message: 'The new site must be an http(s) address.' }),
        /** A restaurant id (or, in the seed data, its key). */
        stay_restaurant_id: z.string().min(1).nullable().default(null),
        colors: z
          .object({ background: colour, text: colour, button: colour, button_text: colour })
          .nullable()
          .default(null),
      })
      .nullable(),
    welcome_popup: z
      .object({
        enabled: z.boolean(),
        title: z.string().trim().min(1).max(120),
        message: z.string().trim().max(600).default(''),
      })
      .nullable(),
    promotion_carousel_interval_ms: z.number().int().min(1000).max(60_000),
    promotional_banner: z.object({ threshold: z.number().min(0), discount: z.number().min(0) }),
    show_item_codes: z.boolean(),
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
