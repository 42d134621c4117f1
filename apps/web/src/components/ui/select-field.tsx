import type { SelectHTMLAttributes } from 'react';
import { inputClass } from './ui';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options, after an empty first choice when there is a placeholder. */
export function Options({
  placeholder,
  options,
}: {
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      {placeholder && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A labelled select whose first, empty option asks the visitor to choose (`placeholder`). */
export function SelectField({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <select
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      >
        <Options placeholder={placeholder} options={options} />
      </select>
    </label>
  );
}

/** A select of `options`: `onChange` gets the chosen option's own value, typed as the options are. */
export function OptionsSelect<V extends string>({
  value,
  onChange,
  options,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <select
      {...select}
      value={value}
      onChange={(e) => {
        const chosen = options.find((option) => option.value === e.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      <Options options={options} />
    </select>
  );
}
