import { isAcceptingOnlineOrdersAt, type ApiRestaurant } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { restaurantBusinessHoursQuery, restaurantMenusQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { useCustomer } from '../../lib/customer';
import { offeredPromotions, promotionItemsOf, promotionSections } from './components/browse-sections';
import { useNow } from '../../lib/hooks';
import { MenuLocationGate, MenuPageContainer } from './components/menu-location-gate';
import { MenuSkeleton } from './components/menu-skeleton';
import { MenuTabs } from './components/menu-tabs';
import { menuTabsOf, promotionsTab, reorderTab } from './components/menu-tabs-of';
import { itemContextOf } from './components/menu-item-card';
import { ClosedNotice, MenuError, MenuHeading, MenuMessage } from './components/page-parts';

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

  let body;
  if (menusQuery.isPending || hoursQuery.isPending) {
    body = <MenuSkeleton />;
  } else if (menusQuery.isError) {
    body = <MenuError message={menusQuery.error.message} onRetry={() => void menusQuery.refetch()} />;
  } else {
    const menus = menusQuery.data.menus.filter((menu) => menu.online_ordering);
    const promotionItems = promotionItemsOf(menusQuery.data.promotion_items, menus);
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

    body = (
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
  }

  return (
    <MenuPageContainer>
      <div className="mb-6">
        <MenuHeading title={TITLE} restaurantName={restaurant.name} />
      </div>
      {body}
    </MenuPageContainer>
  );
}
