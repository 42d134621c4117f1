/*
 * The allergies a diner declares at checkout (issue 29 item 3; decision 0085): some of the menu's
 * allergens and a free note. An order that carries them cannot be accepted until someone in the
 * kitchen tapped "Allergy read" (kept with who and when).
 */
import { z } from 'zod';
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from './settings';

export const ALLERGY_NOTE_MAX = 300;

export const ALLERGY_MESSAGES = {
  allergen: `An allergen is one of ${ALLERGENS.join(', ')}`,
  tooMany: 'List each allergen once.',
  note: `The allergy note must be at most ${ALLERGY_NOTE_MAX} characters`,
  /** The accept refused while the allergies are unread (HTTP 409). */
  unread: 'Read the allergy note before accepting this order.',
  /** "Allergy read" on an order whose diner declared none. */
  none: 'This order has no allergies to read.',
} as const;

/** What the diner declared; the note is trimmed, and empty means none. */
export const allergiesInputSchema = z.object({
  allergens: z
    .array(z.enum(ALLERGENS, { message: ALLERGY_MESSAGES.allergen }))
    .max(ALLERGENS.length, ALLERGY_MESSAGES.tooMany)
    .refine((list) => new Set(list).size === list.length, ALLERGY_MESSAGES.tooMany)
    .default([]),
  note: z
    .string({ message: ALLERGY_MESSAGES.note })
    .trim()
    .max(ALLERGY_NOTE_MAX, ALLERGY_MESSAGES.note)
    .nullish()
    .transform((note) => note || null),
});

export type AllergiesInput = z.input<typeof allergiesInputSchema>;

/** The allergies an order carries: null when the diner declared none. */
export interface OrderAllergies {
  allergens: Allergen[];
  note: string | null;
  /** When someone tapped "Allergy read"; null while nobody has (the order cannot be accepted). */
  acknowledgedAt: string | null;
}

/** A declaration with nothing in it (no allergen, no note) is no declaration. */
export const isDeclared = (allergies: { allergens: readonly Allergen[]; note: string | null } | null) =>
  allergies !== null && (allergies.allergens.length > 0 || allergies.note !== null);

/** The banner's words: 'Peanuts, Sesame: "no nuts at all please"' (`name` says an allergen in another language). */
export function allergyWords(
  allergies: { allergens: readonly Allergen[]; note: string | null },
  name: (allergen: Allergen) => string = (allergen) => ALLERGEN_LABELS[allergen],
): string {
  const names = allergies.allergens.map(name).join(', ');
  if (!allergies.note) return names;
  return names ? `${names}: “${allergies.note}”` : `“${allergies.note}”`;
}

/** Whether an order waits for its "Allergy read" before it may be accepted. */
export const awaitsAllergyRead = (order: { allergies?: OrderAllergies | null }): boolean =>
  !!order.allergies && order.allergies.acknowledgedAt === null;

/** What an order keeps of a declaration (validated): null when nothing was declared. */
export function declaredAllergies(
  input: AllergiesInput | null | undefined,
): { allergens: Allergen[]; note: string | null } | null {
  if (!input) return null;
  const allergies = allergiesInputSchema.parse(input);
  return isDeclared(allergies) ? allergies : null;
}
