import { describe, expect, it } from 'vitest';
import { isGateOpen, showsGiftCardLink, type GateInput } from './gates';

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
describe('route gates', () => {
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
