import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { cardClass } from '../../../components/ui/ui';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { paths } from '../../../config/paths';
import type { CustomerCookie } from '../../../lib/customer';
import { RequireMember } from './require-member';

/* The frames of the account screens: a centred card for auth, a page with a breadcrumb for the member area. */

export const headingClass = 'font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl';
export const linkClass = 'font-medium underline underline-offset-2 hover:text-ink';

/** Register, login, logout, forgot and reset password: one card under the screen's title. */
export function AuthCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 pb-16 pt-8 md:pt-12 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <h1 className={`${headingClass} text-center`}>{title}</h1>
      {intro && <div className="mt-2 text-center text-muted">{intro}</div>}
      <div className={`${cardClass} mt-6 p-5 sm:p-8`}>{children}</div>
    </div>
  );
}

/** The end of an emailed-link step (forgot, reset password): the server's message, then the way on. */
export function AuthMessage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <p role="status" className="text-center">
        {message}
      </p>
      <div className="mt-6 flex justify-center">{children}</div>
    </AuthCard>
  );
}

export function BackToLogin() {
  return (
    <p className="text-center text-sm">
      <Link to={paths.login} className={linkClass}>
        <Trans>Back to login</Trans>
      </Link>
    </p>
  );
}

/** The foot of the forgot and reset password forms: the full-width submit, then Back to login. */
export function AuthSubmit({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  const onBrand = useOnBrandText();
  return (
    <>
      <button type="submit" className={`${primaryButton(onBrand)} w-full`} disabled={submitting}>
        {submitting ? busyLabel : label}
      </button>
      <BackToLogin />
    </>
  );
}

/** A member-area page: breadcrumb Home / Profile / {title}, then the title and the content. */
export function ProfilePage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  /** Beside the title (e.g. Make a Reservation). */
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 md:pt-8">
      <Breadcrumbs
        links={[
          { label: t`Home`, to: paths.home },
          { label: t`Profile`, to: paths.profile },
        ]}
        current={title}
        linkClass={linkClass}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingClass}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A loading line for a list or a record, announced politely. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={`${cardClass} p-8 text-center text-muted`}>
      {children}
    </div>
  );
}

/** A list's empty state. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={`${cardClass} p-8 text-center`}>
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="mt-2 text-muted">{children}</div>}
    </div>
  );
}

export function BackToProfile() {
  return (
    <Link to={paths.profile} className={secondaryButton}>
      <Trans>Back to Profile</Trans>
    </Link>
  );
}

interface MemberPageProps {
  title: string;
  children: (customer: CustomerCookie) => ReactNode;
}

/** A member-area page: behind the login guard, titled. */
export function MemberPage({ title, children }: MemberPageProps) {
  return (
    <RequireMember>
      {(customer) => <ProfilePage title={title}>{children(customer)}</ProfilePage>}
    </RequireMember>
  );
}

/** A member-area list page: a member page with Back to Profile under the list. */
export function MemberListPage({ title, children }: MemberPageProps) {
  return (
    <RequireMember>
      {(customer) => <ProfileListPage title={title}>{children(customer)}</ProfileListPage>}
    </RequireMember>
  );
}

/** A member-area list: the profile page, the list, then Back to Profile under it. */
export function ProfileListPage({ children, ...page }: Parameters<typeof ProfilePage>[0]) {
  return (
    <ProfilePage {...page}>
      {children}
      <div className="mt-6">
        <BackToProfile />
      </div>
    </ProfilePage>
  );
}
