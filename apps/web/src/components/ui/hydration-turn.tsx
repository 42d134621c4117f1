import { Suspense, useState, type ReactNode } from 'react';
import { isSuspendingParts, nextTurn } from '../../lib/hydration';

/*
 * Hydration in turns (issue 28, decisions 0081 and 0110): adopting the server's HTML of a whole page
 * was one task of 400-500 ms on a phone (Lighthouse's 4x slowdown), all of it blocking. The top of the
 * page is adopted first; each part wrapped in a HydrationTurn (the header, the menu's sections, the
 * footer) waits for a task of its own, in the order they were first drawn, its HTML on screen
 * meanwhile (a suspended hydration keeps the server's DOM). Preact numbers useId in the order parts
 * are adopted: a part in a turn before another that takes an id must take none itself (the header's
 * ids are fixed), or the parts after it take other ids than the server gave.
 */

/** A part's turn: taken once its task has come. */
interface Turn {
  promise: Promise<void>;
  taken: boolean;
}

function claimTurn(): Turn {
  const turn: Turn = { promise: nextTurn(), taken: false };
  void turn.promise.then(() => {
    turn.taken = true;
  });
  return turn;
}

/**
 * Waits for the part's turn. A page drawn again before it (the adoption's first render reads a store
 * the server could not, and draws the top again) suspends the part again, on the same turn: it
 * rendered the whole menu in the adoption's task before.
 */
function Deferred({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.taken) throw turn.promise;
  return children;
}

/** A part of the page adopted in a task after the one before it (only while the page is hydrated). */
export function HydrationTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (isSuspendingParts() ? claimTurn() : null));
  return (
    <Suspense fallback={null}>
      <Deferred turn={turn}>{children}</Deferred>
    </Suspense>
  );
}
