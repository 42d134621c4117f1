import { beforeEach, describe, expect, it } from 'vitest';
import { GeoHttp } from './geo-http';
import { createGeoProvider, loadGeoConfig } from './geo-provider';
import { placeDetails, RIVERSDALE, useLocalApi } from './geo.test-support';
import type { LocalReply, RecordedRequest } from './geo.test-support';
import { OsmGeoProvider, tidyPostalCode } from './osm-geo';

/*
 * A local server that answers like Photon (/photon/api: GeoJSON), Nominatim (/nominatim/lookup:
 * jsonv2) and OSRM (/osrm/route/v1/driving), each under a path prefix as a self-hosted service
 * behind a proxy would be.
 */
const USER_AGENT = 'storefront-test/1.0 (geo adapter tests)';
const BROADWAY = { lat: 52.1182, lng: -106.6467 };
let slowRoutes = false;

const feature = (properties: Record<string, unknown>, coordinates: [number, number]) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties,
});

function osmApi(req: RecordedRequest): LocalReply {
  if (req.headers['user-agent'] !== USER_AGENT) return { status: 403, text: 'Access blocked: no User-Agent' };
  if (req.path === '/photon/api') {
    const q = req.query.get('q');
    if (q === 'nothing like it') return { json: { type: 'FeatureCollection', features: [] } };
    return {
      json: {
        type: 'FeatureCollection',
        features: [
          feature(
            {
              osm_id: 1234567,
              osm_type: 'N',
              osm_key: 'place',
              osm_value: 'house',
              housenumber: '720',
              street: 'Broadway Avenue',
              postcode: 's7n1b4',
              city: 'Saskatoon',
              state: 'Saskatchewan',
              country: 'Canada',
              countrycode: 'CA',
            },
            [-106.6467, 52.1182],
          ),
          feature(
            {
              osm_id: 98765,
              osm_type: 'W',
              osm_key: 'shop',
              osm_value: 'mall',
              name: 'Market Mall',
              housenumber: '2325',
              street: 'Preston Avenue South',
              city: 'Saskatoon',
              state: 'Saskatchewan',
              countrycode: 'CA',
            },
            [-106.618, 52.104],
          ),
          // Another country: dropped.
          feature(
            {
              osm_id: 555,
              osm_type: 'N',
              housenumber: '720',
              street: 'Broadway',
              city: 'New York',
              countrycode: 'US',
            },
            [-73.99, 40.73],
          ),
          // The same object again: shown once.
          feature(
            {
              osm_id: 1234567,
              osm_type: 'N',
              housenumber: '720',
              street: 'Broadway Avenue',
              countrycode: 'CA',
            },
            [-106.6467, 52.1182],
          ),
          feature(
            { osm_id: 77, osm_type: 'R', name: 'Nutana', city: 'Saskatoon', countrycode: 'CA' },
            [-106.65, 52.115],
          ),
        ],
      },
    };
  }
  if (req.path === '/nominatim/lookup') {
    const ids = req.query.get('osm_ids');
    if (ids === 'N1234567') {
      return {
        json: [
          {
            place_id: 301,
            osm_type: 'node',
            osm_id: 1234567,
            lat: '52.1182000',
            lon: '-106.6467000',
            category: 'place',
            type: 'house',
            name: '',
            display_name: '720, Broadway Avenue, Nutana, Saskatoon, Saskatchewan, S7N 1B4, Canada',
            address: {
              house_number: '720',
              road: 'Broadway Avenue',
              suburb: 'Nutana',
              city: 'Saskatoon',
              state: 'Saskatchewan',
              'ISO3166-2-lvl4': 'CA-SK',
              postcode: 's7n1b4',
              country: 'Canada',
              country_code: 'ca',
            },
          },
        ],
      };
    }
    if (ids === 'W98765') {
      return {
        json: [
          {
            osm_type: 'way',
            osm_id: 98765,
            lat: '52.104',
            lon: '-106.618',
            name: 'Market Mall',
            display_name: 'Market Mall, Preston Avenue South, Saskatoon, Saskatchewan, Canada',
            address: { road: 'Preston Avenue South', town: 'Saskatoon', state: 'Saskatchewan' },
          },
        ],
      };
    }
    return { json: [] };
  }
  const route = /^\/osrm\/route\/v1\/driving\/(-?[\d.]+),(-?[\d.]+);(-?[\d.]+),(-?[\d.]+)$/.exec(req.path);
  if (route) {
    if (slowRoutes) return { hang: true };
    if (route[4] === '0.000000') {
      return { status: 400, json: { code: 'NoRoute', message: 'Impossible route between points' } };
    }
    return {
      json: {
        code: 'Ok',
        routes: [{ distance: 3104.7, duration: 401.2, legs: [{ distance: 3104.7 }] }],
        waypoints: [],
      },
    };
  }
  return { status: 404, json: { message: 'not here' } };
}

const api = useLocalApi(osmApi);
let osm: OsmGeoProvider;

function provider(timeoutMs = 2_000, userAgent = USER_AGENT) {
  return new OsmGeoProvider({
    photonUrl: `${api.server.url}/photon`,
    nominatimUrl: `${api.server.url}/nominatim/`,
    osrmUrl: `${api.server.url}/osrm`,
    http: new GeoHttp({ provider: 'osm', fetch, logger: api.log, timeoutMs, userAgent }),
  });
}

