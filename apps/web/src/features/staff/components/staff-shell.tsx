import { useEffect, type ReactNode } from 'react';
import { useTenant } from '../../../lib/tenant-context';

/** The staff console's frame: the brand, a title, and whatever the page puts on the right. */
export function StaffShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const tenant = useTenant();
  useEffect(() => {
    document.title = `${title} | ${tenant.name} staff`;
  }, [title, tenant.name]);
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 text-stone-900">
      <header className="border-b border-stone-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">
            {tenant.name} <span className="font-normal text-stone-600">· Staff</span>
          </p>
          {actions}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

/** The staff screens' error box, in the back office's plainer look (the storefront's is ui/error-alert). */
export function StaffErrorAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">Error!</p>
      <p>{message}</p>
    </div>
  );
}
