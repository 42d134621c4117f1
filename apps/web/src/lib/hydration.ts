import { pageDocument } from './page-document';

/*
 * The browser's adoption of a page the server drew (issue 28). Preact's hydration keeps the server's
 * attributes as they are, so the first renders must draw what the server drew: the diner's kept order,
 * cart and sign-in (which the server, drawing one page for everyone, does not read) wait until the
 * page is adopted, then arrive as ordinary updates, which Preact applies in full.
 */
/** Whether this page came drawn by the server (with the queries it read), not its shell alone. */
export const drawnByServer = (): boolean => pageDocument()?.drawn === 'page';

/** The server's clock when it drew this page, or null for a page the browser draws. */
export const drawnAt = (): number | null => (drawnByServer() ? (pageDocument()?.drawnAt ?? null) : null);

/** Resolves in a task of its own: what follows runs after the browser has had its turn (input, paint). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let suspending = false;
let adopting = drawnByServer();
let lastTurn: Promise<void> = Promise.resolve();
const adoptedListeners = new Set<() => void>();

/** Whether the page the server drew is still being adopted (its parts in turns included). */
export const isAdopting = (): boolean => adopting;

/** Whether a part in turns should wait for its own task (only during the first, synchronous pass). */
export const isSuspendingParts = (): boolean => suspending;

/** The next part's task: one macrotask after the part before it, in page order. */
export function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

/** Runs once the page the server drew has been adopted; never on a page the browser draws. */
export function onAdopted(listener: () => void): void {
  if (adopting) adoptedListeners.add(listener);
}

/**
 * Runs each of `firstUses` in a task of its own. The first formatter a page builds in a language or a
 * time zone loads its data (10-25 ms on a phone, 4x that under Lighthouse's slowdown); built inside
 * the first render's task, that time was all blocking. Built ahead, the render reuses it.
 */
export async function firstUsesInTurns(firstUses: readonly (() => void)[]): Promise<void> {
  for (const firstUse of firstUses) {
    await nextTurn();
    firstUse();
  }
}

/**
 * Runs the page's hydration; the parts in turns are adopted afterwards, one task each. Once the last
 * has been (a part can hold parts of its own), the page is the browser's.
 * `firstUses` run before it (firstUsesInTurns).
 */
export async function hydrateInTurns(
  hydrate: () => void,
  firstUses: readonly (() => void)[] = [],
): Promise<void> {
  await firstUsesInTurns(firstUses);
  await nextTurn();
  suspending = true;
  try {
    hydrate();
  } finally {
    suspending = false;
  }
  let seen: Promise<void>;
  do {
    seen = lastTurn;
    await seen;
    // The part resumed by the last turn renders after it, and may start turns of its own.
    await nextTask();
  } while (seen !== lastTurn);
  adopting = false;
  for (const listener of adoptedListeners) listener();
  adoptedListeners.clear();
  // The boot script (src/boot.ts) gives the page the taps and the typing it kept until now.
  document.dispatchEvent(new Event('storefront:adopted'));
}

/** The part of the Web Storage API the stores keep their state in. */
interface KeptStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

/**
 * `storage` for a store that is read once the page is adopted: until then the store shows the
 * server's (empty) state, and any change made meanwhile (a drawer closed on arrival) would write that
 * over the diner's kept order or cart.
 */
export function keptUntilAdopted(storage: KeptStorage): KeptStorage {
  return {
    getItem: (name) => storage.getItem(name),
    setItem: (name, value) => {
      if (!adopting) storage.setItem(name, value);
    },
    removeItem: (name) => {
      if (!adopting) storage.removeItem(name);
    },
  };
}
