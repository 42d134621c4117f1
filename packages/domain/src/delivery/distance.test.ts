import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceInMeters, formatDistanceKm, type LatLng } from './distance';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

const SASKATOON: LatLng = { lat: 52.1332, lng: -106.67 };
const TORONTO: LatLng = { lat: 43.6532, lng: -79.3832 };

describe('distanceInMeters', () => {
  it.each([
    // One degree of latitude on the mean sphere: 2πR / 360.
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195],
    // Half the circumference: πR.
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20_015_114],
    [{ lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20_015_114],
    // The date line: 179.5 and -179.5 are one degree apart.
    [{ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111_195],
    [{ lat: 10, lng: 180 }, { lat: 10, lng: -180 }, 0],
    [SASKATOON, SASKATOON, 0],
    [SASKATOON, TORONTO, 2_224_759],
  ])('%o to %o is %i m', (a, b, expected) => {
    expect(distanceInMeters(a, b)).toBe(expected);
  });

  it('measures a short hop across town', () => {
    // 0.01 degree of latitude is about 1112 m.
    expect(distanceInMeters(SASKATOON, { lat: SASKATOON.lat + 0.01, lng: SASKATOON.lng })).toBe(1112);
  });

  it.each([
    [{ lat: Number.NaN, lng: 0 }],
    [{ lat: 0, lng: Number.POSITIVE_INFINITY }],
    [{ lat: 90.5, lng: 0 }],
    [{ lat: -91, lng: 0 }],
  ])('throws for %o', (bad) => {
    expect(() => distanceInMeters(bad, SASKATOON)).toThrow(RangeError);
    expect(() => distanceInMeters(SASKATOON, bad)).toThrow(RangeError);
  });

  it('does not mutate its inputs', () => {
    const a = Object.freeze({ ...SASKATOON });
    const b = Object.freeze({ ...TORONTO });
    expect(() => distanceInMeters(a, b)).not.toThrow();
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceInMeters(a, b)).toBe(distanceInMeters(b, a));
      }),
    );
  });

  it('is zero for the same point', () => {
    fc.assert(
      fc.property(point, (a) => {
        expect(distanceInMeters(a, { ...a })).toBe(0);
      }),
    );
  });

  it('is a whole number of metres between 0 and half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceInMeters(a, b);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(20_015_114);
      }),
    );
  });

  it('keeps the triangle inequality within rounding', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Each of the three roundings moves a side by at most half a metre.
        expect(distanceInMeters(a, c)).toBeLessThanOrEqual(
          distanceInMeters(a, b) + distanceInMeters(b, c) + 1,
        );
      }),
    );
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [3200, '3.2 km'],
    [3249, '3.2 km'],
    [3250, '3.3 km'],
    [1449, '1.4 km'],
    [1450, '1.5 km'],
    [1449.96, '1.4 km'],
    [1450.2, '1.5 km'],
    [0, '0.0 km'],
    [49, '0.0 km'],
    [50, '0.1 km'],
    [999, '1.0 km'],
    [10_000, '10.0 km'],
    [123_456, '123.5 km'],
  ])('%s m -> %s', (meters, expected) => {
    expect(formatDistanceKm(meters)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [-1]])('%s -> null', (bad) => {
    expect(formatDistanceKm(bad)).toBeNull();
  });

  it('is within 50 m of the distance and reads back as one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (m) => {
        const text = formatDistanceKm(m)!;
        expect(text).toMatch(/^\d+\.\d km$/);
        expect(Math.abs(Number.parseFloat(text) * 1000 - m)).toBeLessThanOrEqual(50 + 1e-6);
      }),
    );
  });

  it('is non-decreasing in the distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(Number.parseFloat(formatDistanceKm(lo)!)).toBeLessThanOrEqual(
          Number.parseFloat(formatDistanceKm(hi)!),
        );
      }),
    );
  });
});
