import type { ApiMenuItem } from '@storefront/domain';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BrowseSection } from './browse-sections';
import { scrollBehavior, useIsLargeScreen } from './hooks';
import { MenuItemCard, type ItemContext } from './menu-item-card';
import { PromotionCard } from './promotion-card';
import { SectionNav } from './section-nav';
import { HydrationTurn } from '../../../components/ui/hydration-turn';

interface MenuBrowserProps {
  sections: readonly BrowseSection[];
  /** Names the section navigation and the scroll area, e.g. the menu's name. */
  label: string;
  context: ItemContext;
  /** Shown above the first section (a menu's description and hours). */
  intro?: ReactNode;
  empty?: ReactNode;
  /** Makes each orderable item selectable ("+ Add"); the dine-in view leaves it out. */
  onSelectItem?: (item: ApiMenuItem) => void;
  /** Selecting opens the add-to-cart dialog (not the order's first step). */
  opensDialog?: boolean;
}

/** The sticky parts above the list: the header, plus the chip bar on small screens. */
const TOP_OFFSET = { small: 136, large: 80 };

/**
 * Section navigation beside the list of sections (ordering-core §2, Menus): chips on small screens,
 * a vertical list on large ones that stays in view (sticky) while the page itself scrolls, with no
 * scroll box of its own (issue 18). The active section follows the scrolling.
 */
export function MenuBrowser({
  sections,
  label,
  context,
  intro,
  empty,
  onSelectItem,
  opensDialog,
}: MenuBrowserProps) {
  const baseId = useId();
  const isLarge = useIsLargeScreen();
  const [active, setActive] = useState(0);
  /** While a click scrolls to a section, the observer must not flicker through the ones passed. */
  const lockedUntil = useRef(0);

  const links = useMemo(
    () => sections.map((section, i) => ({ domId: `${baseId}-section-${i}`, title: section.title })),
    [sections, baseId],
  );

  useEffect(() => {
    const elements = links
      .map((link) => document.getElementById(link.domId))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = elements.indexOf(entry.target as HTMLElement);
          if (entry.isIntersecting) visible.add(index);
          else visible.delete(index);
        }
        if (Date.now() >= lockedUntil.current && visible.size > 0) setActive(Math.min(...visible));
      },
      { rootMargin: `-${isLarge ? TOP_OFFSET.large : TOP_OFFSET.small}px 0px -55% 0px` },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [links, isLarge]);

  const select = useCallback(
    (index: number) => {
      const link = links[index];
      const section = link && document.getElementById(link.domId);
      if (!section) return;
      setActive(index);
      lockedUntil.current = Date.now() + 900;
      // The page's scroll-padding keeps the section's heading below the sticky header (styles.css).
      section.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
      document.getElementById(`${link.domId}-title`)?.focus({ preventScroll: true });
    },
    [links],
  );

  if (sections.length === 0) return <>{empty}</>;

  const navLabel = `${label} sections`;
  return (
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
      <SectionNav links={links} active={active} onSelect={select} variant="list" label={navLabel} />
      <SectionNav links={links} active={active} onSelect={select} variant="chips" label={navLabel} />
      <div role="region" aria-label={label} className="mt-4 min-w-0 lg:mt-0">
        {intro}
        <div className="space-y-10 pb-8">
          {sections.map((section, i) => (
            <HydrationTurn key={section.key}>
              <MenuSection
                section={section}
                domId={links[i]!.domId}
                context={context}
                onSelectItem={onSelectItem}
                opensDialog={opensDialog}
              />
            </HydrationTurn>
          ))}
        </div>
      </div>
    </div>
  );
}

function MenuSection({
  section,
  domId,
  context,
  onSelectItem,
  opensDialog,
}: {
  section: BrowseSection;
  domId: string;
  context: ItemContext;
  onSelectItem?: (item: ApiMenuItem) => void;
  opensDialog?: boolean;
}) {
  const headingId = `${domId}-title`;
  return (
    <section id={domId} aria-labelledby={headingId}>
      {section.asPromotion ? (
        <PromotionCard name={section.title} promotion={section.promotion} level={2} headingId={headingId} />
      ) : (
        <header className="border-b border-black/10 pb-3">
          <h2
            id={headingId}
            tabIndex={-1}
            className="font-[family-name:var(--font-display)] text-2xl font-bold md:text-3xl"
          >
            {section.title}
          </h2>
          {section.description && <p className="mt-1 text-muted">{section.description}</p>}
        </header>
      )}
      {section.promotions.length > 0 && (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {section.promotions.map((promotion) => (
            <li key={promotion._id}>
              <PromotionCard name={promotion.name} promotion={promotion} level={3} />
            </li>
          ))}
        </ul>
      )}
      {section.items.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {section.items.map((item) => (
            <li key={item._id} className="grid">
              <MenuItemCard item={item} context={context} onSelect={onSelectItem} opensDialog={opensDialog} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
