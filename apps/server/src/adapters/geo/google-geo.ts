/*
 * Google Maps Platform: Places API (New) for autocomplete (POST /v1/places:autocomplete) and place
 * details (GET /v1/places/{id}: address components give the postal code), Routes API for the driving
 * distance (POST /directions/v2:computeRoutes). The legacy Places, Directions and Distance Matrix
 * web services cannot be enabled on projects created since March 2025, so a new key works only with
 * these. The key travels in the X-Goog-Api-Key header, never in a URL that could be logged, and each
 * call asks only for the fields it reads (X-Goog-FieldMask), which is also what Google bills by.
 */
import { z } from 'zod';
import type { AddressSuggestion, LatLng, PlaceDetails } from '@storefront/domain';
import { endpoint, type GeoHttp } from './geo-http';
import type { GeoProvider } from './geo-provider';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
export const GOOGLE_ROUTES_URL = 'https://routes.googleapis.com';

/** Suggestions are biased to this radius around the restaurant (the API's maximum is 50 km). */
const BIAS_RADIUS_METERS = 30_000;
const MAX_SUGGESTIONS = 8;

/** Google place ids are URL-safe base64-like strings; anything else is not asked about. */
const PLACE_ID = /^[A-Za-z0-9_-]{10,300}$/;

const autocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string(), text: z.object({ text: z.string() }) }).optional(),
      }),
    )
    .default([]),
});

const placeResponse = z.object({
  id: z.string(),
  formattedAddress: z.string(),
  addressComponents: z
    .array(z.object({ longText: z.string(), shortText: z.string().optional(), types: z.array(z.string()) }))
    .default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});

const routesResponse = z.object({
  routes: z.array(z.object({ distanceMeters: z.number().int().nonnegative().optional() })).default([]),
});

const latLngOf = (p: LatLng) => ({ latitude: p.lat, longitude: p.lng });

export interface GoogleGeoOptions {
  apiKey: string;
  placesUrl: string;
  routesUrl: string;
  http: GeoHttp;
  /** CLDR region code the suggestions are limited to. */
  region?: string;
  language?: string;
}

export class GoogleGeoProvider implements GeoProvider {
  readonly name = 'google';
  readonly description: string;
  private readonly region: string;
  private readonly language: string;

  constructor(private readonly options: GoogleGeoOptions) {
    this.region = options.region ?? 'ca';
    this.language = options.language ?? 'en';
    this.description = `google: Places API (New) at ${options.placesUrl}, Routes API at ${options.routesUrl}`;
  }

  private headers(fieldMask: string): Record<string, string> {
    return { 'x-goog-api-key': this.options.apiKey, 'x-goog-fieldmask': fieldMask };
  }

  async autocomplete(input: string, near: LatLng | null): Promise<AddressSuggestion[]> {
    const body: Record<string, unknown> = {
      input,
      includedRegionCodes: [this.region],
      languageCode: this.language,
    };
    if (near) {
      body.locationBias = { circle: { center: latLngOf(near), radius: BIAS_RADIUS_METERS } };
      body.origin = latLngOf(near);
    }
    const answer = await this.options.http.json(
      endpoint(this.options.placesUrl, '/v1/places:autocomplete'),
      autocompleteResponse,
      {
        body,
        headers: this.headers('suggestions.placePrediction.placeId,suggestions.placePrediction.text.text'),
      },
    );
    if (!answer) return [];
    const suggestions: AddressSuggestion[] = [];
    for (const { placePrediction } of answer.suggestions) {
      if (placePrediction) {
        suggestions.push({ place_id: placePrediction.placeId, description: placePrediction.text.text });
      }
    }
    return suggestions.slice(0, MAX_SUGGESTIONS);
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    if (!PLACE_ID.test(placeId)) return null;
    const url = endpoint(this.options.placesUrl, `/v1/places/${encodeURIComponent(placeId)}`);
    url.searchParams.set('languageCode', this.language);
    const answer = await this.options.http.json(url, placeResponse, {
      headers: this.headers('id,formattedAddress,addressComponents,location'),
      // An unknown or malformed id is the diner's 404, not an outage.
      quietStatuses: [400, 404],
    });
    if (!answer) return null;
    const component = (type: string) => answer.addressComponents.find((c) => c.types.includes(type));
    // Some places (a whole street) carry only the postal district: its three characters still serve.
    const postal = component('postal_code') ?? component('postal_code_prefix');
    return {
      place_id: answer.id,
      address: answer.formattedAddress,
      postalCode: postal?.longText ?? '',
      latitude: answer.location.latitude,
      longitude: answer.location.longitude,
    };
  }

  async distanceMeters(origin: LatLng, destination: LatLng): Promise<number | null> {
    const answer = await this.options.http.json(
      endpoint(this.options.routesUrl, '/directions/v2:computeRoutes'),
      routesResponse,
      {
        body: {
          origin: { location: { latLng: latLngOf(origin) } },
          destination: { location: { latLng: latLngOf(destination) } },
          travelMode: 'DRIVE',
          routingPreference: 'TRAFFIC_UNAWARE',
          units: 'METRIC',
        },
        headers: this.headers('routes.distanceMeters'),
      },
    );
    // No route (an island, another continent) is an empty answer: the distance stays unknown. A
    // route of 0 m comes without distanceMeters (JSON of protocol buffers leaves out zero values).
    const route = answer?.routes[0];
    return route ? (route.distanceMeters ?? 0) : null;
  }
}
