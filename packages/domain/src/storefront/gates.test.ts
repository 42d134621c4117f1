import { describe, expect, it } from 'vitest';
import {
  isGateOpen,
  isKnownStorefrontPath,
  showsGiftCardLink,
  storefrontPageModule,
  type GateInput,
} from './gates';

const allOn: GateInput = {
  settings: {
    online_ordering: true,
    online_reservation: true,
    membership: true,
    gift_card: true,
    coupon: true,
    loyalty_reward_program: true,
  },
  restaurants: [{}, {}],
  promotions: [{}],
  giftCardProducts: [{}],
};
const allOff: GateInput = {
  settings: {
    online_ordering: false,
    online_reservation: false,
    membership: false,
    gift_card: false,
    coupon: false,
    loyalty_reward_program: false,
  },
  restaurants: [{}],
  promotions: [],
  giftCardProducts: [],
};

describe('route gates', () => {
  it.each([
    ['/home', true, true],
    ['/menus', true, true],
    ['/contact', true, true],
    ['/promotions', true, false],
    ['/orderonline', true, false],
    ['/order/online', true, false],
    ['/reservation', true, false],
    ['/locations', true, false],
    ['/orderahead', true, false],
    ['/gift/abc', true, false],
    ['/profile/orders', true, false],
    ['/referral/tok', true, false],
    ['/', true, true],
    ['/home/', true, true],
    ['/nowhere', false, false],
    ['/gift/a/b', false, false],
  ])('%s: all on %s, all off %s', (path, on, off) => {
    expect(isKnownStorefrontPath(path, allOn)).toBe(on);
    expect(isKnownStorefrontPath(path, allOff)).toBe(off);
  });

  it.each([
    ['/', 'features/home/home-page'],
    ['/home/', 'features/home/home-page'],
    ['/menus', 'features/menus/menus-page'],
    ['/gift/abc', 'features/gift/gift-product-page'],
    ['/order/online', undefined],
    ['/nowhere', undefined],
  ])('the page module for %s is %s', (path, page) => {
    expect(storefrontPageModule(path, allOn)).toBe(page);
  });

  it('a gated-off route has no page module to load (it shows Page Not Found)', () => {
    expect(storefrontPageModule('/locations', allOn)).toBe('features/locations/locations-page');
    expect(storefrontPageModule('/locations', allOff)).toBeUndefined();
  });

  it('promotions need coupons on and at least one promotion', () => {
    expect(isGateOpen('promotions', { ...allOn, promotions: [] })).toBe(false);
    expect(isGateOpen('promotions', { ...allOn, settings: { ...allOn.settings, coupon: false } })).toBe(
      false,
    );
  });

  it('order ahead needs both online ordering and reservations', () => {
    expect(
      isGateOpen('orderAhead', { ...allOn, settings: { ...allOn.settings, online_reservation: false } }),
    ).toBe(false);
  });

  it('the gift card link needs products as well as the setting', () => {
    expect(showsGiftCardLink(allOn)).toBe(true);
    expect(showsGiftCardLink({ ...allOn, giftCardProducts: [] })).toBe(false);
    expect(isGateOpen('giftCards', { ...allOn, giftCardProducts: [] })).toBe(true);
  });
});
