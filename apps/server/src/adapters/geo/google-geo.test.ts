import { beforeEach, describe, expect, it } from 'vitest';
import { GeoHttp } from './geo-http';
import { createGeoProvider, loadGeoConfig } from './geo-provider';
import { GoogleGeoProvider } from './google-geo';
import { startLocalHttpServer } from './local-http-server';
import { placeDetails, RIVERSDALE, useLocalApi } from './geo.test-support';
import type { LocalReply, RecordedRequest } from './geo.test-support';

/*
 * A local server that answers like Places API (New) and the Routes API, so the provider's real
 * requests (method, path, headers, JSON body) and its reading of real-shaped answers are tested.
 */
const KEY = 'test-key-123';
const KNOWN_PLACE = 'ChIJ2cSfQ8P2BFMR0m3r7WqG0aQ';
const STREET_ONLY_PLACE = 'ChIJstreetOnly000000000';
const SLOW = { autocomplete: false };

function googleApi(req: RecordedRequest): LocalReply {
  if (req.headers['x-goog-api-key'] !== KEY) {
    return {
      status: 403,
      json: { error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } },
    };
  }
  if (req.method === 'POST' && req.path === '/v1/places:autocomplete') {
    if (SLOW.autocomplete) return { hang: true };
    const body = JSON.parse(req.body) as { input: string };
    if (body.input === 'nothing like it') return { json: {} };
    if (body.input === 'broken answer') return { json: { suggestions: 'not a list' } };
    if (body.input === 'html answer') return { text: '<html>oops</html>', contentType: 'text/html' };
    return {
      json: {
        suggestions: [
          {
            placePrediction: {
              place: `places/${KNOWN_PLACE}`,
              placeId: KNOWN_PLACE,
              text: { text: '220 20th St W, Saskatoon, SK, Canada', matches: [{ endOffset: 6 }] },
              types: ['street_address'],
            },
          },
          { queryPrediction: { text: { text: '220 20th St W restaurants' } } },
          {
            placePrediction: {
              placeId: 'ChIJsecond000000000000',
              text: { text: '220 20th St E, Saskatoon, SK, Canada' },
            },
          },
        ],
      },
    };
  }
  if (req.method === 'GET' && req.path.startsWith('/v1/places/')) {
    const id = req.path.slice('/v1/places/'.length);
    if (id === KNOWN_PLACE) {
      return {
        json: {
          id,
          formattedAddress: '220 20th St W, Saskatoon, SK S7M 0W9, Canada',
          addressComponents: [
            { longText: '220', shortText: '220', types: ['street_number'], languageCode: 'en' },
            { longText: '20th Street West', shortText: '20th St W', types: ['route'], languageCode: 'en' },
            { longText: 'Saskatoon', shortText: 'Saskatoon', types: ['locality', 'political'] },
            { longText: 'S7M 0W9', shortText: 'S7M 0W9', types: ['postal_code'], languageCode: 'en' },
          ],
          location: { latitude: 52.1267, longitude: -106.6702 },
        },
      };
    }
    if (id === STREET_ONLY_PLACE) {
      return {
        json: {
          id,
          formattedAddress: 'Spadina Crescent East, Saskatoon, SK S7K, Canada',
          addressComponents: [{ longText: 'S7K', types: ['postal_code_prefix', 'postal_code'] }],
          location: { latitude: 52.13, longitude: -106.66 },
        },
      };
    }
    return {
      status: 404,
      json: { error: { code: 404, message: `Place '${id}' not found.`, status: 'NOT_FOUND' } },
    };
  }
  if (req.method === 'POST' && req.path === '/directions/v2:computeRoutes') {
    const body = JSON.parse(req.body) as {
      origin: { location: { latLng: { latitude: number; longitude: number } } };
      destination: { location: { latLng: { latitude: number; longitude: number } } };
    };
    const from = body.origin.location.latLng;
    const to = body.destination.location.latLng;
    if (to.latitude === 0) return { json: {} }; // no route
    if (from.latitude === to.latitude && from.longitude === to.longitude) return { json: { routes: [{}] } };
    return { json: { routes: [{ distanceMeters: 4321 }] } };
  }
  return { status: 404, json: { error: { code: 404, message: 'No such method.', status: 'NOT_FOUND' } } };
}

const api = useLocalApi(googleApi);
let google: GoogleGeoProvider;

function provider(apiKey = KEY, timeoutMs = 2_000) {
  return new GoogleGeoProvider({
    apiKey,
    placesUrl: api.server.url,
    routesUrl: api.server.url,
    http: new GeoHttp({ provider: 'google', fetch, logger: api.log, timeoutMs }),
  });
}

beforeEach(() => {
  google = provider();
  SLOW.autocomplete = false;
});

