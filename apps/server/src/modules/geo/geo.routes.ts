/*
 * The maps calls of the delivery address step (spec §2 /deliveryaddress, §5 Delivery address, §7):
 * address autocomplete, the chosen suggestion's postal code and coordinates, and the road distance
 * from the restaurant in the spec's direction shape. Answers come from `app.geo`, the configured
 * provider; an upstream failure is an empty answer (no suggestions, no route), never a 500.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AddressSuggestion, DirectionResponse, LatLng, PlaceDetails } from '@storefront/domain';
import type { GeoProvider } from '../../adapters/geo/geo-provider';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { requireRestaurant } from '../restaurants/restaurants.service';

declare module 'fastify' {
  interface FastifyInstance {
    geo: GeoProvider;
  }
}

/** Suggestions start after more than 3 characters (spec §5). */
export const AUTOCOMPLETE_MIN_LENGTH = 4;
const MAX_INPUT_LENGTH = 200;

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found.';
const addressNotFound = () => new HttpError(404, 'ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);

const autocompleteQuery = z.object({
  input: z
    .string({ message: 'Type part of the delivery address.' })
    .trim()
    .min(AUTOCOMPLETE_MIN_LENGTH, 'Type more than 3 characters of the address to see suggestions.')
    .max(MAX_INPUT_LENGTH, `An address has at most ${MAX_INPUT_LENGTH} characters.`),
  restaurantId: z.string().trim().min(1).optional(),
});

const placeParams = z.object({
  placeId: z.string().min(1, ADDRESS_NOT_FOUND_MESSAGE),
});

const ORIGIN_MESSAGE = "origin must be '{latitude},{longitude}' in degrees, e.g. '52.1267,-106.6702'.";
const COORDINATES = /^(-?\d{1,3}(?:\.\d{1,15})?),(-?\d{1,3}(?:\.\d{1,15})?)$/;

const origin = z
  .string({ message: ORIGIN_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(COORDINATES, ORIGIN_MESSAGE))
  .transform((value): LatLng => {
    const [lat = '', lng = ''] = value.split(',');
    return { lat: Number(lat), lng: Number(lng) };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, ORIGIN_MESSAGE);

const DESTINATION_MESSAGE = "destination must be 'place_id:{id}' with the id of an address suggestion.";

const directionQuery = z.object({
  origin,
  destination: z
    .string({ message: DESTINATION_MESSAGE })
    .regex(/^place_id:\S{1,200}$/, DESTINATION_MESSAGE)
    .transform((value) => value.slice('place_id:'.length)),
});

export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  app.get('/map/autocomplete', async (request): Promise<AddressSuggestion[]> => {
    const tenant = requireTenant(request);
    const { input, restaurantId } = parse(autocompleteQuery, request.query);
    let near: LatLng | null = null;
    if (restaurantId !== undefined) {
      const restaurant = await requireRestaurant(db, tenant.id, restaurantId);
      if (restaurant.latitude !== null && restaurant.longitude !== null) {
        near = { lat: restaurant.latitude, lng: restaurant.longitude };
      }
    }
    return app.geo.autocomplete(input, near);
  });

  app.get('/map/place/:placeId', async (request): Promise<PlaceDetails> => {
    requireTenant(request);
    const { placeId } = parse(placeParams, request.params);
    const place = await app.geo.place(placeId);
    if (!place) throw addressNotFound();
    return place;
  });

  app.get('/map/direction', async (request): Promise<DirectionResponse> => {
    requireTenant(request);
    const query = parse(directionQuery, request.query);
    const place = await app.geo.place(query.destination);
    if (!place) throw addressNotFound();
    const metres = await app.geo.distanceMeters(query.origin, { lat: place.latitude, lng: place.longitude });
    // No distance (no route, or the provider is unreachable) is no route, as the maps service
    // answers: the client leaves the distance unset and asks the diner to re-enter (spec §8).
    return {
      direction: { routes: metres === null ? [] : [{ legs: [{ distance: { value: metres } }] }] },
    };
  });
}
