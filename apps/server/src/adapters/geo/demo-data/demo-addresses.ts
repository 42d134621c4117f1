/*
 * Street addresses and postal-code (FSA) centroids for the demo areas, shipped with the app so the
 * offline geo provider can answer with no network. Streets and postal districts are real; house
 * numbers, the last three postal characters and coordinates are close to where such an address
 * lies, not surveyed. Most addresses are inside their area's delivery zone (seed: postal prefixes and
 * radius of each restaurant; each area's own city names its restaurant in `restaurant`); the ones
 * tagged `demo` are there to show a refusal: a postal district the restaurant does not serve, a
 * district it serves but too far by road, or another town.
 *
 * The data is demo-addresses.json; this module gives it its types.
 */
import { z } from 'zod';
import data from './demo-addresses.json' with { type: 'json' };

export type DemoArea = 'Saskatoon' | 'Calgary' | 'Edmonton' | 'Regina' | 'Winnipeg';

/** Why an address is in the set when it is there to be refused. */
export type DemoRefusal = 'outside postal codes' | 'outside radius' | 'far away';

export interface DemoAddress {
  /** House number and street, as a diner writes it: '220 20th St W'. */
  street: string;
  city: string;
  province: 'SK' | 'AB' | 'MB';
  /** 'S7M 0W9' */
  postalCode: string;
  lat: number;
  lng: number;
  /** The demo restaurant's area this address belongs to. */
  area: DemoArea;
  demo?: DemoRefusal;
}

export interface PostalDistrict {
  /** Forward sortation area: the first three postal characters. */
  fsa: string;
  city: string;
  province: DemoAddress['province'];
  /** The district's approximate centre. */
  lat: number;
  lng: number;
}

const province = z.enum(['SK', 'AB', 'MB']);
const refusal = z.enum(['outside postal codes', 'outside radius', 'far away']);

/** The JSON file's shape: addresses and districts grouped by town, in the order they are listed. */
const demoGeoData = z.object({
  cities: z.array(
    z.object({
      area: z.enum(['Saskatoon', 'Calgary', 'Edmonton', 'Regina', 'Winnipeg']),
      city: z.string(),
      province,
      /** The area's restaurant, its address and its delivery zone: a note for readers. */
      restaurant: z.string().optional(),
      addresses: z.array(z.tuple([z.string(), z.string(), z.number(), z.number(), refusal.optional()])),
    }),
  ),
  postalDistricts: z.array(
    z.object({
      city: z.string(),
      province,
      districts: z.array(z.tuple([z.string(), z.number(), z.number()])),
    }),
  ),
});

const geo = demoGeoData.parse(data);

export const DEMO_ADDRESSES: readonly DemoAddress[] = geo.cities.flatMap(
  ({ area, city, province, addresses }) =>
    addresses.map(([street, postalCode, lat, lng, demo]): DemoAddress => ({
      street,
      city,
      province,
      postalCode,
      lat,
      lng,
      area,
      ...(demo ? { demo } : {}),
    })),
);

/**
 * Urban postal districts of the demo areas and their approximate centres: a diner whose street is not
 * in the set can type a full postal code and get its district's centre. Rural districts (S0K, T4C…)
 * cover whole regions, so a centre would say nothing; they are left out.
 */
export const DEMO_POSTAL_DISTRICTS: readonly PostalDistrict[] = geo.postalDistricts.flatMap(
  ({ city, province, districts }) =>
    districts.map(([fsa, lat, lng]): PostalDistrict => ({ fsa, city, province, lat, lng })),
);
