import { announcementText, linkify, type ApiAnnouncement } from '@storefront/domain';
import { Link } from 'react-router';
import { useTenant } from '../../lib/tenant-context';

function Announcement({ announcement }: { announcement: ApiAnnouncement }) {
  // Segments render as text and anchors: nothing in an announcement is ever parsed as HTML.
  return (
    <p>
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

export function AnnouncementBar() {
  const { announcements } = useTenant();
  if (announcements.length === 0) return null;
  return (
    <aside
      aria-label="Announcements"
      className="bg-ink px-4 py-2 text-center text-sm text-white [&_a]:text-white"
    >
      <div className="mx-auto max-w-5xl space-y-1">
        {announcements.map((a) => (
          <Announcement key={a._id} announcement={a} />
        ))}
      </div>
    </aside>
  );
}
