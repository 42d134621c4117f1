/*
 * Each read of document.cookie asks the browser's cookie store, 1-2.5 ms on a page's first reads (four
 * times that on Lighthouse's phone), and a page's first render reads several cookies (the chosen
 * location, the member, the popups'): the text is read once and shared until the current task's
 * microtasks have run. A later task, after a response or another tab may have changed it, reads again.
 */
let jar: string | null = null;

function cookieText(): string {
  if (jar === null) {
    jar = document.cookie;
    queueMicrotask(() => {
      jar = null;
    });
  }
  return jar;
}

/** Reads a cookie by name, or null. */
export function getCookie(name: string): string | null {
  // The server renders pages as a diner without cookies sees them (they are cached for everyone).
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookieText().split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  jar = null;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
  jar = null;
}
