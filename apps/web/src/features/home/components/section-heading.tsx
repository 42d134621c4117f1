import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowIcon } from '../../../components/ui/icons';
import { container, textLink } from '../brand';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
}

/** An h2 with a small brand-marked eyebrow above it and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p
        className={`flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.2em] text-muted ${centered ? 'justify-center' : ''}`}
      >
        <span aria-hidden="true" className="h-0.5 w-8 rounded-full bg-brand" />
        {eyebrow}
        {centered && <span aria-hidden="true" className="h-0.5 w-8 rounded-full bg-brand" />}
      </p>
      <h2
        id={id}
        className="mt-3 text-balance font-[family-name:var(--font-display)] text-3xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {children && <div className="mt-3 text-pretty text-base text-muted sm:text-lg">{children}</div>}
    </div>
  );
}

interface HomeSectionProps extends Omit<SectionHeadingProps, 'children' | 'align'> {
  /** The lead paragraph under the heading. */
  lead?: ReactNode;
  /** A white band, to set the section off from its neighbours. */
  white?: boolean;
  busy?: boolean;
  /** The link under the content to the page that holds all of it. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A home page band: its centred heading, then its content, in the page's container. */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  white = false,
  busy,
  more,
  children,
}: HomeSectionProps) {
  return (
    <section aria-labelledby={id} aria-busy={busy} className={`${white ? 'bg-white ' : ''}py-16 sm:py-20`}>
      <div className={container}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {children}
        {more && (
          <p className="mt-10 text-center">
            <Link to={more.to} className={textLink}>
              {more.label}
              <ArrowIcon />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