beforeEach(() => {
  osm = provider();
  slowRoutes = false;
});

describe('OSM autocomplete (Photon)', () => {
  it('asks Photon near the restaurant and keeps Canadian results once each, with osm place ids', async () => {
    expect(await osm.autocomplete('720 Broadway', RIVERSDALE)).toEqual([
      { place_id: 'osm:N1234567', description: '720 Broadway Avenue, Saskatoon, Saskatchewan S7N 1B4' },
      {
        place_id: 'osm:W98765',
        description: 'Market Mall, 2325 Preston Avenue South, Saskatoon, Saskatchewan',
      },
      { place_id: 'osm:R77', description: 'Nutana, Saskatoon' },
    ]);
    const [request] = api.server.requests;
    expect(request?.path).toBe('/photon/api');
    expect(request?.query.get('q')).toBe('720 Broadway');
    expect(request?.query.get('lat')).toBe('52.126700');
    expect(request?.query.get('lon')).toBe('-106.670200');
    expect(request?.query.get('lang')).toBe('en');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('without a restaurant sends no position; no features is no suggestions', async () => {
    expect(await osm.autocomplete('nothing like it', null)).toEqual([]);
    expect(api.server.requests[0]?.query.has('lat')).toBe(false);
    expect(api.log.warnings).toEqual([]);
  });

  it('a refusal (here: a missing User-Agent) is no suggestions and a warning', async () => {
    const anonymous = provider(2_000, '');
    expect(await anonymous.autocomplete('720 Broadway', null)).toEqual([]);
    expect(api.log.warnings[0]).toMatchObject({
      message: 'geo request answered with an error status',
      details: { geoProvider: 'osm', status: 403 },
    });
  });
});

describe('OSM place details (Nominatim lookup)', () => {
  it('looks the object up and reads the address, the postal code and the coordinates', async () => {
    expect(await osm.place('osm:N1234567')).toEqual(
      placeDetails('osm:N1234567', '720 Broadway Avenue, Saskatoon, SK S7N 1B4', 'S7N 1B4', BROADWAY),
    );
    const [request] = api.server.requests;
    expect(request?.path).toBe('/nominatim/lookup');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      osm_ids: 'N1234567',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
    });
  });

  it('a place OSM knows no postal code for has an empty one (the range check then says so)', async () => {
    expect(await osm.place('osm:W98765')).toEqual(
      placeDetails('osm:W98765', 'Market Mall, Preston Avenue South, Saskatoon, Saskatchewan', '', {
        lat: 52.104,
        lng: -106.618,
      }),
    );
  });

  it('an unknown object is null; an id that is not an osm id is not asked about', async () => {
    expect(await osm.place('osm:N999')).toBeNull();
    expect(await osm.place('osm:X1')).toBeNull();
    expect(await osm.place('N1234567')).toBeNull();
    expect(await osm.place('offline:720-broadway-ave-saskatoon')).toBeNull();
    expect(api.server.requests).toHaveLength(1);
  });
});

describe('OSM distance (OSRM)', () => {
  it('asks for a driving route lng,lat;lng,lat without overview and rounds its metres', async () => {
    expect(await osm.distanceMeters(RIVERSDALE, BROADWAY)).toBe(3105);
    const [request] = api.server.requests;
    expect(request?.path).toBe('/osrm/route/v1/driving/-106.670200,52.126700;-106.646700,52.118200');
    expect(request?.query.get('overview')).toBe('false');
  });

  it('no route is null and a warning', async () => {
    expect(await osm.distanceMeters(RIVERSDALE, { lat: 0, lng: 0 })).toBeNull();
    expect(api.log.warnings[0]?.details).toMatchObject({ status: 400 });
  });

  it('gives up after the timeout', async () => {
    slowRoutes = true;
    expect(await provider(150).distanceMeters(RIVERSDALE, BROADWAY)).toBeNull();
    expect(api.log.warnings[0]?.message).toBe('geo request timed out');
  });
});

describe('createGeoProvider with GEO_PROVIDER=osm', () => {
  it('uses the configured URLs and User-Agent', async () => {
    const config = loadGeoConfig({
      GEO_PROVIDER: 'osm',
      PHOTON_URL: `${api.server.url}/photon`,
      NOMINATIM_URL: `${api.server.url}/nominatim`,
      OSRM_URL: `${api.server.url}/osrm/`,
      GEO_USER_AGENT: USER_AGENT,
    });
    const geo = createGeoProvider(config, fetch, { logger: api.log });
    expect(geo.name).toBe('osm');
    expect(await geo.distanceMeters(RIVERSDALE, BROADWAY)).toBe(3105);
    expect(await geo.autocomplete('720 Broadway', null)).toHaveLength(3);
  });
});

describe('tidyPostalCode', () => {
  it.each([
    ['s7n1b4', 'S7N 1B4'],
    [' S7N  1B4 ', 'S7N 1B4'],
    ['S7N', 'S7N'],
    [undefined, ''],
    ['90210', '90210'],
  ])('%s -> %s', (input, expected) => {
    expect(tidyPostalCode(input)).toBe(expected);
  });
});
