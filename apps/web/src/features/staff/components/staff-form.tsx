import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled text box of the staff console's forms (invite, set password). */
export function StaffField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block">
      <span className="font-medium">{label}</span>
      <input className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2" {...input} />
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

/** A compact input of the console's inline controls, its label read by screen readers only. */
export function StaffInlineInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="text-sm">
      <span className="sr-only">{label}</span>
      <input className="rounded border border-stone-400 px-2 py-1" {...input} />
    </label>
  );
}

/** The staff member's locations as the options of a Restaurant choice. */
export function RestaurantOptions({
  restaurants,
}: {
  restaurants: readonly { _id: string; name: string }[];
}) {
  return restaurants.map((r) => (
    <option key={r._id} value={r._id}>
      {r.name}
    </option>
  ));
}
