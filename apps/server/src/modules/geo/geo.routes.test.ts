import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isInDeliveryRange,
  postalPrefixOf,
  postalPrefixes,
  type AddressSuggestion,
  type ApiRestaurant,
  type ApiTenant,
  type DirectionResponse,
  type PlaceDetails,
} from '@storefront/domain';
import { DEMO_ADDRESSES, type DemoArea, type DemoRefusal } from '../../adapters/geo/demo-data/demo-addresses';
import { slugOf } from '../../adapters/geo/offline-geo';
import { createTestApp, getOn, type TestApp } from '../../test/harness';

/* The maps calls through the whole application, with the default (offline) geo provider. */
let t: TestApp;
let gold: ApiTenant;
let emerald: ApiTenant;

const get = <T>(url: string, slug = 'goldenmaple') => getOn<T>(t.app, url, slug);
type ErrorBody = { message: string; code: string };

const riversdale = () => gold.restaurants[0]!;
const originOf = (r: ApiRestaurant) => `${r.latitude},${r.longitude}`;
const direction = (origin: string, placeId: string, slug = 'goldenmaple') =>
  get<DirectionResponse & ErrorBody>(
    `/api/eater/map/direction?origin=${encodeURIComponent(origin)}&destination=${encodeURIComponent(`place_id:${placeId}`)}`,
    slug,
  );

beforeAll(async () => {
  t = await createTestApp();
  gold = (await get<ApiTenant>('/api/eater/tenants/goldenmaple')).body;
  emerald = (await get<ApiTenant>('/api/eater/tenants/emerald', 'emerald')).body;
});
afterAll(() => t.close());

describe('GET /map/autocomplete', () => {
  it('suggests addresses for more than 3 characters, nearest to the restaurant first', async () => {
    const { status, body } = await get<AddressSuggestion[]>(
      `/api/eater/map/autocomplete?input=Kensington&restaurantId=${riversdale()._id}`,
    );
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      place_id: 'offline:515-kensington-blvd-saskatoon',
      description: '515 Kensington Blvd, Saskatoon, SK S7R 0C7',
    });
    const calgary = emerald.restaurants.find((r) => r.city_town === 'Calgary')!;
    const fromCalgary = await get<AddressSuggestion[]>(
      `/api/eater/map/autocomplete?input=Kensington&restaurantId=${calgary._id}`,
      'emerald',
    );
    expect(fromCalgary.body[0]?.description).toBe('1133 Kensington Rd NW, Calgary, AB T2N 3P4');
    expect(fromCalgary.body.length).toBeLessThanOrEqual(8);
  });

  it('works without a restaurant, and an address nobody knows is no suggestions', async () => {
    expect((await get<AddressSuggestion[]>('/api/eater/map/autocomplete?input=1874%20scarth')).body).toEqual([
      { place_id: 'offline:1874-scarth-st-regina', description: '1874 Scarth St, Regina, SK S4P 4B3' },
    ]);
    expect(await get('/api/eater/map/autocomplete?input=9999%20Nowhere%20Lane')).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it.each([
    ['input=220', 'input: Type more than 3 characters of the address to see suggestions.'],
    ['input=%20%2022%20%20', 'input: Type more than 3 characters of the address to see suggestions.'],
    ['', 'input: Type part of the delivery address.'],
    ['input=a&input=bcde', 'input: Type part of the delivery address.'],
    [`input=${'x'.repeat(201)}`, 'input: An address has at most 200 characters.'],
  ])('?%s is a 400 with a message', async (query, message) => {
    const { status, body } = await get<ErrorBody>(`/api/eater/map/autocomplete?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it("another tenant's restaurant, or an unknown one, is a 404", async () => {
    const calgary = emerald.restaurants[0]!;
    for (const id of [calgary._id, 'a'.repeat(24), 'not-an-id']) {
      const { status, body } = await get<ErrorBody>(
        `/api/eater/map/autocomplete?input=Kensington&restaurantId=${id}`,
      );
      expect(status).toBe(404);
      expect(body.message).toBe('Restaurant not found.');
    }
  });
});

describe('GET /map/place/{placeId}', () => {
  it('gives the address, postal code and coordinates of a suggestion', async () => {
    const { status, body } = await get<PlaceDetails>(
      '/api/eater/map/place/offline:720-broadway-ave-saskatoon',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      place_id: 'offline:720-broadway-ave-saskatoon',
      address: '720 Broadway Ave, Saskatoon, SK S7N 1B4',
      postalCode: 'S7N 1B4',
      latitude: 52.1182,
      longitude: -106.6467,
    });
  });

  it('an unknown place is a 404 "Address not found."', async () => {
    for (const id of ['offline:nowhere', 'osm:N1', encodeURIComponent('../../etc')]) {
      const { status, body } = await get<ErrorBody>(`/api/eater/map/place/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Address not found.', code: 'ADDRESS_NOT_FOUND' });
    }
  });
});

