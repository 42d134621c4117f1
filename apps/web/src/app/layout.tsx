import { Link, Outlet } from 'react-router';
import { useTenant } from './tenant-context';

export function Layout() {
  const tenant = useTenant();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-black/10 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Link to="/home" className="flex items-center gap-3">
            {tenant.logo && <img src={tenant.logo.url} alt="" width={40} height={40} className="h-10 w-10 rounded" />}
            <span className="font-[family-name:var(--font-display)] text-xl font-bold">{tenant.name}</span>
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-black/10 px-4 py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} {tenant.name}
      </footer>
    </div>
  );
}
