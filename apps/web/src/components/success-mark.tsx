/** The green tick above a confirmation (an order placed, a gift card order confirmed). Decorative. */
export function SuccessMark() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.4">
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
