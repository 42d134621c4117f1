import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A page's breadcrumb: each link, a slash after it, then the current page. */
export function Breadcrumbs({
  links,
  current,
  linkClass,
}: {
  links: { label: string; to: string }[];
  current: ReactNode;
  linkClass: string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-muted">
        {links.map(({ label, to }) => (
          <Fragment key={to}>
            <li>
              <Link to={to} className={linkClass}>
                {label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-semibold text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
