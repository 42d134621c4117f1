/*
 * Turns a demo tenant's data (tenants/*.ts) into rows: everything dated is computed here from `now`
 * in the tenant's or restaurant's zone, every row gets its id here, and the data's references by key
 * (promotions, restaurants, item codes) become ids.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_RUSH_HOUR_SETTINGS,
  DEFAULT_TENANT_SETTINGS,
  type DeliveryOptions,
  type OnlinePaymentSettings,
  type RestaurantSettings,
  type TenantContent,
  type TenantSettings,
  type Weekday,
} from '@storefront/domain';
import { newId } from '../ids';
import type { NewRow } from '../schema';
import {
  announcementRows,
  buildMenus,
  businessHours,
  cutleryRows,
  deliveryOptions,
  galleryRows,
  giftCardProductRows,
  holidayRows,
  insertTables,
  mustGet,
  onlinePaymentSettings,
  promotionRows,
  relative,
  restaurantSettings,
  signatureDishRows,
  testimonialRows,
  weekdayRushHours,
  type AnnouncementDef,
  type BuiltMenus,
  type GiftCardProductDef,
  type HolidayDef,
  type MenuDef,
  type Opening,
  type PromotionDef,
  type SeedDb,
  type TenantSeedContext,
  type TestimonialDef,
} from './builders';
import { GALLERY_SIZE, imageUrl, webpUrl } from './images';
import {
  seedMembers,
  type GuestOrderPlan,
  type MembersPlan,
  type OrderPlan,
  type PersonDef,
} from './members/index';

export interface RestaurantData {
  /** What promotions call it by. */
  key: string;
  slug: string;
  name: string;
  phone: string;
  email: string;
  address_1: string;
  city_town: string;
  state_province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** Over the default settings; the zone and the delivery cut-offs come from their own fields. */
  settings: Partial<Omit<RestaurantSettings, 'time_zone' | 'delivery_cutoffs'>>;
  /** Days on which delivery orders close early: days from today and the local time. */
  deliveryCutoffs?: readonly { days: number; time: string }[];
  hours: Record<Weekday, Opening>;
  /** Monday to Friday; the default (none) when absent. */
  rushHours?: Parameters<typeof weekdayRushHours>[0];
  delivery: Partial<DeliveryOptions>;
  /** Over the default payment settings (pay at pickup only). */
  onlinePayment?: Partial<OnlinePaymentSettings>;
  holidays: readonly HolidayDef[];
  cutlery: readonly string[];
  menus: readonly MenuDef[];
}

/** A demo order; a BOGO names its promotion by key. */
export type OrderData = Omit<OrderPlan, 'bogo'> & { bogo?: { promotion: string; freeCd: string } };

/** A repeat guest's order: fulfilled and ASAP unless it says otherwise. */
export type GuestOrderData = Omit<OrderData, 'status' | 'pickupTimeType'> &
  Partial<Pick<OrderData, 'status' | 'pickupTimeType'>> & { guest: string };

/** The demo member and their history, at the tenant's first restaurant. */
export type MembersData = Pick<
  MembersPlan,
  'demoAddress' | 'codePrefix' | 'referredMember' | 'blockedGuest' | 'reservationNotes'
> & {
  demoOrders: readonly OrderData[];
  /** Repeat guests by key; each gets one eater id for all their orders. */
  guests?: Readonly<Record<string, PersonDef>>;
  guestOrders?: readonly GuestOrderData[];
  /** The key of the next-order coupon promotion. */
  nextOrderPromotion: string;
};

export interface TenantData {
  slug: string;
  timeZone: string;
  tenant: Pick<
    NewRow<'tenants'>,
    | 'name'
    | 'slogan'
    | 'description'
    | 'phone'
    | 'email'
    | 'website_url'
    | 'facebook_url'
    | 'twitter_url'
    | 'wechat_url'
    | 'instagram_url'
    | 'theme'
  >;
  /** Over the default settings; the zone comes from timeZone. */
  settings: Partial<Omit<TenantSettings, 'time_zone'>>;
  about: string;
  restaurants: readonly RestaurantData[];
  promotions: readonly PromotionDef[];
  announcements: readonly AnnouncementDef[];
  /** One caption per shipped gallery image. */
  gallery: readonly string[];
  testimonials: readonly TestimonialDef[];
  /** The demo member's gift cards come from the second (one card) and third (a bundle). */
  giftCardProducts?: readonly GiftCardProductDef[];
  /** Codes of the first restaurant's items shown as signature dishes. */
  signatureDishes: readonly string[];
  members?: MembersData;
}

