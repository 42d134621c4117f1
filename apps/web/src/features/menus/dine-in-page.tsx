import {
  groupDineInPromotions,
  localDateOf,
  specialDates,
  type ApiHolidayHours,
  type ApiRestaurant,
} from '@storefront/domain';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { restaurantBusinessHoursQuery, restaurantMenusQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { SpecialHours } from '../../components/hours';
import { RestaurantContact } from '../../components/location-chooser/location-card-parts';
import { dineInPromotionSections, offeredPromotions, promotionItemsOf } from './components/browse-sections';
import { useNow } from '../../lib/hooks';
import { MenuLocationGate } from './components/menu-location-gate';
import { MenuHeading, MenuPageContainer } from './components/menu-frame';
import { MenuTabs } from './components/menu-tabs';
import { menuTabsOf, promotionsTab } from './components/menu-tabs-of';
import { itemContextOf } from './components/menu-item-card';
import { LoadedMenus, MenuMessage } from './components/page-parts';

const TITLE = msg`Dine-in Menu`;

/** /dinein: the location's dine-in menus, those whose online_ordering is false (ordering-core §2). */
export default function DineInPage() {
  return <MenuLocationGate title={TITLE} page={DineIn} />;
}

function DineIn({ restaurant }: { restaurant: ApiRestaurant }) {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  const now = useNow();
  const menusQuery = useQuery(restaurantMenusQuery(restaurant._id));
  const hoursQuery = useQuery(restaurantBusinessHoursQuery(restaurant._id));

  const context = itemContextOf(restaurant, now, { showCodes: tenant.settings.show_item_codes });

  const body = (
    <LoadedMenus query={menusQuery}>
      {(data) => {
        const menus = data.menus.filter((menu) => !menu.online_ordering);
        const promotionItems = promotionItemsOf(data.promotion_items, menus);
        const tabs = menuTabsOf(menus, { i18n, restaurant, context });
        // 'Other' holds the promotions without items too: the tab shows whenever a group has something.
        const groups = groupDineInPromotions(
          promotionItems,
          offeredPromotions(tenant.promotions, restaurant, now),
        );
        if (tenant.settings.coupon && groups.length > 0) {
          tabs.push(
            promotionsTab(dineInPromotionSections(groups), context, {
              i18n,
              empty: <MenuMessage title={t`There are no promotions right now.`} />,
            }),
          );
        }
        return menus.length === 0 ? (
          <MenuMessage title={t`No dine-in menu is available at this location right now.`} />
        ) : (
          <MenuTabs tabs={tabs} label={t`Dine-in menus`} />
        );
      }}
    </LoadedMenus>
  );

  return (
    <MenuPageContainer>
      <RestaurantHeader
        restaurant={restaurant}
        now={now}
        holidays={hoursQuery.data?.holiday_hours}
        holidaysPending={hoursQuery.isPending}
      />
      <div className="mt-8">{body}</div>
    </MenuPageContainer>
  );
}

interface RestaurantHeaderProps {
  restaurant: ApiRestaurant;
  now: number;
  holidays: ApiHolidayHours[] | undefined;
  holidaysPending: boolean;
}

/** The dine-in header: name, address, phone and the upcoming holiday hours. */
function RestaurantHeader({ restaurant, now, holidays, holidaysPending }: RestaurantHeaderProps) {
  const { settings } = restaurant;
  const { i18n } = useLingui();
  const today = localDateOf(now, settings.time_zone);
  const upcoming = specialDates(holidays, { from: today });

  return (
    <div className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:p-8">
      <div>
        <MenuHeading title={i18n._(TITLE)} restaurantName={restaurant.name} />
        <div className="mt-4">
          <RestaurantContact restaurant={restaurant} />
        </div>
      </div>
      {(holidaysPending || upcoming.shown.length > 0 || upcoming.more > 0) && (
        <section
          aria-labelledby="dinein-holiday-hours"
          className="rounded-xl bg-surface p-4 ring-1 ring-black/5"
        >
          <h2 id="dinein-holiday-hours" className="text-sm font-bold uppercase tracking-wider text-muted">
            <Trans>Holiday Hours</Trans>
          </h2>
          {holidaysPending ? (
            <div aria-hidden="true" className="mt-3 space-y-2 px-2">
              <div className="h-4 w-full rounded bg-ink/10 motion-safe:animate-pulse" />
              <div className="h-4 w-4/5 rounded bg-ink/10 motion-safe:animate-pulse" />
            </div>
          ) : (
            <SpecialHours holidays={holidays ?? []} settings={settings} from={today} className="-mx-2 mt-2" />
          )}
        </section>
      )}
    </div>
  );
}
