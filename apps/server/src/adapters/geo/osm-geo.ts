/*
 * OpenStreetMap services, public or self-hosted: Photon (/api) for autocomplete, Nominatim
 * (/lookup) for the details of a suggestion, OSRM (/route/v1/driving) for the road distance. Place
 * ids are OSM object ids, 'osm:N123' (node), 'osm:W123' (way) or 'osm:R123' (relation), which both
 * Photon and Nominatim understand. The public instances ask for an identifying User-Agent and a
 * light load (Nominatim: at most one request a second); a busy storefront runs its own.
 */
import { z } from 'zod';
import type { AddressSuggestion, LatLng, PlaceDetails } from '@storefront/domain';
import { coordinate, endpoint, type GeoHttp } from './geo-http';
import type { GeoProvider } from './geo-provider';

const MAX_SUGGESTIONS = 8;
/** Photon is asked for more than shown: results from other countries are dropped. */
const PHOTON_LIMIT = 15;
const PLACE_ID = /^osm:([NWR])(\d{1,15})$/;

const photonResponse = z.object({
  features: z
    .array(
      z.object({
        properties: z.object({
          osm_id: z.number().int(),
          osm_type: z.string(),
          name: z.string().optional(),
          housenumber: z.string().optional(),
          street: z.string().optional(),
          postcode: z.string().optional(),
          city: z.string().optional(),
          town: z.string().optional(),
          village: z.string().optional(),
          district: z.string().optional(),
          state: z.string().optional(),
          countrycode: z.string().optional(),
        }),
      }),
    )
    .default([]),
});

const nominatimResponse = z.array(
  z.object({
    osm_type: z.string(),
    osm_id: z.number().int(),
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    name: z.string().optional(),
    display_name: z.string(),
    address: z.record(z.string(), z.string()).default({}),
  }),
);

const osrmResponse = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number().nonnegative() })).default([]),
});

/** A Canadian postal code as Canada Post writes it ('s7m0w9' -> 'S7M 0W9'); others trimmed. */
export function tidyPostalCode(value: string | undefined): string {
  const text = (value ?? '').trim().toUpperCase();
  const compact = text.replace(/\s+/g, '');
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : text;
}

const joined = (parts: (string | undefined)[], separator: string) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

export interface OsmGeoOptions {
  photonUrl: string;
  nominatimUrl: string;
  osrmUrl: string;
  http: GeoHttp;
  /** ISO 3166-1 alpha-2 code the suggestions are limited to. */
  country?: string;
  language?: string;
}

export class OsmGeoProvider implements GeoProvider {
  readonly name = 'osm';
  readonly description: string;
  private readonly country: string;
  private readonly language: string;

  constructor(private readonly options: OsmGeoOptions) {
    this.country = (options.country ?? 'CA').toUpperCase();
    this.language = options.language ?? 'en';
    this.description = `osm: Photon at ${options.photonUrl}, Nominatim at ${options.nominatimUrl}, OSRM at ${options.osrmUrl}`;
  }

  async autocomplete(input: string, near: LatLng | null): Promise<AddressSuggestion[]> {
    const url = endpoint(this.options.photonUrl, '/api');
    url.searchParams.set('q', input);
    url.searchParams.set('limit', String(PHOTON_LIMIT));
    url.searchParams.set('lang', this.language);
    if (near) {
      url.searchParams.set('lat', coordinate(near.lat));
      url.searchParams.set('lon', coordinate(near.lng));
    }
    const answer = await this.options.http.json(url, photonResponse);
    if (!answer) return [];
    const suggestions: AddressSuggestion[] = [];
    const seen = new Set<string>();
    for (const { properties: p } of answer.features) {
      if (p.countrycode && p.countrycode.toUpperCase() !== this.country) continue;
      const type = p.osm_type.toUpperCase();
      if (!['N', 'W', 'R'].includes(type)) continue;
      const placeId = `osm:${type}${p.osm_id}`;
      if (seen.has(placeId)) continue;
      seen.add(placeId);
      const streetLine = joined([p.housenumber, p.street], ' ');
      // A named place (a mall, a campus) shows its name before its street address.
      const first = p.name && p.name !== p.street ? joined([p.name, streetLine], ', ') : streetLine || p.name;
      const region = joined([p.state, p.postcode ? tidyPostalCode(p.postcode) : undefined], ' ');
      const description = joined([first, p.city ?? p.town ?? p.village ?? p.district, region], ', ');
      if (description !== '') suggestions.push({ place_id: placeId, description });
      if (suggestions.length === MAX_SUGGESTIONS) break;
    }
    return suggestions;
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    const match = PLACE_ID.exec(placeId);
    if (!match) return null;
    const url = endpoint(this.options.nominatimUrl, '/lookup');
    url.searchParams.set('osm_ids', `${match[1]}${match[2]}`);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('accept-language', this.language);
    const answer = await this.options.http.json(url, nominatimResponse);
    const found = answer?.[0];
    if (!found) return null;
    const a = found.address;
    // 'CA-SK' -> 'SK': the province as an address is written.
    const province = a['ISO3166-2-lvl4']?.split('-')[1] ?? a.state;
    const postalCode = tidyPostalCode(a.postcode);
    const streetLine = joined([a.house_number, a.road], ' ');
    const first = found.name && found.name !== a.road ? joined([found.name, streetLine], ', ') : streetLine;
    const city = a.city ?? a.town ?? a.village ?? a.municipality;
    const address = first
      ? joined([first, city, joined([province, postalCode], ' ')], ', ')
      : found.display_name;
    return {
      place_id: placeId,
      address,
      // OSM lacks many Canadian postal codes: '' makes the range check say "could not be determined".
      postalCode,
      latitude: found.lat,
      longitude: found.lon,
    };
  }

  async distanceMeters(origin: LatLng, destination: LatLng): Promise<number | null> {
    const path = `/route/v1/driving/${coordinate(origin.lng)},${coordinate(origin.lat)};${coordinate(destination.lng)},${coordinate(destination.lat)}`;
    const url = endpoint(this.options.osrmUrl, path);
    url.searchParams.set('overview', 'false');
    const answer = await this.options.http.json(url, osrmResponse);
    const route = answer?.code === 'Ok' ? answer.routes[0] : undefined;
    return route ? Math.round(route.distance) : null;
  }
}
