import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createGeoProvider, GEO_DEFAULTS, loadGeoConfig, type GeoLogger } from './geo-provider';

describe('loadGeoConfig', () => {
  it('defaults to the offline provider and the public OSM services', () => {
    expect(loadGeoConfig({})).toEqual({
      provider: 'offline',
      googleApiKey: null,
      googleApiUrl: null,
      photonUrl: 'https://photon.komoot.io',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      osrmUrl: 'https://router.project-osrm.org',
      userAgent: GEO_DEFAULTS.userAgent,
    });
  });

  it('reads every variable, trimming trailing slashes', () => {
    expect(
      loadGeoConfig({
        GEO_PROVIDER: ' OSM ',
        GOOGLE_MAPS_API_KEY: 'k',
        GOOGLE_MAPS_API_URL: 'http://proxy.internal:8080/google/',
        PHOTON_URL: 'http://geo.internal:2322/',
        NOMINATIM_URL: 'http://geo.internal:8088',
        OSRM_URL: 'http://geo.internal:5000',
        GEO_USER_AGENT: 'goldenmaple-orders (ops@goldenmaple.example.ca)',
      }),
    ).toEqual({
      provider: 'osm',
      googleApiKey: 'k',
      googleApiUrl: 'http://proxy.internal:8080/google',
      photonUrl: 'http://geo.internal:2322',
      nominatimUrl: 'http://geo.internal:8088',
      osrmUrl: 'http://geo.internal:5000',
      userAgent: 'goldenmaple-orders (ops@goldenmaple.example.ca)',
    });
  });

  it('refuses google without a key, naming what to set', () => {
    expect(() => loadGeoConfig({ GEO_PROVIDER: 'google' })).toThrow(
      /GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY/,
    );
    expect(() => loadGeoConfig({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: '  ' })).toThrow(
      /GOOGLE_MAPS_API_KEY/,
    );
    expect(loadGeoConfig({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'abc' }).provider).toBe('google');
  });

  it('refuses an unknown provider and a URL that is not http(s)', () => {
    expect(() => loadGeoConfig({ GEO_PROVIDER: 'mapbox' })).toThrow(
      "GEO_PROVIDER must be one of offline, google, osm, got 'mapbox'.",
    );
    expect(() => loadGeoConfig({ OSRM_URL: 'router.project-osrm.org' })).toThrow(/OSRM_URL must be an http/);
    expect(() => loadGeoConfig({ PHOTON_URL: 'ftp://photon' })).toThrow(/PHOTON_URL must be an http/);
  });
});

describe('createGeoProvider', () => {
  it('builds the named provider', () => {
    expect(createGeoProvider(loadGeoConfig({})).name).toBe('offline');
    expect(createGeoProvider(loadGeoConfig({ GEO_PROVIDER: 'osm' })).description).toBe(
      'osm: Photon at https://photon.komoot.io, Nominatim at https://nominatim.openstreetmap.org, OSRM at https://router.project-osrm.org',
    );
    expect(
      createGeoProvider(loadGeoConfig({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'k' })).description,
    ).toBe(
      'google: Places API (New) at https://places.googleapis.com, Routes API at https://routes.googleapis.com',
    );
  });

  it("takes Fastify's logger for its warnings", async () => {
    const app = Fastify({ logger: false });
    const logger: GeoLogger = app.log;
    const geo = createGeoProvider(loadGeoConfig({ GEO_PROVIDER: 'osm' }), fetch, { logger });
    expect(geo.name).toBe('osm');
    await app.close();
  });
});
