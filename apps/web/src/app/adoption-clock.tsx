import { useEffect, useState, type ReactNode } from 'react';
import { NowContext } from '../lib/hooks';
import { isAdopting, onAdopted } from '../lib/hydration';

/**
 * A page the server drew is adopted at the server's clock (`drawnAt`), so that what reads the time
 * ("open now", the pre-order notice) draws what the server drew. The page is cached for the minute and
 * a phone's clock can be off: drawn at the browser's time, one notice more or less shifted every
 * element after it, and Preact re-created the whole page instead of adopting it. Once the page is
 * adopted it reads the browser's clock (useNow catches up then).
 */
export function AdoptionClock({ drawnAt, children }: { drawnAt: number | null; children: ReactNode }) {
  const [now, setNow] = useState(drawnAt);
  useEffect(() => {
    if (isAdopting()) onAdopted(() => setNow(null));
    else setNow(null);
  }, []);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}
