/*
 * Seeds a demo tenant: its tenant document (tenants/<slug>.json) goes in through the import
 * (decision 0044), with every relative date ('today+3', 'now-30d') counted from `now`; then the demo
 * member's history (tenants/<slug>.members.json) is built at its first location, whose items and
 * promotions it names by code and key.
 */
import { randomUUID } from 'node:crypto';
import type { ItemSize, OptionGroup, Photo } from '@storefront/domain';
import { dateIn, parseTenantDocument, TENANT_SEQUENCES, writeTenant } from '../tenant-document/import';
import { mustGet, relative, type BuiltItem, type SeedDb, type TenantSeedContext } from './builders';
import {
  seedMembers,
  type GuestOrderPlan,
  type MembersPlan,
  type OrderPlan,
  type PersonDef,
} from './members/index';

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

/** A demo tenant: its tenant document (tenants/<slug>.json) and, for some, a demo member's history. */
export interface DemoTenant {
  document: unknown;
  members?: MembersData;
}

/**
 * Imports the tenant's document (every date relative to `now`; decision 0044), then seeds the demo
 * member's history at its first location, in the caller's transaction.
 */
export async function seedTenant(db: SeedDb, ctx: TenantSeedContext, demo: DemoTenant): Promise<void> {
  const document = parseTenantDocument(demo.document);
  const { tenantId, promotionIds, restaurantIds } = await writeTenant(db, document, ctx.now);
  if (!demo.members) return;
  const members = demo.members;
  const slug = document.slug;
  const settings = document.settings;
  const rel = relative(ctx.now, settings.time_zone);
  const firstLocation = document.locations[0]!;
  const firstRestaurantId = mustGet(restaurantIds, firstLocation.slug);
  const promotion = (key: string) => {
    const def = document.promotions.find((p) => p.key === key);
    if (!def) throw new Error(`The seed data refers to ${key}, which it does not define`);
    return { id: mustGet(promotionIds, key), def };
  };
  const order = ({ bogo, ...o }: OrderData): OrderPlan => {
    if (!bogo) return o;
    const { id, def } = promotion(bogo.promotion);
    return { ...o, bogo: { promotionId: id, promotionName: def.name, freeCd: bogo.freeCd } };
  };
  const guests = new Map(Object.entries(members.guests ?? {}));
  const eaters = new Map([...guests.keys()].map((key) => [key, randomUUID()] as const));
  const guestOrders = (members.guestOrders ?? []).map(({ guest, ...o }): GuestOrderPlan => ({
    ...order({ status: 'Fulfilled', pickupTimeType: 'ASAP', ...o }),
    guest: mustGet(guests, guest),
    eater: mustGet(eaters, guest),
  }));
  const nextOrder = promotion(members.nextOrderPromotion);
  const [, fifty, bundle] = await db
    .selectFrom('gift_card_products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  if (!fifty || !bundle)
    throw new Error(`${slug}: the demo member's gift cards need a single card and a bundle product`);
  await seedMembers(db, {
    tenantId,
    tenant: slug,
    rel,
    passwordHash: ctx.passwordHash,
    sequences: TENANT_SEQUENCES,
    restaurant: {
      id: firstRestaurantId,
      gstRate: firstLocation.settings.gst_rate,
      pstRate: firstLocation.settings.pst_rate,
      hours: firstLocation.business_hours,
      closedDates: firstLocation.holidays.filter((h) => !h.is_open).map((h) => dateIn(rel, h.date)),
    },
    reservationRestaurantId: firstRestaurantId,
    items: await builtItems(db, firstRestaurantId),
    demoAddress: members.demoAddress,
    demoOrders: members.demoOrders.map(order),
    guestOrders,
    codePrefix: members.codePrefix,
    nextOrderPromotion: {
      id: nextOrder.id,
      name: nextOrder.def.name,
      amount: nextOrder.def.rules.discount_amount,
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

/** A location's items by code, as the demo orders copy them. */
export async function builtItems(db: SeedDb, restaurantId: string): Promise<Map<string, BuiltItem>> {
  const rows = await db
    .selectFrom('menu_items')
    .innerJoin('menu_sections', 'menu_sections.id', 'menu_items.section_id')
    .innerJoin('menus', 'menus.id', 'menu_sections.menu_id')
    .selectAll('menu_items')
    .select(['menus.duration_name', 'menus.duration_time_start', 'menus.duration_time_end'])
    .where('menus.restaurant_id', '=', restaurantId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.cd!,
      {
        id: row.id,
        cd: row.cd!,
        name: row.name,
        print_name: row.print_name ?? row.name,
        description: row.description ?? '',
        price_cents: row.price_cents,
        sizes: JSON.parse(row.sizes) as ItemSize[],
        options: JSON.parse(row.options) as OptionGroup[],
        photo: (JSON.parse(row.photos) as Photo[])[0] ?? null,
        duration: {
          name: row.duration_name,
          timeStart: row.duration_time_start,
          timeEnd: row.duration_time_end,
        },
      },
    ]),
  );
}
