/*
 * Delivery distance (spec §3 Delivery address distanceInMeter, §9 "distance displayed in km").
 * The storefront gets the road distance from the maps service; this great-circle distance is the
 * fallback and the test oracle: never longer than the road.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const RADIANS = Math.PI / 180;

function checkPoint(p: LatLng): void {
  if (!Number.isFinite(p.lat) || p.lat < -90 || p.lat > 90 || !Number.isFinite(p.lng)) {
    throw new RangeError(`Not a point on Earth: ${String(p.lat)}, ${String(p.lng)}`);
  }
}

/**
 * Great-circle (haversine) distance between two points, rounded to whole metres. Longitudes wrap,
 * so 180 and -180 are the same meridian. Throws RangeError for a latitude outside [-90, 90] or a
 * non-finite coordinate.
 */
export function distanceInMeters(a: LatLng, b: LatLng): number {
  checkPoint(a);
  checkPoint(b);
  const sinLat = Math.sin(((b.lat - a.lat) * RADIANS) / 2);
  const sinLng = Math.sin(((b.lng - a.lng) * RADIANS) / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * sinLng * sinLng;
  // Rounding can push h a hair outside [0, 1] near antipodes.
  const clamped = Math.min(1, Math.max(0, h));
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(clamped)));
}

/**
 * '3.2 km' for the order summary's delivery fee line: metres / 1000 to the nearest tenth, halves
 * up (1450 m is '1.5 km', 1449 m is '1.4 km'). Null when the distance is missing, not
 * finite or negative, so nothing wrong is ever printed.
 */
export function formatDistanceKm(distanceInMeter: number | null | undefined): string | null {
  if (typeof distanceInMeter !== 'number' || !Number.isFinite(distanceInMeter) || distanceInMeter < 0) {
    return null;
  }
  // Whole tenths of a kilometre; + 1e-9 absorbs binary noise such as 1449.9999999 from a division.
  const tenths = Math.floor(distanceInMeter / 100 + 0.5 + 1e-9);
  return `${Math.floor(tenths / 10)}.${tenths % 10} km`;
}
