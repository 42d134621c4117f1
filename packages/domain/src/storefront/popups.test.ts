import { describe, expect, it } from 'vitest';
import type { TransitionPopupSettings } from '../contract/settings';
import {
  searchWithoutCameFrom,
  showsTransitionPopup,
  showsWelcomePopup,
  transitionPopupOf,
  transitionVisitUrl,
} from './popups';

const transition: TransitionPopupSettings = {
  enabled: true,
  delay_ms: 0,
  title: 'We have moved',
  message: 'Our Saskatoon kitchen is now Golden Maple Bistro.',
  new_site_name: 'Golden Maple Bistro',
  new_site_url: 'http://goldenmaple.localhost',
  stay_restaurant_id: 'r1',
  colors: null,
};
const welcome = { enabled: true, title: 'Welcome!', message: 'Hello' };

describe('transition popup', () => {
  it('shows when enabled with a target, unless dismissed', () => {
    expect(showsTransitionPopup({ transition_popup: transition }, null)).toBe(true);
    expect(showsTransitionPopup({ transition_popup: transition }, 'false')).toBe(true);
    expect(showsTransitionPopup({ transition_popup: transition }, 'true')).toBe(false);
    expect(showsTransitionPopup({ transition_popup: { ...transition, enabled: false } }, null)).toBe(false);
    expect(showsTransitionPopup({ transition_popup: null }, null)).toBe(false);
    expect(
      showsTransitionPopup(
        { transition_popup: { ...transition, new_site_url: 'javascript:alert(1)' } },
        null,
      ),
    ).toBe(false);
  });

  it('reads a partial setting with defaults', () => {
    const partial = { enabled: true, new_site_url: 'https://new.example.ca' } as TransitionPopupSettings;
    expect(transitionPopupOf({ transition_popup: partial })).toMatchObject({
      delay_ms: 0,
      stay_restaurant_id: null,
      colors: null,
      title: 'We have moved',
    });
  });

  it('visits the new site with the came-from query; a *.localhost target keeps the port', () => {
    expect(transitionVisitUrl('http://goldenmaple.localhost', { port: '3208' })).toBe(
      'http://goldenmaple.localhost:3208/?cameFromOldSite=true',
    );
    expect(transitionVisitUrl('https://www.goldenmaple.example.ca/menus', { port: '3208' })).toBe(
      'https://www.goldenmaple.example.ca/menus?cameFromOldSite=true',
    );
  });
});

describe('welcome popup', () => {
  const state = { search: '', cameFromCookie: null, welcomeShownCookie: null };
  it('shows for the came-from query or cookie, once', () => {
    expect(showsWelcomePopup({ welcome_popup: welcome }, { ...state, search: '?cameFromOldSite=true' })).toBe(
      true,
    );
    expect(showsWelcomePopup({ welcome_popup: welcome }, { ...state, cameFromCookie: 'true' })).toBe(true);
    expect(showsWelcomePopup({ welcome_popup: welcome }, state)).toBe(false);
    expect(
      showsWelcomePopup(
        { welcome_popup: welcome },
        { ...state, search: '?cameFromOldSite=true', welcomeShownCookie: 'true' },
      ),
    ).toBe(false);
    expect(showsWelcomePopup({ welcome_popup: null }, { ...state, search: '?cameFromOldSite=true' })).toBe(
      false,
    );
  });

  it('strips only the came-from query', () => {
    expect(searchWithoutCameFrom('?cameFromOldSite=true')).toBe('');
    expect(searchWithoutCameFrom('?a=1&cameFromOldSite=true')).toBe('?a=1');
  });
});
