import { describe, expect, it } from 'vitest';
import { cartQuoteRequest } from './cart-quote';

const order = {
  deliveryMethod: 'Pickup',
  pickupTimeType: 'ASAP',
  pickupDate: null,
  pickupTime: null,
  deliveryAddress: null,
} as const;
const none = { coupon: null, giftCardRedemptions: [] };

describe('cartQuoteRequest: the tip', () => {
  it('goes with an online payment', () => {
    const request = cartQuoteRequest(
      [],
      [],
      { ...order, paymentMethod: 'Online', tip: { kind: 'percent', percent: 15 } },
      none,
    );
    expect(request).toMatchObject({ paymentMethod: 'Online', tip: { kind: 'percent', percent: 15 } });
  });

  it('is left out when paying at the counter, or when the order predates tips', () => {
    const offline = cartQuoteRequest(
      [],
      [],
      { ...order, paymentMethod: 'Offline', tip: { kind: 'custom', amount: 5 } },
      none,
    );
    expect(offline.tip).toBeNull();
    expect(cartQuoteRequest([], [], { ...order, paymentMethod: 'Online' }, none).tip).toBeNull();
  });
});

describe('cartQuoteRequest: loyalty points', () => {
  it('sends the points the member chose, and none when there are none', () => {
    const withPoints = { ...none, redeemPoints: 750 };
    expect(cartQuoteRequest([], [], { ...order, paymentMethod: 'Offline' }, withPoints).redeemPoints).toBe(
      750,
    );
    expect(cartQuoteRequest([], [], { ...order, paymentMethod: 'Offline' }, none).redeemPoints).toBeNull();
  });
});