/** The counters a new tenant starts from. */
const SEQUENCES = { order: 1000, reservation: 100, giftCardOrder: 500 } as const;

export async function seedTenant(db: SeedDb, ctx: TenantSeedContext, data: TenantData): Promise<void> {
  const rel = relative(ctx.now, data.timeZone);
  const now = rel.now;
  const slug = data.slug;
  const tenantId = newId();
  const promotionIds = new Map(data.promotions.flatMap((p) => (p.key ? [[p.key, newId()] as const] : [])));
  const restaurantIds = new Map(data.restaurants.map((r) => [r.key, newId()] as const));

  const settings: TenantSettings = { ...DEFAULT_TENANT_SETTINGS, ...data.settings, time_zone: data.timeZone };
  // The data names the transition popup's Stay location by its key; the row stores its id.
  const stayKey = settings.transition_popup?.stay_restaurant_id ?? null;
  if (settings.transition_popup && stayKey !== null) {
    settings.transition_popup = {
      ...settings.transition_popup,
      stay_restaurant_id: mustGet(restaurantIds, stayKey),
    };
  }
  const content: TenantContent = {
    hero_image: { url: imageUrl(slug, 'gallery-1'), webp_url: webpUrl(slug, 'gallery-1'), ...GALLERY_SIZE },
    about: data.about,
  };
  const tenant: NewRow<'tenants'> = {
    id: tenantId,
    slug,
    ...data.tenant,
    logo_url: `/images/${slug}/logo.png`,
    favicon_url: `/images/${slug}/logo.png`,
    settings: JSON.stringify(settings),
    content: JSON.stringify(content),
    order_number_seq: SEQUENCES.order,
    reservation_number_seq: SEQUENCES.reservation,
    gift_card_order_number_seq: SEQUENCES.giftCardOrder,
    created_at: now,
    updated_at: now,
  };

  const restaurants: NewRow<'restaurants'>[] = [];
  const holidays: NewRow<'holiday_hours'>[] = [];
  const cutlery: NewRow<'plastic_cutlery_items'>[] = [];
  const built: BuiltMenus[] = [];
  data.restaurants.forEach((r, position) => {
    const id = mustGet(restaurantIds, r.key);
    const restaurantRel = relative(ctx.now, r.timeZone);
    const deliveryCutoffs = (r.deliveryCutoffs ?? []).map((c) => ({
      date: restaurantRel.date(c.days),
      time: c.time,
    }));
    restaurants.push({
      id,
      tenant_id: tenantId,
      slug: r.slug,
      name: r.name,
      phone: r.phone,
      email: r.email,
      address_1: r.address_1,
      address_2: null,
      city_town: r.city_town,
      state_province: r.state_province,
      postal_code: r.postal_code,
      country: 'CA',
      latitude: r.latitude,
      longitude: r.longitude,
      position,
      settings: JSON.stringify(
        restaurantSettings({ ...r.settings, time_zone: r.timeZone, delivery_cutoffs: deliveryCutoffs }),
      ),
      regular_business_hours: JSON.stringify(businessHours(r.hours)),
      rush_hour_settings: JSON.stringify(
        r.rushHours ? weekdayRushHours(r.rushHours) : DEFAULT_RUSH_HOUR_SETTINGS,
      ),
      delivery_options: JSON.stringify(deliveryOptions(r.delivery)),
      online_payment_settings: JSON.stringify(onlinePaymentSettings(r.onlinePayment)),
      menus_version: 0,
      created_at: now,
      updated_at: now,
    });
    holidays.push(...holidayRows(tenantId, id, restaurantRel, r.holidays));
    cutlery.push(...cutleryRows(tenantId, id, r.cutlery));
    built.push(
      buildMenus({ tenantId, tenant: slug, restaurantId: id, rel: restaurantRel, promotionIds }, r.menus),
    );
  });
  const first = built[0]!;

  const promotionItems = new Map<string, string[]>();
  for (const [key, ids] of built.flatMap((b) => [...b.promotionItems])) {
    promotionItems.set(key, [...(promotionItems.get(key) ?? []), ...ids]);
  }
  const promotions = promotionRows(
    { tenantId, tenant: slug, rel, promotionIds, restaurantIds, promotionItems },
    data.promotions,
  );
  const announcements = announcementRows(tenantId, data.announcements);
  const gallery = galleryRows(tenantId, slug, data.gallery);
  const testimonials = testimonialRows(tenantId, data.testimonials);
  const products = giftCardProductRows(tenantId, slug, rel, data.giftCardProducts ?? []);
  const signatureDishes = signatureDishRows(
    tenantId,
    data.signatureDishes.map((cd) => mustGet(first.byCd, cd)),
  );

  await insertTables(db, {
    tenants: [tenant],
    restaurants,
    holiday_hours: holidays,
    promotions,
    menus: built.flatMap((b) => b.menus),
    menu_sections: built.flatMap((b) => b.sections),
    menu_items: built.flatMap((b) => b.items),
    announcements,
    gallery_images: gallery,
    testimonials,
    gift_card_products: products,
    signature_dishes: signatureDishes,
    plastic_cutlery_items: cutlery,
  });

  if (!data.members) return;
  const members = data.members;
  const firstRestaurant = data.restaurants[0]!;
  const promotion = (key: string) => {
    const def = data.promotions.find((p) => p.key === key);
    if (!def) throw new Error(`The seed data refers to ${key}, which it does not define`);
    return { id: mustGet(promotionIds, key), def };
  };
  const order = (o: OrderData): OrderPlan => {
    if (!o.bogo) return o as OrderPlan;
    const { id, def } = promotion(o.bogo.promotion);
    return { ...o, bogo: { promotionId: id, promotionName: def.name, freeCd: o.bogo.freeCd } };
  };
  const guests = new Map(Object.entries(members.guests ?? {}));
  const eaters = new Map([...guests.keys()].map((key) => [key, randomUUID()] as const));
  const guestOrders = (members.guestOrders ?? []).map(({ guest, ...o }): GuestOrderPlan => ({
    ...order({ status: 'Fulfilled', pickupTimeType: 'ASAP', ...o }),
    guest: mustGet(guests, guest),
    eater: mustGet(eaters, guest),
  }));
  const nextOrder = promotion(members.nextOrderPromotion);
  const [, fifty, bundle] = products;
  if (!fifty || !bundle)
    throw new Error(`${slug}: the demo member's gift cards need a single card and a bundle product`);
  await seedMembers(db, {
    tenantId,
    tenant: slug,
    rel,
    passwordHash: ctx.passwordHash,
    sequences: SEQUENCES,
    restaurant: {
      id: mustGet(restaurantIds, firstRestaurant.key),
      gstRate: firstRestaurant.settings.gst_rate ?? 0,
      pstRate: firstRestaurant.settings.pst_rate ?? 0,
      hours: businessHours(firstRestaurant.hours),
      closedDates: firstRestaurant.holidays.filter((h) => !h.open).map((h) => rel.date(h.days)),
    },
    reservationRestaurantId: mustGet(restaurantIds, firstRestaurant.key),
    items: first.byCd,
    demoAddress: members.demoAddress,
    demoOrders: members.demoOrders.map(order),
    guestOrders,
    codePrefix: members.codePrefix,
    nextOrderPromotion: {
      id: nextOrder.id,
      name: nextOrder.def.name,
      amount: nextOrder.def.rules.discount_amount ?? 0,
      expireInDays: nextOrder.def.rules.coupon_code_expire_in ?? 0,
    },
    giftCardProducts: { single: fifty, bundle },
    loyalty: settings.loyalty_reward_program
      ? {
          perOrder: settings.loyalty_points_per_order,
          perDollar: settings.loyalty_points_per_dollar,
          perReferral: settings.loyalty_points_per_referral,
        }
      : null,
    referredMember: members.referredMember,
    blockedGuest: members.blockedGuest,
    reservationNotes: members.reservationNotes,
  });
}
