import { useController, type Control, type FieldPath } from 'react-hook-form';
import { FormField } from '../form-field';
import type { FormValues } from './use-schema-form';

type FormFieldProps = Parameters<typeof FormField>[0];

interface TextFieldProps<V extends FormValues> extends Omit<
  FormFieldProps,
  'value' | 'onChange' | 'error' | 'name'
> {
  control: Control<V>;
  name: FieldPath<V>;
  /** Shapes the value as it is typed (e.g. the phone's ___-___-____). */
  shape?: (value: string) => string;
}

/** A FormField bound to one field of a react-hook-form form: its value, its message, its focus. */
export function TextField<V extends FormValues>({
  control,
  name,
  shape,
  onBlur,
  ...props
}: TextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onChange={(value) => field.onChange(shape ? shape(value) : value)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={fieldState.error?.message}
    />
  );
}
