import { useLingui } from '@lingui/react/macro';
import { linesIn, type Locale } from '@storefront/domain';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { describedByOf, FieldFrame } from '../../../components/form-field';
import { inputClass } from '../../../components/ui/ui';
import { translatedLabel, translationPath } from './translation-fields';

/*
 * A list of lines the owner types one a line (a promotion's conditions, an order method's
 * subtitles), and beside it its words in each other language the tenant offers, which the entity's
 * translations keep as one text of lines (decisions 0092, 0099). Ids follow the names, as the
 * settings fields' do: `{prefix}-conditions`, `{prefix}-translations-fr-conditions`.
 */

/** The list at `name` (the default language's lines) and its translation per language in `others`. */
export function LinesField<T extends FieldValues, Out>({
  control,
  name,
  prefix,
  label,
  others,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  prefix: string;
  label: string;
  others: readonly Locale[];
}) {
  const { field, fieldState } = useController({ control, name });
  const lines = field.value as string[] | undefined;
  // The text as typed (a line being written may be blank for now); the list keeps its lines only.
  const [typed, setTyped] = useState(() => (lines ?? []).join('\n'));
  const id = (path: string) => `${prefix}-${path.replace(/\./g, '-')}`;
  return (
    <>
      <LinesArea
        id={id(name)}
        label={label}
        value={typed}
        error={fieldState.error?.message ?? lineError(fieldState.error)}
        onChange={(text) => {
          setTyped(text);
          field.onChange(linesIn(text));
        }}
        onBlur={field.onBlur}
      />
      {others.map((locale) => {
        // A translation's path is the list's, in its entity's translations (translation-fields.ts).
        const path = translationPath(name, locale) as Path<T>;
        return (
          <TranslatedLines
            key={locale}
            control={control}
            name={path}
            id={id(path)}
            label={translatedLabel(label, locale)}
          />
        );
      })}
    </>
  );
}

/** The message of the first line refused (each line has its own limit). */
const lineError = (error: { [line: number]: { message?: string } | undefined } | undefined) =>
  error && Object.values(error).find((line) => line?.message)?.message;

function TranslatedLines<T extends FieldValues, Out>({
  control,
  name,
  id,
  label,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <LinesArea
      id={id}
      label={label}
      value={(field.value as string | null | undefined) ?? ''}
      error={fieldState.error?.message}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

function LinesArea({
  id,
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const hint = t`One a line`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
