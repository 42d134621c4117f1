import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isGateOpen } from '@storefront/domain';
import { CartIcon, OUTLINE, SvgIcon, UserIcon } from '../../components/ui/icons';
import { NavLinkList } from '../../components/ui/nav-link-list';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { paths } from '../../config/paths';
import { fullNameOf, useCustomer } from '../../lib/customer';
import { useWantedOnce } from '../../lib/hooks';
import { cartItemCount, useCartStore } from '../../stores/cart-store';
import { useTenant } from '../../lib/tenant-context';
import { LanguageSwitch } from './language-switch';
import { navLinksFor } from './nav-links';

// The drawer (with the quote, the redemption rules and their panels) is a chunk of its own, loaded
// when the diner reaches for the cart, so the first paint of every page does not wait for it.
const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));

/*
 * The page has one header: its menu's id is fixed, not useId's. The header is adopted in a turn of its
 * own (layout.tsx), and useId numbers in the order parts are adopted, so an id taken there would shift.
 */
const MOBILE_MENU_ID = 'site-mobile-menu';

export function Header() {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  const name = tenant.name;
  const links = navLinksFor(tenant).map((link) => ({ to: link.to, label: i18n._(link.label) }));
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const count = useCartStore((s) => cartItemCount(s.items));
  const toggleDrawer = useCartStore((s) => s.toggleDrawer);
  const closeDrawer = useCartStore((s) => s.closeDrawer);
  const drawerOpen = useCartStore((s) => s.drawerOpen);
  const drawerMounted = useWantedOnce(drawerOpen);
  const customer = useCustomer();

  // A navigation closes the mobile menu and the cart drawer. Not the first render's: that runs a frame
  // after the page is drawn, and would close a menu the diner has opened meanwhile.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
    closeDrawer();
  }, [location.pathname, closeDrawer]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const linkClass = (isActive: boolean) =>
    `rounded px-2 py-1.5 text-sm font-medium transition-colors hover:bg-black/5 ${isActive ? 'underline decoration-2 underline-offset-4' : ''}`;

  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to={paths.home} className="flex min-w-0 items-center gap-2.5" aria-label={t`${name}, home`}>
          {tenant.logo && (
            <ResponsiveImage
              image={tenant.logo}
              alt=""
              width={40}
              height={40}
              loading="eager"
              pictureClassName="shrink-0"
              className="block h-10 w-10 rounded-full object-cover"
            />
          )}
          <span className="truncate font-[family-name:var(--font-display)] text-lg font-bold sm:text-xl">
            {tenant.name}
          </span>
        </Link>

        <nav aria-label={t`Main`} className="ml-auto hidden lg:block">
          <NavLinkList links={links} listClass="flex items-center gap-1" linkClass={linkClass} />
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          <LanguageSwitch />
          {tenant.settings.membership && (
            <Link
              to={customer ? paths.profile : paths.login}
              className="flex items-center gap-1.5 rounded px-2 py-2 text-sm font-medium hover:bg-black/5"
            >
              <UserIcon />
              <span className="hidden max-w-40 truncate sm:inline">
                {customer ? fullNameOf(customer) : t`Account`}
              </span>
              <span className="sr-only sm:hidden">{customer ? fullNameOf(customer) : t`Account`}</span>
            </Link>
          )}
          {isGateOpen('onlineOrdering', tenant) && (
            <button
              type="button"
              onClick={toggleDrawer}
              onPointerEnter={loadCartDrawer}
              onFocus={loadCartDrawer}
              aria-haspopup="dialog"
              className="relative rounded p-2 hover:bg-black/5"
              aria-label={t`Cart, ${plural(count, { one: '# item', other: '# items' })}`}
            >
              <CartIcon />
              {count > 0 && (
                <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-xs font-bold text-white">
                  {count}
                </span>
              )}
            </button>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="rounded p-2 hover:bg-black/5 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t`Close menu` : t`Open menu`}</span>
            <SvgIcon className="h-6 w-6" {...OUTLINE} strokeWidth="2">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              )}
            </SvgIcon>
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label={t`Main mobile`}
        hidden={!menuOpen}
        className="border-t border-black/10 bg-white lg:hidden"
      >
        <NavLinkList
          links={links}
          listClass="mx-auto max-w-7xl px-2 py-2"
          linkClass={(isActive) =>
            `block rounded px-3 py-3 text-base ${isActive ? 'bg-black/5 font-semibold' : ''}`
          }
        />
      </nav>
      {isGateOpen('onlineOrdering', tenant) && drawerMounted && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </header>
  );
}
