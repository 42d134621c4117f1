/*
 * The Leaflet half of RestaurantMap. It is only ever loaded through React.lazy, so Leaflet's
 * JavaScript and CSS stay out of the initial bundle and arrive with the first screen that shows a map.
 */
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { divIcon, type DivIcon, type FitBoundsOptions } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { addressLines, mapPointsOf, mapViewOf, type ApiRestaurant, type MapView } from '@storefront/domain';

export interface LeafletMapProps {
  restaurants: ApiRestaurant[];
  zoom: number;
  selectedId: string | null;
  tileUrl: string;
  attribution: string;
  /** Every tile of the first view failed to load (offline, a blocked tile server). */
  onTilesFailed?: () => void;
}

/** Fitting several nearby locations never zooms in further than this. */
const MAX_FIT_ZOOM = 15;

/** Room for the pins, which rise about 48 px above their point, and their shadows. */
const fitOptions = (zoom: number): FitBoundsOptions => ({
  paddingTopLeft: [40, 60],
  paddingBottomRight: [40, 24],
  maxZoom: Math.max(zoom, MAX_FIT_ZOOM),
});

/*
 * Pins are inline SVG in the brand colour (the tenant's --color-primary), not marker PNGs, so they
 * still show when tiles or images cannot load. The selected pin is larger, outlined in the theme ink.
 */
function pinIcon(selected: boolean): DivIcon {
  const width = selected ? 36 : 28;
  const height = Math.round((width * 32) / 24);
  const ring = selected ? 'var(--theme-ink, #2b2116)' : '#ffffff';
  const html =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="${width}" height="${height}" ` +
    `aria-hidden="true" focusable="false" style="display:block;overflow:visible;filter:drop-shadow(0 1px 2px rgb(0 0 0 / 0.45))">` +
    `<path d="M12 1C5.9 1 1 5.8 1 11.8 1 20.2 12 31 12 31s11-10.8 11-19.2C23 5.8 18.1 1 12 1z" ` +
    `style="fill:var(--color-primary, #d4a762);stroke:${ring};stroke-width:${selected ? 2.25 : 1.5}"/>` +
    `<circle cx="12" cy="11.5" r="${selected ? 4.5 : 4}" style="fill:${ring}"/></svg>`;
  return divIcon({
    html,
    // An empty class drops Leaflet's default white box around div icons.
    className: '',
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
    popupAnchor: [0, -height + 4],
  });
}

const PIN = pinIcon(false);
const SELECTED_PIN = pinIcon(true);

/** Keeps the view on the restaurants when they (or the zoom) change after the map was created. */
function FitView({ view, zoom }: { view: MapView; zoom: number }) {
  const map = useMap();
  // By value: a re-render with equal positions must not move a map the diner has panned.
  const key = JSON.stringify([view, zoom]);
  useEffect(() => {
    const [v, z] = JSON.parse(key) as [MapView, number];
    if (v.kind === 'center') map.setView(v.center, z);
    else map.fitBounds(v.bounds, fitOptions(z));
  }, [map, key]);
  return null;
}

export default function LeafletMap({
  restaurants,
  zoom,
  selectedId,
  tileUrl,
  attribution,
  onTilesFailed,
}: LeafletMapProps) {
  // Leaflet fires 'load' once every visible tile has loaded or failed: none loaded is a grey box.
  const tiles = useRef({ loaded: 0, failed: 0 });
  const tileEvents = useMemo(
    () => ({
      tileload: () => void tiles.current.loaded++,
      tileerror: () => void tiles.current.failed++,
      load: () => {
        if (tiles.current.loaded === 0 && tiles.current.failed > 0) onTilesFailed?.();
      },
    }),
    [onTilesFailed],
  );
  const points = mapPointsOf(restaurants);
  const view = mapViewOf(points);
  if (!view) return null;
  const byId = new Map(restaurants.map((r) => [r._id, r]));
  const initial =
    view.kind === 'center'
      ? { center: view.center, zoom }
      : {
          bounds: view.bounds,
          boundsOptions: fitOptions(zoom),
        };

  return (
    <MapContainer {...initial} className="h-full w-full" scrollWheelZoom={false} attributionControl keyboard>
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      <FitView view={view} zoom={zoom} />
      {points.map((point) => {
        const restaurant = byId.get(point.id);
        if (!restaurant) return null;
        const selected = point.id === selectedId;
        return (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={selected ? SELECTED_PIN : PIN}
            title={selected ? `${restaurant.name} (selected)` : restaurant.name}
            zIndexOffset={selected ? 1000 : 0}
            riseOnHover
          >
            <Popup>
              <p className="m-0! text-sm font-bold text-ink">{restaurant.name}</p>
              {addressLines(restaurant).map((line) => (
                <p key={line} className="m-0! text-xs text-ink">
                  {line}
                </p>
              ))}
            </Popup>
          </Marker>
        );
      })}
    </MapContainer>
  );
}
