/*
 * The storefront's only script in the HTML (decision 0101). A browsing page comes drawn by the server,
 * readable and with working links, so its scripts wait until the diner sees it: the first paint and
 * the page's own first photo (an image marked high priority, the home's hero) come before them on a
 * slow phone's network. A page the browser draws (the ordering steps, the consoles) has only its shell
 * in the HTML, so its scripts start at once.
 *
 * This file imports nothing: it is its own tiny chunk, so nothing else downloads with the HTML.
 */

/** What the build put in the page (the entry, the chunks it imports, its stylesheet) and the server added (the page's chunks). */
interface StartupScripts {
  entry: string;
  preload: string[];
  styles?: string[];
}

/** What the server wrote of the page (src/lib/page-document.ts reads it all). */
interface PageDocument {
  drawn: 'page' | 'shell' | null;
  data?: unknown;
}

function jsonIn<T>(id: string, empty: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : empty;
}

const page = jsonIn<PageDocument>('storefront-page', { drawn: null });
const drawnByServer = page.drawn === 'page';

/** The next paint has happened: a task queued from the frame before it runs after it. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A photo that stalls on a bad network must not keep the page from working for longer than this. */
const PHOTO_WAIT_MS = 3000;

/** The photos the page asked for first (`fetchpriority="high"`) have arrived, or failed, or taken too long. */
const firstPhotosLoaded = () =>
  Promise.race([
    new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS)),
    Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'), (img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    ),
  ]);

/**
 * A tap on a button before the page is adopted is kept, and given again once the page is (the element
 * is the same one: hydration adopts the server's DOM). Until then it goes no further, also while the
 * page is being adopted: a part adopted already would run it on the server's state (no order started,
 * an empty cart), which the diner's own replaces only once the whole page is the app's.
 */
const tapped: HTMLElement[] = [];
function keepTap(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (!(button instanceof HTMLElement)) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  if (!tapped.includes(button)) tapped.push(button);
}

/**
 * What the diner typed or ticked before the page was adopted: the page never heard of it, and its first
 * render after adoption draws the field as it knows it (empty), so the menu's search would lose the
 * words. Each such field's last value is kept and given to the page again once it is adopted.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const edited = new Map<Field, { value: string; checked: boolean }>();
function keepEdit(event: Event) {
  const field = event.target;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    edited.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
}

/** Gives the page what was done before it was adopted: the fields' values first, then the taps. */
function replay() {
  for (const [field, { value, checked }] of edited) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.checked = checked;
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const button of tapped) if (button.isConnected) button.click();
}

function start() {
  const scripts = jsonIn<StartupScripts>('storefront-scripts', { entry: '', preload: [] });
  const pageScripts = jsonIn<string[]>('storefront-page-scripts', []);
  const link = (attributes: Partial<HTMLLinkElement>) => {
    const element = Object.assign(document.createElement('link'), attributes);
    document.head.append(element);
    return element;
  };
  // The whole stylesheet, which the entry applies as it starts (decision 0109): until then the rules
  // the server wrote into the page draw it, and the page is not styled again while it loads.
  for (const href of scripts.styles ?? [])
    link({ rel: 'preload', as: 'style', href }).dataset.storefront = '';
  // What the scripts start from, asked for now as the entry's own fetch will (the same mode).
  if (typeof page.data === 'string')
    link({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: page.data });
  // All at once: the entry's imports would otherwise be found only once it has arrived.
  for (const href of [...scripts.preload, ...pageScripts]) link({ rel: 'modulepreload', href });
  void import(/* @vite-ignore */ scripts.entry);
}

if (drawnByServer) {
  document.addEventListener('click', keepTap, true);
  document.addEventListener('input', keepEdit, true);
  document.addEventListener('change', keepEdit, true);
  // Given after the next paint: the page's first effects run then (Preact runs them a frame after the
  // hydration), and one that sets its starting state would undo a tap given before it.
  document.addEventListener(
    'storefront:adopted',
    () =>
      void afterNextPaint().then(() => {
        document.removeEventListener('click', keepTap, true);
        document.removeEventListener('input', keepEdit, true);
        document.removeEventListener('change', keepEdit, true);
        replay();
      }),
    { once: true },
  );
  void firstPhotosLoaded().then(afterNextPaint).then(start);
} else {
  start();
}
