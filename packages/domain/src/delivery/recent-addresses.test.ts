import { describe, expect, it } from 'vitest';
import type { WireDeliveryAddress } from '../contract/orders';
import { recentDeliveryAddresses } from './recent-addresses';

const at = (placeId: string | null, suite: string | null = null): WireDeliveryAddress => ({
  address: `${placeId ?? 'somewhere'} Street`,
  postalCode: 'S7K 1J5',
  suiteApartmentNumber: suite,
  addressType: 'Home',
  placeId,
});
const delivery = (address: WireDeliveryAddress | null) => ({
  deliveryMethod: 'Delivery',
  deliveryAddress: address,
});

describe('recentDeliveryAddresses', () => {
  it('keeps the newest of each place and unit, skips pickups and places that cannot be found again', () => {
    const orders = [
      delivery(at('a')),
      { deliveryMethod: 'Pickup', deliveryAddress: null },
      delivery(at('a')),
      delivery(at('a', 'Apt 4')),
      delivery(at('a', ' apt 4 ')),
      delivery(at(null)),
      delivery(null),
      delivery(at('b')),
    ];
    expect(recentDeliveryAddresses(orders).map((a) => [a.placeId, a.suiteApartmentNumber])).toEqual([
      ['a', null],
      ['a', 'Apt 4'],
      ['b', null],
    ]);
  });

  it('offers at most the limit, and nothing without delivery orders', () => {
    const orders = ['a', 'b', 'c', 'd'].map((id) => delivery(at(id)));
    expect(recentDeliveryAddresses(orders).map((a) => a.placeId)).toEqual(['a', 'b', 'c']);
    expect(recentDeliveryAddresses(orders, 1)).toHaveLength(1);
    expect(recentDeliveryAddresses([])).toEqual([]);
  });
});
