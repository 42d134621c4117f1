import { useLingui } from '@lingui/react';
import { domainText } from '../lib/domain-text';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { inputClass } from './ui/ui';

/*
 * One labelled form field: the label, the input, an optional hint and the field's message, tied to
 * the input by aria-describedby (and aria-invalid while the message shows).
 */
interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with a visual asterisk (the input is `required` for assistive tech). */
  required?: boolean;
  /** The hint is for assistive tech only (the placeholder already shows it). */
  hintHidden?: boolean;
  /** The message is announced as it appears (role=alert), as the checkout's guest form does. */
  announceError?: boolean;
}

/** The ids a control's aria-describedby names: its hint's and, while it shows, its message's. */
export const describedByOf = (id: string, hint: ReactNode, error: string | null | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * The label, hint and message around any control (an input, a select, a textarea) whose id is `id`;
 * the control itself is the child, and names the hint and message with describedByOf.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  hintHidden,
  announceError,
  className,
  children,
}: Pick<FieldProps, 'id' | 'label' | 'hint' | 'required' | 'hintHidden' | 'announceError'> & {
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-800">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintHidden ? 'sr-only' : 'mt-1 text-sm text-muted'}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role={announceError ? 'alert' : undefined}
          className="mt-1 text-sm font-medium text-red-800"
        >
          {domainText(i18n, error)}
        </p>
      )}
    </div>
  );
}

export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  hintHidden,
  announceError,
  ...input
}: FieldProps) {
  const frame = { id, label, error, hint, required, hintHidden, announceError };
  return (
    <FieldFrame {...frame}>
      <input
        id={id}
        {...input}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={`${inputClass} read-only:bg-black/5 read-only:text-muted disabled:bg-black/5`}
      />
    </FieldFrame>
  );
}
