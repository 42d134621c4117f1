import { Trans, useLingui } from '@lingui/react/macro';
import { ALLERGEN_LABELS, ALLERGENS, ALLERGY_NOTE_MAX, toggled, type Allergen } from '@storefront/domain';
import { useId } from 'react';
import { NoteField } from '../../../components/form/note-field';
import { useOrderStore } from '../../../stores/order-store';

/**
 * "Any allergies?" (issue 29 item 3): optional and collapsed, the menu's allergens as checkboxes and
 * a note. The kitchen sees them as a banner and reads them before accepting the order.
 */
export function AllergiesField() {
  const { t } = useLingui();
  const noteId = useId();
  const allergies = useOrderStore((s) => s.allergies);
  const setAllergies = useOrderStore((s) => s.setAllergies);
  const declared = allergies.allergens.length > 0 || allergies.note.trim() !== '';
  const toggle = (allergen: Allergen) =>
    setAllergies({ ...allergies, allergens: toggled(allergies.allergens, allergen) });

  return (
    <details open={declared}>
      <summary className="min-h-11 cursor-pointer text-lg font-bold">
        Any allergies?{declared ? ` (${allergies.allergens.length + (allergies.note.trim() ? 1 : 0)})` : ''}
      </summary>
      <fieldset className="mt-3">
        <legend className="mb-2 text-sm text-muted">
          <Trans>Tell the kitchen what you are allergic to. They read it before accepting your order.</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                checked={allergies.allergens.includes(allergen)}
                onChange={() => toggle(allergen)}
                className="h-5 w-5 accent-current"
              />
              {ALLERGEN_LABELS[allergen]}
            </label>
          ))}
        </div>
        <NoteField
          id={noteId}
          label={t`Allergy note`}
          labelClassName="mt-3 block font-semibold"
          rows={2}
          maxLength={ALLERGY_NOTE_MAX}
          value={allergies.note}
          onChange={(note) => setAllergies({ ...allergies, note })}
          placeholder={t`e.g. severe, even traces`}
        />
      </fieldset>
    </details>
  );
}
