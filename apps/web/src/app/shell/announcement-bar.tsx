import { useLingui } from '@lingui/react/macro';
import { announcementText, linkify, type ApiAnnouncement } from '@storefront/domain';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useTenant } from '../../lib/tenant-context';

/** Dismissed for the browser tab's session: a new visit shows the announcements again. */
const DISMISSED_KEY = 'announcementsDismissed';

/** The checkout steps keep the diner's attention on paying (issue 18). */
const HIDDEN_ON: readonly string[] = [paths.checkout, paths.giftCheckout];

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function Announcement({ announcement, className }: { announcement: ApiAnnouncement; className: string }) {
  // Segments render as text and anchors: nothing in an announcement is ever parsed as HTML.
  return (
    <p className={className}>
      {linkify(announcementText(announcement)).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : segment.href.startsWith('/') ? (
          <Link key={i} to={segment.href} className="font-semibold underline underline-offset-2">
            {segment.text}
          </Link>
        ) : (
          <a
            key={i}
            href={segment.href}
            className="font-semibold underline underline-offset-2"
            {...(segment.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}

const barButton =
  'inline-flex min-h-8 min-w-8 shrink-0 items-center justify-center rounded px-1.5 text-sm font-semibold text-white hover:bg-white/10';

/**
 * The announcement bar (ordering-core §2, Top bars). On a phone it takes one line, the first
 * announcement cut short, with More to read them all; Dismiss hides it for the session; the
 * checkout steps do not show it.
 */
export function AnnouncementBar() {
  const { t } = useLingui();
  const { announcements } = useTenant();
  const { pathname } = useLocation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (announcements.length === 0 || dismissed || HIDDEN_ON.includes(pathname)) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Without storage it is dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <aside aria-label={t`Announcements`} className="bg-ink text-sm text-white [&_a]:text-white">
      <div className="mx-auto flex max-w-5xl items-start gap-2 px-4 py-1.5 sm:py-2">
        <div id={listId} className="min-w-0 flex-1 space-y-1 py-0.5 text-center">
          {announcements.map((a, i) => (
            <Announcement
              key={a._id}
              announcement={a}
              className={expanded ? '' : i === 0 ? 'max-sm:truncate' : 'max-sm:hidden'}
            />
          ))}
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className={`${barButton} underline underline-offset-2 sm:hidden`}
        >
          {expanded ? t`Less` : t`More`}
        </button>
        <button type="button" onClick={dismiss} aria-label={t`Dismiss announcements`} className={barButton}>
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
