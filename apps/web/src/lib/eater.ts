/*
 * The browser's eater id (ordering-core §7 eaterUUID): sent with each order placed here, and used to
 * ask for this eater's most ordered items ('Picked for you') while they are a guest.
 */
const EATER_KEY = 'eaterUUID';

export const newUuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** The stored eater id, or null when this browser has none yet (or storage is blocked). */
export function storedEaterUuid(): string | null {
  try {
    return localStorage.getItem(EATER_KEY);
  } catch {
    return null;
  }
}

/** The stored eater id, created on first use. */
export function eaterUuid(): string | null {
  try {
    const existing = localStorage.getItem(EATER_KEY);
    if (existing) return existing;
    const id = newUuid();
    localStorage.setItem(EATER_KEY, id);
    return id;
  } catch {
    return null;
  }
}
