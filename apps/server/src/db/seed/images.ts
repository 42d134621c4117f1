/*
 * The demo images shipped under apps/server/demo-assets/images/<tenant>/, shared by the image
 * generator (scripts/generate-demo-images.ts) and the seed. Every image exists as .jpg and .webp.
 */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export const ITEM_PHOTO_SIZE = { width: 640, height: 480 } as const;
export const GALLERY_SIZE = { width: 1200, height: 800 } as const;
export const GIFT_CARD_SIZE = { width: 600, height: 380 } as const;
export const PROMOTION_SIZE = { width: 800, height: 450 } as const;

/** Food illustration kinds; each tenant gets `count` variants of each kind it uses. */
export type FoodKind =
  | 'noodles'
  | 'dumplings'
  | 'soup'
  | 'burger'
  | 'salad'
  | 'pizza'
  | 'curry'
  | 'rice'
  | 'dessert'
  | 'drink'
  | 'fries'
  | 'wrap'
  | 'sushi'
  | 'steak'
  | 'pie'
  | 'breakfast';

export interface TenantImageSet {
  /** Primary colour, used for the logo, gift cards and promotion banners. */
  color: string;
  /** Initials drawn on the logo. */
  initials: string;
  food: Partial<Record<FoodKind, number>>;
  gallery: number;
  giftCards: number;
  promotions: number;
}

export const DEMO_IMAGE_SETS: Record<string, TenantImageSet> = {
  goldenmaple: {
    color: '#D4A762',
    initials: 'GM',
    food: {
      burger: 3,
      salad: 3,
      soup: 3,
      steak: 3,
      pizza: 2,
      fries: 2,
      dessert: 4,
      drink: 4,
      breakfast: 3,
      wrap: 2,
      pie: 2,
    },
    gallery: 8,
    giftCards: 3,
    promotions: 6,
  },
  emerald: {
    color: '#1F7A5A',
    initials: 'EN',
    food: { noodles: 5, dumplings: 4, soup: 3, rice: 4, curry: 3, sushi: 3, dessert: 3, drink: 4, salad: 2 },
    gallery: 8,
    giftCards: 3,
    promotions: 6,
  },
  prairiepie: {
    color: '#B5651D',
    initials: 'PP',
    food: { pie: 4, dessert: 3, drink: 2, soup: 2, salad: 1 },
    gallery: 4,
    giftCards: 1,
    promotions: 1,
  },
};

/** URL of a shipped image: `/images/<tenant>/<name>.jpg` (the .webp sibling has the same path). */
export const imageUrl = (tenant: string, name: string) => `/images/${tenant}/${name}.jpg`;
export const webpUrl = (tenant: string, name: string) => `/images/${tenant}/${name}.webp`;

/** File names (without extension) the generator writes for a tenant. */
export function imageNames(
  tenant: string,
): { name: string; kind: 'food' | 'gallery' | 'gift' | 'promo' | 'logo'; food?: FoodKind }[] {
  const set = DEMO_IMAGE_SETS[tenant];
  if (!set) return [];
  const names: ReturnType<typeof imageNames> = [{ name: 'logo', kind: 'logo' }];
  for (const [food, count] of Object.entries(set.food) as [FoodKind, number][]) {
    for (let i = 1; i <= count; i++) names.push({ name: `${food}-${i}`, kind: 'food', food });
  }
  for (let i = 1; i <= set.gallery; i++) names.push({ name: `gallery-${i}`, kind: 'gallery' });
  for (let i = 1; i <= set.giftCards; i++) names.push({ name: `giftcard-${i}`, kind: 'gift' });
  for (let i = 1; i <= set.promotions; i++) names.push({ name: `promo-${i}`, kind: 'promo' });
  return names;
}
