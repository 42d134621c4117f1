import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOnBrandText } from '../../../components/use-on-brand-text';

export interface MenuTab {
  key: string;
  label: string;
  render: () => ReactNode;
  /** The panel takes focus itself when it holds nothing focusable (APG tabs pattern). */
  focusablePanel?: boolean;
}

/**
 * The menus as tabs, after the WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs
 * (and select them), Home and End jump to the first and last.
 */
export function MenuTabs({ tabs, label }: { tabs: readonly MenuTab[]; label: string }) {
  const baseId = useId();
  const onBrand = useOnBrandText();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selectedKey),
  );
  const selected = tabs[selectedIndex];
  if (!selected) return null;

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const moveTo = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelectedKey(tabs[next]!.key);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(selectedIndex + 1),
      ArrowLeft: () => moveTo(selectedIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(tabs.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 pt-1 [scrollbar-width:thin]"
      >
        {tabs.map((tab, i) => {
          const isSelected = i === selectedIndex;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedKey(tab.key)}
              onKeyDown={onKeyDown}
              className={`shrink-0 whitespace-nowrap rounded-full px-5 py-2.5 text-sm font-semibold tracking-wide transition-colors ${
                isSelected
                  ? `bg-brand ${onBrand} shadow-sm ring-2 ring-ink/80`
                  : 'bg-white text-ink ring-1 ring-black/10 hover:bg-black/5'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedIndex)}
        tabIndex={selected.focusablePanel ? 0 : undefined}
        className="mt-6 rounded-lg outline-offset-4"
      >
        {/* A fresh panel per tab: its own section list, scroll position and active section. */}
        <div key={selected.key}>{selected.render()}</div>
      </div>
    </div>
  );
}
