/*
 * The set-up the HTTP geo providers' tests share: a local server answering like the upstream API,
 * started once per file, with its recorded requests and a fresh logger before each test.
 */
import type { LatLng, PlaceDetails } from '@storefront/domain';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  recordingLogger,
  startLocalHttpServer,
  type LocalHttpServer,
  type LocalReply,
  type RecordedRequest,
} from './local-http-server';

export type { LocalReply, RecordedRequest };

/** Golden Maple's Riversdale location: where the tests' suggestions are biased to. */
export const RIVERSDALE = { lat: 52.1267, lng: -106.6702 };

/** A place's details as every provider gives them: the id asked about, address, postal code, where. */
export const placeDetails = (
  place_id: string,
  address: string,
  postalCode: string,
  at: LatLng,
): PlaceDetails => ({
  place_id,
  address,
  postalCode,
  latitude: at.lat,
  longitude: at.lng,
});

export interface LocalApi {
  server: LocalHttpServer;
  log: ReturnType<typeof recordingLogger>;
}

/** Serves `handle` for the calling test file; read `server` and `log` inside tests and hooks. */
export function useLocalApi(handle: (request: RecordedRequest) => LocalReply): LocalApi {
  const api = {} as LocalApi;
  beforeAll(async () => {
    api.server = await startLocalHttpServer(handle);
  });
  afterAll(() => api.server.close());
  beforeEach(() => {
    api.server.requests.length = 0;
    api.log = recordingLogger();
  });
  return api;
}
