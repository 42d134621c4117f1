import { Link } from 'react-router';

const LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/orderonline', label: 'Order Online' },
  { to: '/menus', label: 'Menus' },
  { to: '/locations', label: 'Locations' },
  { to: '/contact', label: 'Contact' },
];

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or is not available.</p>
      <nav aria-label="Helpful links" className="mt-6 flex flex-wrap justify-center gap-3">
        {LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="rounded border border-current px-3 py-1.5 underline-offset-2 hover:underline"
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
