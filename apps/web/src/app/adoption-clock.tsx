import { msUntilMinuteTurns } from '@storefront/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { NowContext } from '../lib/hooks';
import { isAdopting, onAdopted } from '../lib/hydration';

/**
 * A page the server drew is adopted at the server's clock (`drawnAt`), so that what reads the time
 * ("open now", the pre-order notice) draws what the server drew. The page is cached for the minute and
 * a phone's clock can be off: drawn at the browser's time, one notice more or less shifted every
 * element after it, and Preact re-created the whole page instead of adopting it. Once the page is
 * adopted it reads the browser's clock (useNow catches up then): at once when the clocks are in
 * different minutes, else when the minute turns. Switched at once, every part that reads the time
 * (the whole menu) was drawn again in the adoption's last task, for the same picture.
 */
export function AdoptionClock({ drawnAt, children }: { drawnAt: number | null; children: ReactNode }) {
  const [now, setNow] = useState(drawnAt);
  useEffect(() => {
    const toBrowsersClock = () => setNow(null);
    if (!isAdopting() || drawnAt === null) return toBrowsersClock();
    let timer: number | undefined;
    onAdopted(() => {
      const wait = msUntilMinuteTurns(drawnAt, Date.now());
      if (wait > 0) timer = window.setTimeout(toBrowsersClock, wait);
      else toBrowsersClock();
    });
    return () => window.clearTimeout(timer);
  }, [drawnAt]);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}
