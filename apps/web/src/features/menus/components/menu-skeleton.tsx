import { Trans } from '@lingui/react/macro';
/* Placeholders in the loaded layout's shapes and sizes, so nothing jumps when the menu arrives. */

const BAR = 'rounded bg-ink/10 motion-safe:animate-pulse';

function CardSkeleton() {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className={`${BAR} h-3 w-10`} />
        <div className={`${BAR} h-5 w-3/5`} />
        <div className={`${BAR} h-3.5 w-full`} />
        <div className={`${BAR} h-3.5 w-4/5`} />
        <div className={`${BAR} mt-auto h-4 w-16`} />
      </div>
      <div className={`${BAR} h-24 w-24 shrink-0 rounded-xl sm:h-28 sm:w-28`} />
    </li>
  );
}

/** A row of pill-shaped bars (the menu tabs, a phone's section chips): their height, then their widths. */
function PillRow({ className, height, widths }: { className: string; height: string; widths: string[] }) {
  return (
    <div className={`flex gap-2 overflow-hidden ${className}`}>
      {widths.map((w, i) => (
        <div key={i} className={`${BAR} ${height} shrink-0 rounded-full ${w}`} />
      ))}
    </div>
  );
}

export function MenuSkeleton({ withTabs = true }: { withTabs?: boolean }) {
  return (
    <div role="status">
      <span className="sr-only">
        <Trans>Loading menu...</Trans>
      </span>
      <div aria-hidden="true">
        {withTabs && <PillRow className="pt-1" height="h-10" widths={['w-28', 'w-24', 'w-32', 'w-24']} />}
        <div className="mt-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
          <div className="hidden space-y-3 border-l border-black/10 py-2 pl-5 lg:block">
            {Array.from({ length: 7 }, (_, i) => (
              <div key={i} className={`${BAR} h-4 ${i % 2 ? 'w-24' : 'w-32'}`} />
            ))}
          </div>
          <PillRow
            className="-mx-4 border-b border-black/10 px-4 py-3 lg:hidden"
            height="h-9"
            widths={['w-20', 'w-24', 'w-16', 'w-28']}
          />
          <div className="mt-4 lg:mt-0 lg:h-[calc(100vh-176px)] lg:overflow-hidden">
            <div className="border-b border-black/10 pb-3">
              <div className={`${BAR} h-8 w-48`} />
            </div>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {Array.from({ length: 6 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
