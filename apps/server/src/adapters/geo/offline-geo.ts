/*
 * The default geo provider: answers from the addresses and postal districts shipped in
 * demo-data/demo-addresses.ts, with no network. Place ids are stable ('offline:<slug>' for an address,
 * 'offline:postal-<code>' for a postal code's district), so nothing is kept between requests.
 */
import { distanceInMeters, type AddressSuggestion, type LatLng, type PlaceDetails } from '@storefront/domain';
import {
  DEMO_ADDRESSES,
  DEMO_POSTAL_DISTRICTS,
  type DemoAddress,
  type PostalDistrict,
} from './demo-data/demo-addresses';
import type { GeoProvider } from './geo-provider';

/**
 * Road distance is longer than the straight line: streets follow a grid, cross rivers at bridges
 * and go around parks and rail yards. Studies of urban road networks put the ratio of road to
 * great-circle distance ("circuity") at about 1.2 to 1.4 for trips of a few kilometres; 1.25 is a
 * middle value for prairie grid cities. Without it, the offline provider would under-charge tiered
 * delivery fees and accept addresses a road router puts outside the delivery radius.
 */
export const ROAD_FACTOR = 1.25;

export const MAX_SUGGESTIONS = 8;

const PLACE_PREFIX = 'offline:';
const POSTAL_PREFIX = `${PLACE_PREFIX}postal-`;

/** 'A1A 1A1' with the letters Canada Post uses; spaces optional. */
const POSTAL_CODE = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/i;

/** What a diner may type for what the addresses abbreviate. */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  crescent: 'cres',
  boulevard: 'blvd',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northwest: 'nw',
  northeast: 'ne',
  southwest: 'sw',
  southeast: 'se',
  alberta: 'ab',
  manitoba: 'mb',
  saint: 'st',
};

/** Lower case, apostrophes and periods dropped, other punctuation a space. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function queryWords(input: string): string[] {
  return normalise(input)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => ABBREVIATIONS[word] ?? word);
}

export function slugOf(address: Pick<DemoAddress, 'street' | 'city'>): string {
  return normalise(`${address.street} ${address.city}`).replace(/ /g, '-');
}

/** '220 20th St W, Saskatoon, SK S7M 0W9' */
export function describeAddress(address: DemoAddress): string {
  return `${address.street}, ${address.city}, ${address.province} ${address.postalCode}`;
}

interface IndexedAddress {
  placeId: string;
  address: DemoAddress;
  description: string;
  words: string[];
}

function index(addresses: readonly DemoAddress[]): IndexedAddress[] {
  return addresses.map((address) => {
    const description = describeAddress(address);
    const compactPostal = address.postalCode.replace(/\s+/g, '').toLowerCase();
    return {
      placeId: `${PLACE_PREFIX}${slugOf(address)}`,
      address,
      description,
      words: [...normalise(description).split(' '), compactPostal],
    };
  });
}

function postalCodeIn(input: string): { fsa: string; ldu: string } | null {
  const match = POSTAL_CODE.exec(input);
  if (!match?.[1] || !match[2]) return null;
  return { fsa: match[1].toUpperCase(), ldu: match[2].toUpperCase() };
}

export class OfflineGeoProvider implements GeoProvider {
  readonly name = 'offline';
  readonly description: string;
  private readonly addresses: IndexedAddress[];
  private readonly byPlaceId: Map<string, IndexedAddress>;
  private readonly districts: Map<string, PostalDistrict>;

  constructor(
    addresses: readonly DemoAddress[] = DEMO_ADDRESSES,
    districts: readonly PostalDistrict[] = DEMO_POSTAL_DISTRICTS,
  ) {
    this.addresses = index(addresses);
    this.byPlaceId = new Map(this.addresses.map((a) => [a.placeId, a]));
    if (this.byPlaceId.size !== this.addresses.length) {
      throw new Error('offline geo: two shipped addresses have the same street and city.');
    }
    this.districts = new Map(districts.map((d) => [d.fsa, d]));
    const areas = [...new Set(addresses.map((a) => a.area))].join(', ');
    this.description = `offline: ${addresses.length} shipped demo addresses (${areas}) and ${districts.length} postal districts; distance on the sphere × ${ROAD_FACTOR}`;
  }

  async autocomplete(input: string, near: LatLng | null): Promise<AddressSuggestion[]> {
    const words = queryWords(input);
    if (words.length === 0) return [];
    const matches = this.addresses.filter((candidate) =>
      words.every((word) => candidate.words.some((w) => w.startsWith(word))),
    );
    if (near) {
      const distance = new Map(matches.map((m) => [m, distanceInMeters(near, m.address)]));
      matches.sort((a, b) => (distance.get(a) ?? 0) - (distance.get(b) ?? 0));
    }
    const suggestions: AddressSuggestion[] = matches.map((m) => ({
      place_id: m.placeId,
      description: m.description,
    }));
    // A full postal code of a known district also offers the district itself, for streets not in the set.
    const postal = postalCodeIn(input);
    const district = postal ? this.districts.get(postal.fsa) : undefined;
    if (postal && district) {
      const code = `${postal.fsa} ${postal.ldu}`;
      const districtSuggestion: AddressSuggestion = {
        place_id: `${POSTAL_PREFIX}${postal.fsa}${postal.ldu}`.toLowerCase(),
        description: `${code} (postal code area), ${district.city}, ${district.province}`,
      };
      return [...suggestions.slice(0, MAX_SUGGESTIONS - 1), districtSuggestion];
    }
    return suggestions.slice(0, MAX_SUGGESTIONS);
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    if (placeId.startsWith(POSTAL_PREFIX)) return this.postalPlace(placeId);
    const found = this.byPlaceId.get(placeId);
    if (!found) return null;
    return {
      place_id: found.placeId,
      address: found.description,
      postalCode: found.address.postalCode,
      latitude: found.address.lat,
      longitude: found.address.lng,
    };
  }

  async distanceMeters(origin: LatLng, destination: LatLng): Promise<number | null> {
    try {
      return Math.round(distanceInMeters(origin, destination) * ROAD_FACTOR);
    } catch {
      return null; // not a point on Earth
    }
  }

  private postalPlace(placeId: string): PlaceDetails | null {
    const postal = postalCodeIn(placeId.slice(POSTAL_PREFIX.length));
    if (!postal || placeId.length !== POSTAL_PREFIX.length + 6) return null;
    const district = this.districts.get(postal.fsa);
    if (!district) return null;
    const code = `${postal.fsa} ${postal.ldu}`;
    return {
      place_id: placeId,
      address: `${code}, ${district.city}, ${district.province}`,
      postalCode: code,
      latitude: district.lat,
      longitude: district.lng,
    };
  }
}
