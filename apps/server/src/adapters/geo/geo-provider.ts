/*
 * The geo adapter (architecture §5): address autocomplete, place details (postal code and
 * coordinates) and the delivery distance behind one small interface, with three implementations
 * chosen by GEO_PROVIDER:
 * - 'offline' (the default): answers from addresses and postal-code centroids shipped with the app
 *   for the demo areas, distance on the sphere times a road factor; needs no network.
 * - 'google': Google Maps Platform with a key: Places API (New) for autocomplete and place details,
 *   Routes API for the driving distance.
 * - 'osm': OpenStreetMap services (Photon, Nominatim, OSRM), public or self-hosted.
 * A provider never throws for an upstream failure: it logs a warning and answers [] or null, so a
 * diner sees "could not be determined" (spec §8), never a server error.
 */
import type { AddressSuggestion, LatLng, PlaceDetails } from '@storefront/domain';
import { GOOGLE_PLACES_URL, GOOGLE_ROUTES_URL, GoogleGeoProvider } from './google-geo';
import { consoleGeoLogger, GeoHttp, type GeoLogger } from './geo-http';
import { OfflineGeoProvider } from './offline-geo';
import { OsmGeoProvider } from './osm-geo';

export type { GeoLogger } from './geo-http';

export interface GeoProvider {
  /** 'offline', 'google' or 'osm'. */
  readonly name: string;
  /** One line for the startup log: the provider and where it gets its answers. */
  readonly description: string;
  /** Up to 8 address suggestions for what the diner typed, nearest to `near` first when given. */
  autocomplete(input: string, near: LatLng | null): Promise<AddressSuggestion[]>;
  /** The address, postal code and coordinates of a suggestion, or null when unknown. */
  place(placeId: string): Promise<PlaceDetails | null>;
  /** The delivery distance in whole metres (by road where the provider knows roads), or null. */
  distanceMeters(origin: LatLng, destination: LatLng): Promise<number | null>;
}

export type GeoProviderName = 'offline' | 'google' | 'osm';

export interface GeoConfig {
  provider: GeoProviderName;
  googleApiKey: string | null;
  /**
   * Sends the Google calls to this base URL instead of places.googleapis.com and
   * routes.googleapis.com (a proxy, or a test server); null for Google's own hosts.
   */
  googleApiUrl: string | null;
  photonUrl: string;
  nominatimUrl: string;
  osrmUrl: string;
  /** Sent to the OSM services, whose usage policies ask for an identifying User-Agent. */
  userAgent: string;
}

export const GEO_DEFAULTS = {
  photonUrl: 'https://photon.komoot.io',
  nominatimUrl: 'https://nominatim.openstreetmap.org',
  osrmUrl: 'https://router.project-osrm.org',
  userAgent: 'storefront-ordering/0.1 (restaurant online ordering; geo adapter)',
} as const;

/** Each upstream call gives up after this long; the diner is then asked to re-enter the address. */
export const GEO_TIMEOUT_MS = 5_000;

const PROVIDERS: readonly GeoProviderName[] = ['offline', 'google', 'osm'];

function baseUrl(name: string, value: string | undefined, fallback: string): string {
  const text = value && value.trim() !== '' ? value.trim() : fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${text}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got '${text}'.`);
  }
  return text.replace(/\/+$/, '');
}

/**
 * Reads the geo settings from the environment (README: Configuration). Throws, with a message that
 * says what to set, for an unknown provider, for GEO_PROVIDER=google without GOOGLE_MAPS_API_KEY and
 * for a URL that is not http(s).
 */
export function loadGeoConfig(env: NodeJS.ProcessEnv = process.env): GeoConfig {
  const raw = (env.GEO_PROVIDER ?? '').trim().toLowerCase();
  const provider = (raw === '' ? 'offline' : raw) as GeoProviderName;
  if (!PROVIDERS.includes(provider)) {
    throw new Error(`GEO_PROVIDER must be one of ${PROVIDERS.join(', ')}, got '${env.GEO_PROVIDER ?? ''}'.`);
  }
  const googleApiKey = env.GOOGLE_MAPS_API_KEY?.trim() || null;
  if (provider === 'google' && !googleApiKey) {
    throw new Error(
      'GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY (a key with the Places API (New) and the Routes API enabled). ' +
        'Set the key, or use GEO_PROVIDER=osm or GEO_PROVIDER=offline.',
    );
  }
  return {
    provider,
    googleApiKey,
    googleApiUrl: env.GOOGLE_MAPS_API_URL?.trim()
      ? baseUrl('GOOGLE_MAPS_API_URL', env.GOOGLE_MAPS_API_URL, '')
      : null,
    photonUrl: baseUrl('PHOTON_URL', env.PHOTON_URL, GEO_DEFAULTS.photonUrl),
    nominatimUrl: baseUrl('NOMINATIM_URL', env.NOMINATIM_URL, GEO_DEFAULTS.nominatimUrl),
    osrmUrl: baseUrl('OSRM_URL', env.OSRM_URL, GEO_DEFAULTS.osrmUrl),
    userAgent: env.GEO_USER_AGENT?.trim() || GEO_DEFAULTS.userAgent,
  };
}

export interface GeoProviderOptions {
  /** Where warnings about failed upstream calls go (pass the Fastify logger, `app.log`). */
  logger?: GeoLogger;
  timeoutMs?: number;
}

/** The provider the configuration names. `fetchImpl` is the HTTP client of the Google and OSM providers. */
export function createGeoProvider(
  config: GeoConfig,
  fetchImpl: typeof fetch = fetch,
  options: GeoProviderOptions = {},
): GeoProvider {
  const logger = options.logger ?? consoleGeoLogger;
  const timeoutMs = options.timeoutMs ?? GEO_TIMEOUT_MS;
  switch (config.provider) {
    case 'offline':
      return new OfflineGeoProvider();
    case 'google': {
      if (!config.googleApiKey) throw new Error('GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY.');
      const http = new GeoHttp({ provider: 'google', fetch: fetchImpl, logger, timeoutMs });
      return new GoogleGeoProvider({
        apiKey: config.googleApiKey,
        placesUrl: config.googleApiUrl ?? GOOGLE_PLACES_URL,
        routesUrl: config.googleApiUrl ?? GOOGLE_ROUTES_URL,
        http,
      });
    }
    case 'osm': {
      const http = new GeoHttp({
        provider: 'osm',
        fetch: fetchImpl,
        logger,
        timeoutMs,
        userAgent: config.userAgent,
      });
      return new OsmGeoProvider({
        photonUrl: config.photonUrl,
        nominatimUrl: config.nominatimUrl,
        osrmUrl: config.osrmUrl,
        http,
      });
    }
  }
}