describe('Google autocomplete (Places API New)', () => {
  it('posts the input, region, language and a bias around the restaurant; maps place predictions only', async () => {
    const suggestions = await google.autocomplete('220 20th', RIVERSDALE);
    expect(suggestions).toEqual([
      { place_id: KNOWN_PLACE, description: '220 20th St W, Saskatoon, SK, Canada' },
      { place_id: 'ChIJsecond000000000000', description: '220 20th St E, Saskatoon, SK, Canada' },
    ]);
    const [request] = api.server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-goog-fieldmask']).toBe(
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
    );
    expect(request?.query.has('key')).toBe(false);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      input: '220 20th',
      includedRegionCodes: ['ca'],
      languageCode: 'en',
      locationBias: { circle: { center: { latitude: 52.1267, longitude: -106.6702 }, radius: 30_000 } },
      origin: { latitude: 52.1267, longitude: -106.6702 },
    });
    expect(api.log.warnings).toEqual([]);
  });

  it('sends no bias without a restaurant, and an empty answer is no suggestions', async () => {
    expect(await google.autocomplete('nothing like it', null)).toEqual([]);
    const body = JSON.parse(api.server.requests[0]?.body ?? '') as Record<string, unknown>;
    expect(body).not.toHaveProperty('locationBias');
    expect(body).not.toHaveProperty('origin');
    expect(api.log.warnings).toEqual([]);
  });

  it('a refused key is no suggestions and a warning that does not contain the key', async () => {
    const refused = provider('wrong-key');
    expect(await refused.autocomplete('220 20th', null)).toEqual([]);
    expect(api.log.warnings).toHaveLength(1);
    expect(api.log.warnings[0]).toMatchObject({
      message: 'geo request answered with an error status',
      details: { geoProvider: 'google', status: 403 },
    });
    expect(JSON.stringify(api.log.warnings)).not.toContain('wrong-key');
  });

  it('an answer of another shape, or not JSON, is no suggestions and a warning', async () => {
    expect(await google.autocomplete('broken answer', null)).toEqual([]);
    expect(await google.autocomplete('html answer', null)).toEqual([]);
    expect(api.log.warnings.map((w) => w.message)).toEqual([
      'geo response has an unexpected shape',
      'geo response is not JSON',
    ]);
  });

  it('gives up after the timeout with a warning', async () => {
    SLOW.autocomplete = true;
    const impatient = provider(KEY, 150);
    const started = Date.now();
    expect(await impatient.autocomplete('220 20th', null)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(api.log.warnings[0]).toMatchObject({
      message: 'geo request timed out',
      details: { timeoutMs: 150 },
    });
  });
});

describe('Google place details', () => {
  it('reads the postal code from the address components, and the location', async () => {
    expect(await google.place(KNOWN_PLACE)).toEqual(
      placeDetails(KNOWN_PLACE, '220 20th St W, Saskatoon, SK S7M 0W9, Canada', 'S7M 0W9', RIVERSDALE),
    );
    const [request] = api.server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(`/v1/places/${KNOWN_PLACE}`);
    expect(request?.query.get('languageCode')).toBe('en');
    expect(request?.headers['x-goog-fieldmask']).toBe('id,formattedAddress,addressComponents,location');
  });

  it('a place with only a postal district gives the district', async () => {
    expect((await google.place(STREET_ONLY_PLACE))?.postalCode).toBe('S7K');
  });

  it('an unknown place is null without a warning; a malformed id is not even asked about', async () => {
    expect(await google.place('ChIJunknown00000000000')).toBeNull();
    expect(await google.place('../../etc/passwd')).toBeNull();
    expect(await google.place('offline:220-20th-st-w-saskatoon')).toBeNull();
    expect(api.server.requests).toHaveLength(1);
    expect(api.log.warnings).toEqual([]);
  });
});

describe('Google distance (Routes API)', () => {
  it('asks for a driving route between the coordinates and reads its metres', async () => {
    expect(await google.distanceMeters(RIVERSDALE, { lat: 52.1182, lng: -106.6467 })).toBe(4321);
    const [request] = api.server.requests;
    expect(request?.headers['x-goog-fieldmask']).toBe('routes.distanceMeters');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      origin: { location: { latLng: { latitude: 52.1267, longitude: -106.6702 } } },
      destination: { location: { latLng: { latitude: 52.1182, longitude: -106.6467 } } },
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
      units: 'METRIC',
    });
  });

  it('a route of zero metres (left out of the JSON) is 0, no route is null', async () => {
    expect(await google.distanceMeters(RIVERSDALE, RIVERSDALE)).toBe(0);
    expect(await google.distanceMeters(RIVERSDALE, { lat: 0, lng: 0 })).toBeNull();
  });

  it('an unreachable server is null and a warning', async () => {
    const closed = await startLocalHttpServer(() => ({ json: {} }));
    await closed.close();
    const gone = new GoogleGeoProvider({
      apiKey: KEY,
      placesUrl: closed.url,
      routesUrl: closed.url,
      http: new GeoHttp({ provider: 'google', fetch, logger: api.log, timeoutMs: 1_000 }),
    });
    expect(await gone.distanceMeters(RIVERSDALE, { lat: 52.1, lng: -106.6 })).toBeNull();
    expect(api.log.warnings[0]?.message).toBe('geo request failed');
  });
});

describe('createGeoProvider with GEO_PROVIDER=google', () => {
  it('builds the Google provider from the environment, sending its calls to GOOGLE_MAPS_API_URL', async () => {
    const config = loadGeoConfig({
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_MAPS_API_URL: api.server.url,
    });
    const geo = createGeoProvider(config, fetch, { logger: api.log });
    expect(geo.name).toBe('google');
    expect(geo.description).toContain(api.server.url);
    expect(await geo.place(KNOWN_PLACE)).toMatchObject({ postalCode: 'S7M 0W9' });
  });
});
