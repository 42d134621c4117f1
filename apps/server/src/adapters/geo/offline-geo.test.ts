import { describe, expect, it } from 'vitest';
import { distanceInMeters } from '@storefront/domain';
import { DEMO_ADDRESSES, DEMO_POSTAL_DISTRICTS, type DemoArea } from './demo-data/demo-addresses';
import { placeDetails } from './geo.test-support';
import { MAX_SUGGESTIONS, OfflineGeoProvider, ROAD_FACTOR, slugOf } from './offline-geo';

const geo = new OfflineGeoProvider();

/** The demo restaurants (db/seed): where each area's addresses are measured from. */
const RESTAURANTS: Record<DemoArea, { lat: number; lng: number }> = {
  Saskatoon: { lat: 52.1267, lng: -106.6702 },
  Calgary: { lat: 51.0525, lng: -114.0862 },
  Edmonton: { lat: 53.5183, lng: -113.4937 },
  Regina: { lat: 50.4478, lng: -104.6134 },
  Winnipeg: { lat: 49.8786, lng: -97.1447 },
};
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

describe('the shipped demo addresses', () => {
  it.each(Object.keys(RESTAURANTS) as DemoArea[])('%s has at least 25 addresses in the city', (area) => {
    expect(DEMO_ADDRESSES.filter((a) => a.area === area && a.city === area).length).toBeGreaterThanOrEqual(
      25,
    );
  });

  it('every address has a Canadian postal code and a unique place id', () => {
    for (const a of DEMO_ADDRESSES) expect(a.postalCode).toMatch(CANADIAN_POSTAL_CODE);
    const slugs = DEMO_ADDRESSES.map(slugOf);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('lies in its area (within 12 km of the restaurant), unless it is a far-away example', () => {
    for (const a of DEMO_ADDRESSES) {
      const km = distanceInMeters(RESTAURANTS[a.area], a) / 1000;
      if (a.demo === 'far away') expect(km, a.street).toBeGreaterThan(12);
      else expect(km, `${a.street}, ${a.city}`).toBeLessThan(12);
    }
  });

  it('lies within 3 km of its postal district centre, when the district is shipped', () => {
    const districts = new Map(DEMO_POSTAL_DISTRICTS.map((d) => [d.fsa, d]));
    let checked = 0;
    for (const a of DEMO_ADDRESSES) {
      const district = districts.get(a.postalCode.slice(0, 3));
      if (!district) continue;
      checked += 1;
      expect(distanceInMeters(district, a), `${a.street} ${a.postalCode}`).toBeLessThan(3_000);
    }
    expect(checked).toBeGreaterThan(120);
  });
});

describe('offline autocomplete', () => {
  it('matches every word typed, case-insensitively, as the start of a word of the address', async () => {
    const suggestions = await geo.autocomplete('720 BROADWAY', null);
    expect(suggestions).toEqual([
      {
        place_id: 'offline:720-broadway-ave-saskatoon',
        description: '720 Broadway Ave, Saskatoon, SK S7N 1B4',
      },
    ]);
    expect(await geo.autocomplete('broadw 720', null)).toEqual(suggestions);
    expect(await geo.autocomplete('720 roadway', null)).toEqual([]);
  });

  it('understands written-out street types and directions', async () => {
    const [first] = await geo.autocomplete('1133 Kensington Road Northwest', null);
    expect(first?.description).toBe('1133 Kensington Rd NW, Calgary, AB T2N 3P4');
    expect((await geo.autocomplete("1225 st mary's", null))[0]?.description).toContain('Winnipeg');
    expect((await geo.autocomplete('1225 St Marys Road', null))[0]?.description).toContain('Winnipeg');
  });

  it('finds an address by its postal code, with or without the space', async () => {
    expect((await geo.autocomplete('s7n1b4', null))[0]?.place_id).toBe('offline:720-broadway-ave-saskatoon');
    expect((await geo.autocomplete('S7N 1B4', null))[0]?.place_id).toBe('offline:720-broadway-ave-saskatoon');
  });

  it('ranks by distance to the restaurant, at most 8', async () => {
    const fromSaskatoon = await geo.autocomplete('Kensington', RESTAURANTS.Saskatoon);
    const fromCalgary = await geo.autocomplete('Kensington', RESTAURANTS.Calgary);
    expect(fromSaskatoon[0]?.description).toBe('515 Kensington Blvd, Saskatoon, SK S7R 0C7');
    expect(fromCalgary[0]?.description).toBe('1133 Kensington Rd NW, Calgary, AB T2N 3P4');
    expect(fromCalgary.at(-1)?.description).toContain('Saskatoon');

    const many = await geo.autocomplete('Ave NW', RESTAURANTS.Edmonton);
    expect(many).toHaveLength(MAX_SUGGESTIONS);
    const places = await Promise.all(many.map((s) => geo.place(s.place_id)));
    const metres = places.map((p) =>
      distanceInMeters(RESTAURANTS.Edmonton, { lat: p!.latitude, lng: p!.longitude }),
    );
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
  });

  it('offers the postal district of a full postal code it has no street for', async () => {
    const suggestions = await geo.autocomplete('S7N 2A4', RESTAURANTS.Saskatoon);
    expect(suggestions).toEqual([
      { place_id: 'offline:postal-s7n2a4', description: 'S7N 2A4 (postal code area), Saskatoon, SK' },
    ]);
    const district = DEMO_POSTAL_DISTRICTS.find((d) => d.fsa === 'S7N')!;
    expect(await geo.place('offline:postal-s7n2a4')).toEqual(
      placeDetails('offline:postal-s7n2a4', 'S7N 2A4, Saskatoon, SK', 'S7N 2A4', district),
    );
    // A district not shipped (rural, or another province) is not guessed.
    expect(await geo.autocomplete('S0K 4S9', null)).toEqual([]);
    expect(await geo.place('offline:postal-s0k4s9')).toBeNull();
    expect(await geo.place('offline:postal-s7n2a44')).toBeNull();
  });

  it('nothing typed but punctuation is no suggestions', async () => {
    expect(await geo.autocomplete(' ,.- ', null)).toEqual([]);
  });
});

describe('offline place details and distance', () => {
  it('gives the address, postal code and coordinates of a suggestion', async () => {
    expect(await geo.place('offline:1874-scarth-st-regina')).toEqual(
      placeDetails('offline:1874-scarth-st-regina', '1874 Scarth St, Regina, SK S4P 4B3', 'S4P 4B3', {
        lat: 50.4478,
        lng: -104.6118,
      }),
    );
    expect(await geo.place('offline:nowhere')).toBeNull();
    expect(await geo.place('osm:N1')).toBeNull();
  });

  it('is the great-circle distance times the road factor, in whole metres', async () => {
    const broadway = { lat: 52.1182, lng: -106.6467 };
    const straight = distanceInMeters(RESTAURANTS.Saskatoon, broadway);
    expect(ROAD_FACTOR).toBe(1.25);
    expect(await geo.distanceMeters(RESTAURANTS.Saskatoon, broadway)).toBe(Math.round(straight * 1.25));
    expect(await geo.distanceMeters(broadway, broadway)).toBe(0);
    expect(await geo.distanceMeters({ lat: 91, lng: 0 }, broadway)).toBeNull();
  });

  it('names itself for the startup log', () => {
    expect(geo.name).toBe('offline');
    expect(geo.description).toMatch(
      /^offline: \d+ shipped demo addresses \(Saskatoon, Calgary, Edmonton, Regina, Winnipeg\)/,
    );
  });
});
