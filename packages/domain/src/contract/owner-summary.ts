/*
 * The owner console's home (issue 33 item 5): GET /api/staff/settings/summary counts what each
 * section holds and what most needs attention, and each tile says it in a line ("42 items in 3
 * menus" · "2 items sold out"). The lines are typed over the console's sections: a new section
 * without its line does not compile.
 */
import { formatInstant } from '../time/format';
import type { STAFF_ROUTES, StaffPath } from '../storefront/routes';

/** GET /api/staff/settings/summary (owner only). */
export interface SettingsSummary {
  menus: { menus: number; items: number; soldOut: number };
  /** The names of the locations where online ordering or online payment is off. */
  locations: { locations: number; orderingOff: string[] };
  promotions: { promotions: number; on: number; coupons: number; giftCardProducts: number };
  brand: { name: string; loyalty: boolean };
  customers: { customers: number; blocked: number };
  payments: { locations: number; onlinePaymentOff: string[] };
  /** Deliveries that failed for good, of endpoints still on. */
  webhooks: { endpoints: number; off: number; failing: number };
  /** Kitchen printers, and those that could not be reached when last tried. */
  printers: { printers: number; offline: number };
  activity: { lastChangeAt: string | null; by: string | null };
}

/** A tile's line: what the section holds, and what most needs attention there (null: nothing). */
export interface SettingsTile {
  holds: string;
  attention: string | null;
}

/** The owner console's sections' paths (the routes with a `settingsNav`). */
export type SettingsPath = {
  [P in StaffPath]: (typeof STAFF_ROUTES)[P] extends { settingsNav: number } ? P : never;
}[StaffPath];

/** '1 item', '3 items'. */
export const counted = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Names in a line: 'Kensington', 'Kensington and Whyte Ave', '3 locations'. */
const placesIn = (names: readonly string[]) =>
  names.length <= 2 ? names.join(' and ') : counted(names.length, 'location');

const TILES: Record<SettingsPath, (summary: SettingsSummary, timeZone: string) => SettingsTile> = {
  '/staff/settings/reports': () => ({
    holds: 'Sales, taxes, items, busy hours and promises kept, with CSV exports',
    attention: null,
  }),
  '/staff/settings/menus': ({ menus }) => ({
    holds: `${counted(menus.items, 'item')} in ${counted(menus.menus, 'menu')}`,
    attention: menus.soldOut > 0 ? `${counted(menus.soldOut, 'item')} sold out` : null,
  }),
  '/staff/settings/locations': ({ locations }) => ({
    holds: `${counted(locations.locations, 'location')}: hours, ordering, delivery, taxes`,
    attention:
      locations.orderingOff.length > 0 ? `online ordering off at ${placesIn(locations.orderingOff)}` : null,
  }),
  '/staff/settings/promotions': ({ promotions }) => ({
    holds: `${counted(promotions.promotions, 'promotion')} (${promotions.on} on), ${counted(promotions.coupons, 'coupon')}, ${counted(promotions.giftCardProducts, 'gift card product')}`,
    attention: promotions.promotions > 0 && promotions.on === 0 ? 'no promotion is on' : null,
  }),
  '/staff/settings/brand': ({ brand }) => ({
    holds: `${brand.name}: logo, colours, loyalty, popups, home page`,
    attention: brand.loyalty ? null : 'loyalty program off',
  }),
  '/staff/settings/customers': ({ customers }) => ({
    holds: counted(customers.customers, 'customer'),
    attention: customers.blocked > 0 ? `${counted(customers.blocked, 'customer')} blocked` : null,
  }),
  '/staff/settings/payments': ({ payments }) => ({
    holds: 'Online payment and the card provider',
    attention:
      payments.onlinePaymentOff.length === 0
        ? null
        : payments.onlinePaymentOff.length === payments.locations
          ? 'online payment off'
          : `online payment off at ${placesIn(payments.onlinePaymentOff)}`,
  }),
  '/staff/settings/webhooks': ({ webhooks }) => ({
    holds:
      webhooks.endpoints === 0
        ? 'No endpoint: tell other systems about orders'
        : `${counted(webhooks.endpoints, 'endpoint')}${webhooks.off > 0 ? ` (${webhooks.off} off)` : ''}`,
    attention: webhooks.failing > 0 ? `${counted(webhooks.failing, 'delivery', 'deliveries')} failed` : null,
  }),
  '/staff/settings/printers': ({ printers }) => ({
    holds:
      printers.printers === 0
        ? 'No printer: print kitchen tickets'
        : `${counted(printers.printers, 'kitchen printer')}, tickets per station`,
    attention: printers.offline > 0 ? `${counted(printers.offline, 'printer')} offline` : null,
  }),
  '/staff/settings/messages': () => ({
    holds: "Texts to diners about their orders, and this month's count",
    attention: null,
  }),
  '/staff/settings/activity': ({ activity }, timeZone) => ({
    holds:
      activity.lastChangeAt === null
        ? 'No change yet'
        : `Last change ${formatInstant(new Date(activity.lastChangeAt), timeZone, 'MMM D, h:mm A')}${activity.by ? ` by ${activity.by}` : ''}`,
    attention: null,
  }),
};

/** The line of the section at `path`, on the clock of `timeZone`. */
export const settingsTile = (path: SettingsPath, summary: SettingsSummary, timeZone: string): SettingsTile =>
  TILES[path](summary, timeZone);

/** Whether `path` is a section of the owner console (one with a tile). */
export const isSettingsPath = (path: string): path is SettingsPath => Object.hasOwn(TILES, path);
