import { NavLink } from 'react-router';

/*
 * A list of navigation links, the current page's marked (aria-current by NavLink, and `linkClass`'s
 * look): the storefront's header, wide and narrow, and the owner console's sections.
 */

export interface NavLinkItem {
  to: string;
  label: string;
}

export function NavLinkList({
  links,
  listClass,
  linkClass,
}: {
  links: readonly NavLinkItem[];
  listClass: string;
  linkClass: (isActive: boolean) => string;
}) {
  return (
    <ul className={listClass}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={({ isActive }) => linkClass(isActive)}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
