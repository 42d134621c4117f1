import { describe, expect, it } from 'vitest';
import { mergeDisplaySettings } from './tenant-display-settings';

describe('mergeDisplaySettings', () => {
  const stored = { online_ordering: true, transition_popup: null };

  it('sets a transition popup with defaults and keeps the other settings', () => {
    const result = mergeDisplaySettings(stored, {
      transition_popup: {
        enabled: true,
        title: 'We have moved',
        new_site_name: 'Golden Maple Bistro',
        new_site_url: 'http://goldenmaple.localhost',
      },
      promotion_carousel_interval_ms: 3000,
    });
    expect(result).toEqual({
      ok: true,
      settings: {
        online_ordering: true,
        promotion_carousel_interval_ms: 3000,
        transition_popup: {
          enabled: true,
          delay_ms: 0,
          title: 'We have moved',
          message: '',
          new_site_name: 'Golden Maple Bistro',
          new_site_url: 'http://goldenmaple.localhost',
          stay_restaurant_id: null,
          colors: null,
        },
      },
    });
  });

  it('refuses unknown keys, a script address, a bad colour and a carousel faster than 1 s', () => {
    const result = mergeDisplaySettings(stored, {
      online_ordering: false,
      transition_popup: {
        enabled: true,
        title: 'x',
        new_site_name: 'y',
        new_site_url: 'javascript:alert(1)',
        colors: { background: 'red', text: '#000000', button: '#000000', button_text: '#ffffff' },
      },
      promotion_carousel_interval_ms: 200,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.length).toBeGreaterThanOrEqual(3);
  });

  it('turns a popup off with null', () => {
    expect(mergeDisplaySettings(stored, { welcome_popup: null })).toMatchObject({
      ok: true,
      settings: { welcome_popup: null },
    });
  });
});
