/*
 * The transition and welcome popups (accounts-and-extras §4, §9), driven by tenant settings: the old
 * brand's site offers to move the diner to the new one (Close, Stay, Visit), and the new brand's site
 * greets those who arrive from it once. Cookies last 30 days; the welcome popup cleans up after 100 ms.
 */
import type { TenantSettings, TransitionPopupSettings, WelcomePopupSettings } from '../contract/settings';

export const TRANSITION_DISMISSED_COOKIE = 'transitionDismissed';
export const CAME_FROM_OLD_SITE_COOKIE = 'cameFromOldSite';
export const WELCOME_SHOWN_COOKIE = 'welcomeShown';
/** The query Visit adds to the new site's address. */
export const CAME_FROM_OLD_SITE_QUERY = 'cameFromOldSite';
export const POPUP_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
export const WELCOME_CLEANUP_DELAY_MS = 100;

/** What the transition popup calls the new site when the tenant names none. */
export const NEW_SITE_PLACEHOLDER = 'our new site';

/** The tenant's transition popup when it is on and has somewhere to send diners, else null. */
export function transitionPopupOf(
  settings: Pick<TenantSettings, 'transition_popup'>,
): TransitionPopupSettings | null {
  const popup = settings.transition_popup;
  if (!popup || popup.enabled !== true || typeof popup.new_site_url !== 'string') return null;
  if (!/^https?:\/\//i.test(popup.new_site_url.trim())) return null;
  return {
    enabled: true,
    delay_ms: Number.isFinite(popup.delay_ms) && popup.delay_ms > 0 ? popup.delay_ms : 0,
    title: popup.title || 'We have moved',
    message: popup.message ?? '',
    new_site_name: popup.new_site_name || NEW_SITE_PLACEHOLDER,
    new_site_url: popup.new_site_url.trim(),
    stay_restaurant_id: popup.stay_restaurant_id ?? null,
    colors: popup.colors ?? null,
  };
}

/** Shown unless the diner dismissed it (the dismissed cookie is 'true'). */
export function showsTransitionPopup(
  settings: Pick<TenantSettings, 'transition_popup'>,
  dismissedCookie: string | null,
): boolean {
  return transitionPopupOf(settings) !== null && dismissedCookie !== 'true';
}

/**
 * Where Visit goes: the new site with the came-from query set true. A target on `*.localhost` (the
 * demo) keeps the page's port, so the demo works on whatever port it runs.
 */
export function transitionVisitUrl(newSiteUrl: string, current: { port: string }): string {
  const parts = /^(https?:\/\/)([^/?#:]+)(:\d+)?([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(newSiteUrl.trim());
  if (!parts) return newSiteUrl;
  const [, scheme, host = '', port, path, query, hash] = parts;
  const local = host === 'localhost' || host.endsWith('.localhost');
  const keptPort = port ?? (local && current.port !== '' ? `:${current.port}` : '');
  const flag = `${CAME_FROM_OLD_SITE_QUERY}=true`;
  const search = query && query !== '?' ? `${query}&${flag}` : `?${flag}`;
  return `${scheme}${host}${keptPort}${path || '/'}${search}${hash ?? ''}`;
}

/** The query's `key=value` pairs, without the leading '?'. */
const queryPairs = (search: string): string[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p !== '');
const keyOf = (pair: string): string => decodeURIComponent(pair.split('=')[0] ?? '');

/** The tenant's welcome popup when it is on, else null. */
export function welcomePopupOf(settings: Pick<TenantSettings, 'welcome_popup'>): WelcomePopupSettings | null {
  const popup = settings.welcome_popup;
  if (!popup || popup.enabled !== true) return null;
  return {
    enabled: true,
    title: popup.title || 'Welcome!',
    message: popup.message ?? '',
  };
}

/** Shown when the came-from query or cookie is true and the welcome-shown cookie is not. */
export function showsWelcomePopup(
  settings: Pick<TenantSettings, 'welcome_popup'>,
  state: { search: string; cameFromCookie: string | null; welcomeShownCookie: string | null },
): boolean {
  if (welcomePopupOf(settings) === null || state.welcomeShownCookie === 'true') return false;
  const fromQuery = queryPairs(state.search).includes(`${CAME_FROM_OLD_SITE_QUERY}=true`);
  return fromQuery || state.cameFromCookie === 'true';
}

/** The page's query without the came-from flag ('' when nothing is left), for the clean-up. */
export function searchWithoutCameFrom(search: string): string {
  const rest = queryPairs(search).filter((pair) => keyOf(pair) !== CAME_FROM_OLD_SITE_QUERY);
  return rest.length === 0 ? '' : `?${rest.join('&')}`;
}