describe('GET /map/direction', () => {
  it("answers the spec's shape with the road distance in metres", async () => {
    const { status, body } = await direction(originOf(riversdale()), 'offline:720-broadway-ave-saskatoon');
    expect(status).toBe(200);
    expect(body).toEqual({ direction: { routes: [{ legs: [{ distance: { value: 2328 } }] }] } });
  });

  it('accepts spaces around the comma of the origin', async () => {
    const { status } = await direction(' 52.1267 , -106.6702 ', 'offline:720-broadway-ave-saskatoon');
    expect(status).toBe(200);
  });

  it.each([
    ['52.1267', 'origin'],
    ['52.1267,-106.6702,3', 'origin'],
    ['north,west', 'origin'],
    ['95,-106.6702', 'origin'],
    ['52.1267,-190', 'origin'],
    ['1e3,5', 'origin'],
  ])('a malformed origin %s is a 400 naming it', async (origin) => {
    const { status, body } = await direction(origin, 'offline:720-broadway-ave-saskatoon');
    expect(status).toBe(400);
    expect(body.message).toBe(
      "origin: origin must be '{latitude},{longitude}' in degrees, e.g. '52.1267,-106.6702'.",
    );
  });

  it('a destination that is not place_id:{id}, or a missing parameter, is a 400', async () => {
    const bad = await get<ErrorBody>(
      '/api/eater/map/direction?origin=52.1,-106.6&destination=offline:720-broadway-ave-saskatoon',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      "destination: destination must be 'place_id:{id}' with the id of an address suggestion.",
    );
    expect((await get('/api/eater/map/direction?origin=52.1,-106.6&destination=place_id:')).status).toBe(400);
    expect((await get('/api/eater/map/direction?destination=place_id:offline:x')).status).toBe(400);
  });

  it('an unknown place is a 404', async () => {
    const { status, body } = await direction(originOf(riversdale()), 'offline:nowhere');
    expect(status).toBe(404);
    expect(body.message).toBe('Address not found.');
  });
});

/*
 * The shipped addresses exist to demonstrate the delivery step with the seeded restaurants: through
 * place and direction, each untagged address is in range, and each tagged one is refused for the
 * reason its tag gives.
 */
describe('the demo addresses against the seeded delivery areas', () => {
  const delivering = (): [DemoArea, ApiRestaurant, string][] => {
    const list: [DemoArea, ApiRestaurant, string][] = [];
    for (const [tenant, slug] of [
      [gold, 'goldenmaple'],
      [emerald, 'emerald'],
    ] as const) {
      for (const r of tenant.restaurants) {
        if (r.delivery_options.support_delivery) list.push([r.city_town as DemoArea, r, slug]);
      }
    }
    return list;
  };

  it('covers the four delivering restaurants', () => {
    expect(
      delivering()
        .map(([area]) => area)
        .sort(),
    ).toEqual(['Calgary', 'Edmonton', 'Regina', 'Saskatoon']);
  });

  /**
   * What each kind of demo address shows (what is left out is not checked for that kind): the range
   * check's answer, whether the restaurant serves its postal prefix, and a route longer than the radius.
   */
  const SHOWN_BY: Record<
    DemoRefusal | 'in range',
    { result?: ReturnType<typeof isInDeliveryRange>; prefixServed?: boolean; beyondRadius?: true }
  > = {
    'in range': { result: { ok: true } },
    'outside postal codes': { result: { ok: false, reason: 'out-of-range' }, prefixServed: false },
    'outside radius': { prefixServed: true, beyondRadius: true },
    'far away': { result: { ok: false, reason: 'out-of-range' }, beyondRadius: true },
  };

  it('each address is in range, or refused for the reason it is shipped for', async () => {
    for (const [area, restaurant, slug] of delivering()) {
      const options = restaurant.delivery_options;
      const served = postalPrefixes(options.delivery_area_postal_codes);
      const radius = options.delivery_area_radius * 1000;
      const counts = { 'in range': 0, 'outside postal codes': 0, 'outside radius': 0, 'far away': 0 };
      for (const address of DEMO_ADDRESSES.filter((a) => a.area === area)) {
        const placeId = `offline:${slugOf(address)}`;
        const place = (await get<PlaceDetails>(`/api/eater/map/place/${placeId}`, slug)).body;
        const route = (await direction(originOf(restaurant), placeId, slug)).body;
        const distanceInMeter = route.direction.routes[0]!.legs[0]!.distance.value;
        const result = isInDeliveryRange({ postalCode: place.postalCode, distanceInMeter }, options);
        const where = `${address.street}, ${address.city} from ${restaurant.name}`;
        const prefixServed = served.includes(postalPrefixOf(place.postalCode) ?? '');
        const kind = address.demo ?? 'in range';
        const shows = SHOWN_BY[kind];
        if (shows.result) expect(result, where).toEqual(shows.result);
        if (shows.prefixServed !== undefined) expect(prefixServed, where).toBe(shows.prefixServed);
        if (shows.beyondRadius) expect(distanceInMeter, where).toBeGreaterThan(radius);
        counts[kind] += 1;
      }
      expect(counts['in range'], area).toBeGreaterThanOrEqual(18);
      expect(counts['outside postal codes'] + counts['outside radius'], area).toBeGreaterThanOrEqual(3);
      expect(counts['far away'], area).toBeGreaterThanOrEqual(1);
    }
  });
});
