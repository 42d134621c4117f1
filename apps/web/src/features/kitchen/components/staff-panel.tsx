import { useState, type ReactNode } from 'react';
import { isUnauthenticated } from '../../staff/api/staff-api';
import { StaffErrorAlert } from '../../staff/components/staff-shell';

/** What the board gives each of its panels (kitchen, gift card orders, menu items). */
export interface StaffPanelProps {
  restaurantId: string;
  timeZone: string;
  onSignedOut: () => void;
}

/**
 * A panel's last failed write: a lapsed session goes back to sign-in, anything else is shown
 * until the next write succeeds.
 */
export function useWriteError(onSignedOut: () => void) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    failed: (reason: Error) => {
      if (isUnauthenticated(reason)) return onSignedOut();
      setError(reason.message);
    },
  };
}

/** A titled white panel of the board, with its failed write and failed load shown above its body. */
export function StaffPanel({
  id,
  title,
  count,
  error,
  loadError,
  children,
}: {
  id: string;
  title: ReactNode;
  /** How many of its rows need staff ('(2 unpaid)'), after the title. */
  count: string;
  error: string | null;
  loadError: Error | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-bold">
        {title} <span className="font-normal text-stone-600">{count}</span>
      </h2>
      {error && (
        <div className="my-3">
          <StaffErrorAlert message={error} />
        </div>
      )}
      {loadError && <StaffErrorAlert message={loadError.message} />}
      {children}
    </section>
  );
}
