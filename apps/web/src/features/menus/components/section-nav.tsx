import { useEffect, useRef, type MouseEvent } from 'react';
import { scrollBehavior } from './hooks';

export interface SectionLink {
  domId: string;
  title: string;
}

interface SectionNavProps {
  links: readonly SectionLink[];
  active: number;
  onSelect: (index: number) => void;
  /** 'chips' on small screens (horizontal, scrollable), 'list' on large ones (vertical, sticky). */
  variant: 'chips' | 'list';
  label: string;
}

/** In-page links to the menu's sections; the active one follows the scrolling. */
export function SectionNav({ links, active, onSelect, variant, label }: SectionNavProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the active link in view inside the nav itself, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!list || !link || list.offsetParent === null) return;
    if (variant === 'chips') {
      const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
      list.scrollTo({ left, behavior: scrollBehavior() });
    } else if (
      link.offsetTop < list.scrollTop ||
      link.offsetTop + link.offsetHeight > list.scrollTop + list.clientHeight
    ) {
      list.scrollTo({ top: link.offsetTop - list.clientHeight / 3, behavior: scrollBehavior() });
    }
  }, [active, variant]);

  const onClick = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSelect(index);
  };

  const look = LOOKS[variant];
  return (
    <nav aria-label={label} className={look.nav} data-sticky-subnav={variant === 'chips' ? '' : undefined}>
      <ul ref={listRef} className={look.list}>
        {links.map((link, i) => (
          <li key={link.domId} className={look.item}>
            <a
              href={`#${link.domId}`}
              data-index={i}
              aria-current={i === active ? 'true' : undefined}
              onClick={onClick(i)}
              className={`${look.link} ${i === active ? look.active : look.idle}`}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The two layouts differ in their classes only. */
const LOOKS = {
  chips: {
    nav: 'sticky top-16 z-30 -mx-4 border-b border-black/10 bg-surface/95 backdrop-blur lg:hidden',
    list: 'relative flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
    item: 'shrink-0',
    link: 'block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition-colors',
    active: 'bg-ink text-white',
    idle: 'bg-white text-ink ring-1 ring-black/10 hover:bg-black/5',
  },
  list: {
    nav: 'sticky top-20 hidden self-start lg:block',
    list: 'relative max-h-[calc(100vh-6rem)] space-y-1 overflow-y-auto border-l border-black/10 py-1 pr-2',
    item: undefined,
    link: '-ml-px block border-l-4 py-2 pl-4 pr-2 text-sm transition-colors',
    active: 'border-brand bg-white font-semibold text-ink',
    idle: 'border-transparent text-muted hover:border-black/20 hover:text-ink',
  },
} as const;
