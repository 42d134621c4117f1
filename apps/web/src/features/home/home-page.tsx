import { homePromotions, isGateOpen, safeTimeZone } from '@storefront/domain';
import { useTenant } from '../../lib/tenant-context';
import { ComingSoon } from './components/coming-soon';
import { Hero } from './components/hero';
import { LocationGrid } from './components/location-grid';
import { LoyaltySection } from './components/loyalty-section';
import { PromotionsPreview } from './components/promotions-preview';
import { SignatureDishes } from './components/signature-dishes';
import { Testimonials } from './components/testimonials';
import { VisitUs } from './components/visit-us';
import { useRenderedAt } from '../../lib/hooks';
import { HydrationTurn } from '../../components/ui/hydration-turn';

/**
 * Home (ordering-core §2): hero, promotions, signature dishes, guests' words, rewards, locations; a
 * brand without a menu yet says it is coming soon.
 */
export default function HomePage() {
  const tenant = useTenant();
  // One instant for the whole page: promotions and "today" agree with each other.
  const now = useRenderedAt();
  const promotions = isGateOpen('promotions', tenant)
    ? homePromotions(tenant.promotions, now, safeTimeZone(tenant.settings.time_zone))
    : [];
  const [onlyRestaurant] = tenant.restaurants;

  if (!tenant.hasMenu) return <ComingSoon />;
  return (
    <>
      <Hero />
      {/* Below the hero, each part is adopted in a task of its own (issue 28). */}
      {promotions.length > 0 && (
        <HydrationTurn>
          <PromotionsPreview promotions={promotions} />
        </HydrationTurn>
      )}
      <HydrationTurn>
        <SignatureDishes />
      </HydrationTurn>
      {tenant.testimonials.length > 0 && (
        <HydrationTurn>
          <Testimonials testimonials={tenant.testimonials} />
        </HydrationTurn>
      )}
      {tenant.settings.loyalty_reward_program && (
        <HydrationTurn>
          <LoyaltySection />
        </HydrationTurn>
      )}
      <HydrationTurn>
        {tenant.restaurants.length > 1 ? (
          <LocationGrid restaurants={tenant.restaurants} now={now} />
        ) : (
          onlyRestaurant && <VisitUs restaurant={onlyRestaurant} now={now} />
        )}
      </HydrationTurn>
    </>
  );
}
