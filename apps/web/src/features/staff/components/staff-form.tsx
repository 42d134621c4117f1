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

/** A staff form's full-width submit button, disabled while the form is being sent. */
export function StaffSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700 disabled:opacity-60"
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
