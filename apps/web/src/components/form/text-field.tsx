import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField } from '../form-field';
import { EMAIL_INPUT } from './email-input';

type FormFieldProps = Parameters<typeof FormField>[0];

interface TextFieldProps<V extends FieldValues, Out = V> extends Omit<
  FormFieldProps,
  'value' | 'onChange' | 'error' | 'name'
> {
  /** The form's control; `Out` is what the form submits (a schema's output: a settings form's). */
  control: Control<V, unknown, Out>;
  name: FieldPath<V>;
  /** Shapes the value as it is typed (e.g. the phone's ___-___-____). */
  shape?: (value: string) => string;
  /** After the form took the typed value. */
  onValueChange?: (value: string) => void;
}

/**
 * A FormField bound to one text field of a react-hook-form form: its value, its message, its focus.
 * The field holds a string (an empty one while it is null, as a settings form's optional text).
 */
export function TextField<V extends FieldValues, Out = V>({
  control,
  name,
  shape,
  onValueChange,
  onBlur,
  ...props
}: TextFieldProps<V, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(shape ? shape(value) : value);
        onValueChange?.(value);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={fieldState.error?.message}
    />
  );
}

/** Ties fields to a form: its control, the field's name, and the id `{idPrefix}-{name}`. */
export const fieldsOf =
  <V extends FieldValues, Out = V>(form: UseFormReturn<V, unknown, Out>, idPrefix: string) =>
  (name: FieldPath<V>) => ({ control: form.control, name, id: `${idPrefix}-${name}` });

type PresetProps<V extends FieldValues> = Omit<TextFieldProps<V>, 'type' | 'maxLength' | 'required'>;

/** An email field as every form has it: required, up to 254 characters, the email keyboard. */
export function EmailField<V extends FieldValues>(props: PresetProps<V>) {
  return <TextField {...EMAIL_INPUT} required {...props} />;
}

/** A password field: required, up to the server's 200 characters, never reshaped. */
export function PasswordField<V extends FieldValues>(props: PresetProps<V>) {
  return <TextField type="password" maxLength={200} required {...props} />;
}
