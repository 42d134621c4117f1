import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { moved } from './reorder';

/*
 * A list the owner puts in order: drag a row onto another (pointer), or Move up / Move down
 * (keyboard and screen readers). Either sends the whole new order at once.
 */
export function ReorderableList<T extends { _id: string; name: string }>({
  label,
  items,
  busy,
  onReorder,
  children,
  below,
}: {
  label: string;
  items: readonly T[];
  busy: boolean;
  onReorder: (ids: string[]) => void;
  children: (item: T) => ReactNode;
  /**
   * What the row holds (a menu's sections, a section's items), under it at the list's full width:
   * beside the row's handle and buttons, each level down would lose their width again.
   */
  below?: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    const ids = moved(
      items.map((i) => i._id),
      from,
      to,
    );
    if (ids.some((id, i) => id !== items[i]!._id)) onReorder(ids);
  };
  // A finger's size (44 px, WCAG 2.5.5): the owner reorders on a tablet as often as with a mouse.
  const touch =
    'flex size-11 shrink-0 items-center justify-center rounded border border-stone-300 text-base hover:bg-stone-100 disabled:opacity-40';
  return (
    <ol aria-label={label} className="space-y-1">
      {items.map((item, index) => (
        <li
          key={item._id}
          draggable={!busy}
          onDragStart={(event) => {
            setDragging(index);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event) => {
            if (dragging !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragging !== null) move(dragging, index);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
          className={dragging === index ? 'opacity-50' : undefined}
        >
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 cursor-grab select-none items-center justify-center text-xl text-stone-400"
            >
              ⠿
            </span>
            <div className="min-w-0 flex-1">{children(item)}</div>
            <span className="flex shrink-0 gap-1">
              <button
                type="button"
                className={touch}
                disabled={busy || index === 0}
                aria-label={t`Move ${item.name} up`}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={touch}
                disabled={busy || index === items.length - 1}
                aria-label={t`Move ${item.name} down`}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </button>
            </span>
          </div>
          {below?.(item)}
        </li>
      ))}
    </ol>
  );
}
