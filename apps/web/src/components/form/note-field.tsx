import { inputClass } from '../ui/ui';

/**
 * A diner's free-text note under its label (an item's special instructions, the order's special
 * requests, an allergy note): a plain textarea the kitchen reads as written, nothing checked but its
 * length.
 */
export function NoteField({
  id,
  label,
  labelClassName,
  onChange,
  ...textarea
}: {
  id: string;
  label: string;
  labelClassName: string;
  rows: number;
  maxLength: number;
  value: string;
  placeholder: string;
  onChange: (note: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        {...textarea}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </>
  );
}
