import { isAcceptingOnlineOrdersAt, type ApiRestaurant } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { restaurantBusinessHoursQuery, restaurantMenusQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { useCustomer } from '../../lib/customer';
import { offeredPromotions, promotionItemsOf, promotionSections } from './components/browse-sections';
import { useNow } from '../../lib/hooks';
import { MenuLocationGate, MenuPageContainer } from './components/menu-location-gate';
import { MenuTabs } from './components/menu-tabs';
import { menuTabsOf, promotionsTab, reorderTab } from './components/menu-tabs-of';
import { itemContextOf } from './components/menu-item-card';
import { ClosedNotice, MenuHeading, LoadedMenus, MenuMessage } from './components/page-parts';

const TITLE = 'Menu';

/** /menus: browse the location's online menus (ordering-core §2, Menus). */
export default function MenusPage() {
  return (
    <MenuLocationGate title={TITLE}>{(restaurant) => <Menus restaurant={restaurant} />}</MenuLocationGate>
  );
}

function Menus({ restaurant }: { restaurant: ApiRestaurant }) {
  const tenant = useTenant();
  const now = useNow();
  const menusQuery = useQuery(restaurantMenusQuery(restaurant._id, true));
  const hoursQuery = useQuery(restaurantBusinessHoursQuery(restaurant._id));
  const customer = useCustomer();

  const context = itemContextOf(restaurant, now);

  const body = (
    <LoadedMenus query={menusQuery} alsoPending={hoursQuery.isPending}>
      {(data) => {
        const menus = data.menus.filter((menu) => menu.online_ordering);
        const promotionItems = promotionItemsOf(data.promotion_items, menus);
        const accepting = isAcceptingOnlineOrdersAt(now, {
          regular_business_hours: restaurant.regular_business_hours,
          holiday_hours: hoursQuery.data?.holiday_hours,
          settings: restaurant.settings,
        });

        const tabs = menuTabsOf(menus, { restaurant, context, pickedForYou: true });
        const promotionTab = promotionSections(
          promotionItems,
          offeredPromotions(tenant.promotions, restaurant, now),
        );
        if (tenant.settings.coupon && promotionTab.length > 0) {
          tabs.push(promotionsTab(promotionTab, context));
        }
        if (tenant.settings.membership) {
          tabs.push(reorderTab(restaurant, menus, customer !== null));
        }

        return (
          <>
            {!accepting && (
              <div className="mb-6">
                <ClosedNotice />
              </div>
            )}
            {menus.length === 0 ? (
              <MenuMessage title="No menu is available at this location right now." />
            ) : (
              <MenuTabs tabs={tabs} label="Menus" />
            )}
          </>
        );
      }}
    </LoadedMenus>
  );

  return (
    <MenuPageContainer>
      <div className="mb-6">
        <MenuHeading title={TITLE} restaurantName={restaurant.name} />
      </div>
      {body}
    </MenuPageContainer>
  );
}
