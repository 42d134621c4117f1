import type { InputHTMLAttributes, ReactNode } from 'react';
import { Options, OptionsSelect } from '../../../components/ui/select-field';

/**
 * A labelled text box of the staff console's forms (invite, set password), or `inline`: a compact
 * one beside other controls, its label read by screen readers only; `wide`, it takes a line of its
 * own in their wrapping row (a message to diners).
 */
export function StaffField({
  label,
  inline = false,
  wide = false,
  ...input
}: { label: string; inline?: boolean; wide?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const width = wide ? 'w-full ' : '';
  return (
    <label className={inline ? `${width}text-sm` : 'block'}>
      <span className={inline ? 'sr-only' : 'font-medium'}>{label}</span>
      <input
        className={`${width}rounded border border-stone-400 ${inline ? 'px-2 py-1' : 'mt-1 block w-full bg-white px-3 py-2'}`}
        {...input}
      />
    </label>
  );
}

/**
 * A staff form's submit button, disabled while the form is being sent: full width, or `inline`
 * (compact, beside the fields of a one-line form).
 */
export function StaffSubmit({
  busy,
  inline = false,
  children,
}: {
  busy: boolean;
  inline?: boolean;
  children: ReactNode;
}) {
  const size = inline ? 'px-3 py-1.5 text-sm' : 'w-full px-4 py-2';
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${size} rounded bg-stone-900 font-semibold text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {children}
    </button>
  );
}

/**
 * A compact choice of a number beside other controls (prep time, delay, pause length); its label
 * is read by screen readers only unless `labelShown`.
 */
export function StaffSelect({
  label,
  labelShown = false,
  value,
  onChange,
  options,
}: {
  label: string;
  labelShown?: boolean;
  value: number;
  onChange: (value: number) => void;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <label className="text-sm">
      <span className={labelShown ? 'mr-1' : 'sr-only'}>{label}</span>
      <select
        className="rounded border border-stone-400 px-2 py-1.5"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <Options options={options} />
      </select>
    </label>
  );
}

/**
 * A labelled choice of the console's among words (a location, a date, a status): its label beside
 * it, or read by screen readers only when `labelHidden`. `onChange` gets one of `options`' values.
 */
export function StaffChoice<V extends string>({
  label,
  labelHidden = false,
  className,
  value,
  onChange,
  options,
  disabled,
}: {
  label: ReactNode;
  labelHidden?: boolean;
  className?: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
}) {
  return (
    <label className={className}>
      <span className={labelHidden ? 'sr-only' : 'mr-2 font-medium'}>{label}</span>
      <OptionsSelect
        className="rounded border border-stone-400 bg-white px-2 py-1"
        value={value}
        disabled={disabled}
        onChange={onChange}
        options={options}
      />
    </label>
  );
}
