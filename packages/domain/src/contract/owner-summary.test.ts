import { describe, expect, it } from 'vitest';
import { settingsSections } from '../storefront/routes';
import { isSettingsPath, settingsTile, type SettingsSummary } from './owner-summary';

const SUMMARY: SettingsSummary = {
  menus: { menus: 3, items: 42, soldOut: 2 },
  locations: { locations: 3, orderingOff: ['Whyte Ave'] },
  promotions: { promotions: 4, on: 3, coupons: 1, giftCardProducts: 2 },
  brand: { name: 'Emerald Noodle House', loyalty: false },
  customers: { customers: 120, blocked: 1 },
  payments: { locations: 3, onlinePaymentOff: ['Kensington', 'Whyte Ave', 'Downtown'] },
  webhooks: { endpoints: 1, off: 0, failing: 4 },
  printers: { printers: 2, offline: 1 },
  activity: { lastChangeAt: '2026-11-25T20:30:00.000Z', by: 'Jordan Blake' },
};

const tile = (path: string, summary = SUMMARY) =>
  isSettingsPath(path) ? settingsTile(path, summary, 'America/Regina') : null;

describe('the settings home’s tiles', () => {
  it('has a line for every section of the console', () => {
    for (const { path } of settingsSections()) expect(tile(path)?.holds, path).toBeTruthy();
  });

  it('says what each holds and what most needs attention', () => {
    expect(tile('/staff/settings/menus')).toEqual({
      holds: '42 items in 3 menus',
      attention: '2 items sold out',
    });
    expect(tile('/staff/settings/locations')?.attention).toBe('online ordering off at Whyte Ave');
    expect(tile('/staff/settings/payments')?.attention).toBe('online payment off');
    expect(tile('/staff/settings/brand')?.attention).toBe('loyalty program off');
    expect(tile('/staff/settings/customers')).toEqual({
      holds: '120 customers',
      attention: '1 customer blocked',
    });
    expect(tile('/staff/settings/webhooks')).toEqual({
      holds: '1 endpoint',
      attention: '4 deliveries failed',
    });
    expect(tile('/staff/settings/printers')).toEqual({
      holds: '2 kitchen printers, tickets per station',
      attention: '1 printer offline',
    });
    expect(tile('/staff/settings/promotions')?.holds).toBe(
      '4 promotions (3 on), 1 coupon, 2 gift card products',
    );
    expect(tile('/staff/settings/activity')?.holds).toBe('Last change Nov 25, 2:30 PM by Jordan Blake');
  });

  it('needs no attention where all is well, and names a few places by name', () => {
    const calm: SettingsSummary = {
      ...SUMMARY,
      menus: { menus: 1, items: 1, soldOut: 0 },
      payments: { locations: 3, onlinePaymentOff: ['Kensington'] },
      webhooks: { endpoints: 0, off: 0, failing: 0 },
    };
    expect(tile('/staff/settings/menus', calm)).toEqual({ holds: '1 item in 1 menu', attention: null });
    expect(tile('/staff/settings/payments', calm)?.attention).toBe('online payment off at Kensington');
    expect(tile('/staff/settings/webhooks', calm)?.attention).toBeNull();
    expect(isSettingsPath('/staff/settings')).toBe(false);
  });
});
