import {
  toDollars,
  translated,
  type Locale,
  type ApiGalleryImage,
  type ApiGiftCardProduct,
  type ApiImage,
  type ApiSignatureDish,
  type ApiTestimonial,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type {
  GalleryImagesTable,
  GiftCardProductsTable,
  SignatureDishesTable,
  TestimonialsTable,
} from '../../db/schema';
import { translationsOf } from '../../db/translations';

/** An image by its URL; shipped images have a WebP sibling at the same path. */
export function imageOf(url: string | null, webpUrl?: string | null): ApiImage | null {
  if (!url) return null;
  return {
    url,
    webp_url:
      webpUrl ??
      (/\.(jpe?g|png)$/i.test(url) && url.startsWith('/images/')
        ? url.replace(/\.(jpe?g|png)$/i, '.webp')
        : null),
  };
}

/** A gallery photo, its caption in `locale` (issue 31). */
export function presentGalleryImage(raw: Selectable<GalleryImagesTable>, locale: Locale): ApiGalleryImage {
  const row = translated(raw, translationsOf(raw.translations), ['caption'], locale);
  return {
    _id: row.id,
    caption: row.caption,
    image: { url: row.image_url, webp_url: row.image_webp_url, width: row.width, height: row.height },
  };
}

export function presentTestimonial(row: Selectable<TestimonialsTable>): ApiTestimonial {
  return { _id: row.id, author: row.author, quote: row.quote, rating: row.rating };
}

/** A dish or a gift card product as the storefront offers it: its name and description in `locale`, its price. */
function offerOf(
  raw: Selectable<SignatureDishesTable> | Selectable<GiftCardProductsTable>,
  locale: Locale,
): { name: string; description: string | null; price: number } {
  const row = translated(raw, translationsOf(raw.translations), ['name', 'description'], locale);
  return { name: row.name, description: row.description, price: toDollars(row.price_cents) };
}

/** A signature dish as the home page shows it, its name and description in `locale` (issue 31). */
export function presentSignatureDish(
  row: Selectable<SignatureDishesTable>,
  locale: Locale,
): ApiSignatureDish {
  return {
    _id: row.id,
    ...offerOf(row, locale),
    image: imageOf(row.image_url, row.image_webp_url),
    menu_item: row.menu_item_id,
  };
}

/** A gift card product as /gift shows it, its name and description in `locale` (issue 31). */
export function presentGiftCardProduct(
  row: Selectable<GiftCardProductsTable>,
  locale: Locale,
): ApiGiftCardProduct {
  return {
    id: row.id,
    _id: row.id,
    ...offerOf(row, locale),
    unitPrice: toDollars(row.unit_price_cents),
    quantity: row.quantity,
    image: imageOf(row.image_url, row.image_webp_url),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  };
}
