import { Trans } from '@lingui/react/macro';
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { addressLines, directionsUrl, mapPointsOf, type ApiRestaurant } from '@storefront/domain';
import { useBootstrap } from '../../lib/tenant-context';
import { NewTabLink } from '../ui/new-tab-link';

// Leaflet (JS and CSS, ~46 KB) loads when a map comes near the screen, never with the page itself.
const LeafletMap = lazy(() => import('./leaflet-map'));

export interface RestaurantMapProps {
  restaurants: ApiRestaurant[];
  /** Zoom when centred on one location (spec §9: 11 on home, 12 in the location chooser). */
  zoom: number;
  selectedId?: string | null;
  /** The accessible name of the map region, e.g. 'Map of our locations'. */
  label: string;
  /** Size and shape classes; replaces the default height 'h-72 md:h-96'. */
  className?: string;
}

/** A map whose code cannot load (offline, blocked chunk) shows its fallback, not a broken page. */
class MapErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * What a map that cannot be drawn shows instead of a grey box (issue 18): each location's address
 * with a link to directions.
 */
function MapFallback({ restaurants }: { restaurants: ApiRestaurant[] }) {
  const shown = restaurants.filter((r) => addressLines(r).length > 0);
  return (
    <div className="flex h-full flex-col justify-center gap-3 overflow-y-auto p-4 text-sm">
      <p className="text-muted">
        <Trans>The map could not be loaded.</Trans>
      </p>
      <ul className="space-y-3">
        {shown.map((restaurant) => {
          const directions = directionsUrl(restaurant);
          return (
            <li key={restaurant._id}>
              <p className="font-semibold">{restaurant.name}</p>
              <address className="not-italic">{addressLines(restaurant).join(', ')}</address>
              {directions && (
                <NewTabLink href={directions} className="font-semibold underline underline-offset-2">
                  <Trans>
                    Get Directions<span className="sr-only"> to {restaurant.name}</span>
                  </Trans>
                </NewTabLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function MapNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex h-full items-center justify-center p-4 text-center text-sm text-muted">{children}</p>
  );
}

/** Becomes true once the element is within 200 px of the viewport, and stays true. */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * A map with one brand-coloured pin per restaurant that has a position; each pin opens a popup with
 * the name and address. Several locations are fitted into view, a single one is centred at `zoom`.
 * Renders nothing when no restaurant has a position.
 */
export function RestaurantMap({
  restaurants,
  zoom,
  selectedId = null,
  label,
  className,
}: RestaurantMapProps) {
  const { map } = useBootstrap();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  if (mapPointsOf(restaurants).length === 0) return null;
  const fallback = <MapFallback restaurants={restaurants} />;
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      // isolate: Leaflet's panes use z-indexes up to 1000; they must stay under the sticky header.
      className={`relative isolate overflow-hidden rounded-lg border border-black/10 ${tilesFailed ? 'bg-white' : 'bg-neutral-200'} ${className ?? 'h-72 md:h-96'}`}
    >
      <MapErrorBoundary fallback={fallback}>
        <Suspense
          fallback={
            <MapNote>
              <Trans>Loading map…</Trans>
            </MapNote>
          }
        >
          {tilesFailed ? (
            fallback
          ) : near ? (
            <LeafletMap
              restaurants={restaurants}
              zoom={zoom}
              selectedId={selectedId}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              onTilesFailed={onTilesFailed}
            />
          ) : (
            <MapNote>
              <Trans>Loading map…</Trans>
            </MapNote>
          )}
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
