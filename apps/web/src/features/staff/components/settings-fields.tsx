import type { Control } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { CheckboxField, NumberField } from './settings-form';

/**
 * The fields of one settings form by dotted name ('settings.gst_rate'), each with the id
 * `{prefix}-settings-gst_rate`: text, number and on/off, bound to the form's control.
 */
export function settingsFields(control: Control<never, unknown, unknown>, prefix: string) {
  // Each field names its own path: the form's value type cannot follow a name built at run time.
  const id = (name: string) => `${prefix}-${name.replace(/\./g, '-')}`;
  const bound = (name: string) => ({ control: control as never, name: name as never, id: id(name) });
  return {
    id,
    text: (name: string, label: string, hint?: string, type?: string) => (
      <TextField {...bound(name)} label={label} hint={hint} type={type} />
    ),
    number: (name: string, label: string, hint?: string) => (
      <NumberField {...bound(name)} label={label} hint={hint} />
    ),
    check: (name: string, label: string) => <CheckboxField {...bound(name)} label={label} />,
  };
}
