import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ApiStaff,
  ConsoleMenu,
  ConsoleMenuItem,
  ConsoleMenuSection,
  ConsoleMenusResponse,
  ReorderRequest,
} from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { menuTreeKey, menuTreeQuery, menuWrites, reorder, reorderPaths } from './api/menus-api';
import { ItemForm, MenuForm, SectionForm } from './components/menus/menu-forms';
import { searchMenuTree } from './components/menus/menu-search';
import { ReorderableList } from './components/menus/reorderable-list';
import { RestaurantSelect } from '../staff/components/restaurant-select';
import { settingsPage } from './components/settings-page';
import { StaffField } from '../staff/components/staff-form';
import { StaffErrorAlert } from '../staff/components/staff-shell';

/** /staff/settings/menus: the owner edits a location's menus, sections, items and their order. */
export default settingsPage(msg`Menus`, Menus);

type PartKind = 'menu' | 'section' | 'item';
type Part = { _id: string; name: string; hidden_from_public: boolean; disabled: boolean };

type Selection =
  | { kind: PartKind; id: string }
  | { kind: 'new-menu' }
  | { kind: 'new-section'; menuId: string }
  | { kind: 'new-item'; sectionId: string };

const ids = (tree: ConsoleMenusResponse) => ({
  menus: tree.menus.map((m) => m._id),
  sections: tree.menus.flatMap((m) => m.sections.map((s) => s._id)),
  items: tree.menus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i._id))),
});

/** The one of `after` that `before` did not have (what a create made). */
const added = (before: string[], after: string[]) => after.find((id) => !before.includes(id));

const badge = (text: string) => (
  <span className="ml-1 rounded bg-stone-200 px-1.5 text-xs font-semibold text-stone-700">{text}</span>
);
const link = (selected: boolean) =>
  `text-left font-semibold underline-offset-2 hover:underline ${selected ? 'text-amber-800 underline' : ''}`;
function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="mt-1 rounded border border-dashed border-stone-400 px-2 py-0.5 text-sm hover:bg-stone-50"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Brings the editor to the owner whenever something is picked: its top in view (the page scrolled to
 * it where it sits below the tree; its own scroll reset where it stands beside the tree) and focus on
 * its heading, so a keyboard or screen reader goes on from the form just opened.
 */
function useEditorInView(selection: Selection | null) {
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = editor.current;
    if (!selection || !box) return;
    box.scrollTop = 0;
    const top = box.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) box.scrollIntoView({ block: 'start' });
    const heading = box.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [selection]);
  return editor;
}

function Menus({ staff, onSignedOut }: { staff: ApiStaff; onSignedOut: () => void }) {
  const { t } = useLingui();
  const [restaurantId, setRestaurantId] = useState(staff.restaurants[0]?._id ?? '');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [search, setSearch] = useState('');
  const editor = useEditorInView(selection);
  const queryClient = useQueryClient();
  const tree = useQuery(menuTreeQuery(restaurantId));
  const key = menuTreeKey(restaurantId);

  /** Runs a write, keeps the tree it answers, and selects what it created (when it did). */
  const apply = async (
    write: () => Promise<ConsoleMenusResponse>,
    created?: keyof ReturnType<typeof ids>,
  ) => {
    const before = tree.data ? ids(tree.data) : null;
    const next = await write();
    queryClient.setQueryData(key, next);
    if (created && before) {
      const id = added(before[created], ids(next)[created]);
      if (id)
        setSelection({
          kind: created === 'menus' ? 'menu' : created === 'sections' ? 'section' : 'item',
          id,
        });
    }
    return next;
  };
  const ordering = useMutation({
    mutationFn: ({ path, order }: { path: string; order: ReorderRequest }) =>
      apply(() => reorder(path, order)),
  });
  const removed = (write: () => Promise<ConsoleMenusResponse>) => () =>
    apply(write).then(() => setSelection(null));
  /** The form of the menu, section or item `id`: its Save and Delete through `change` and `remove`. */
  const editing = <Fields,>(
    id: string,
    change: (id: string, fields: Fields) => Promise<ConsoleMenusResponse>,
    remove: (id: string) => Promise<ConsoleMenusResponse>,
  ) => ({
    onSignedOut,
    save: (fields: Fields) => apply(() => change(id, fields)),
    remove: removed(() => remove(id)),
  });

  if (staff.restaurants.length === 0)
    return (
      <p>
        <Trans>This account is not linked to any restaurant.</Trans>
      </p>
    );
  const menus = tree.data?.menus ?? [];
  const searching = search.trim() !== '';
  const shown = searchMenuTree(menus, search);
  const find = (kind: PartKind, id: string) => {
    for (const menu of menus) {
      if (kind === 'menu' && menu._id === id) return menu;
      for (const section of menu.sections) {
        if (kind === 'section' && section._id === id) return section;
        const item = section.items.find((i) => i._id === id);
        if (kind === 'item' && item) return item;
      }
    }
    return undefined;
  };
  const isSelected = (kind: string, id: string) =>
    selection !== null && 'id' in selection && selection.kind === kind && selection.id === id;
  /** A menu's, section's or item's row: its name, which selects it, then `notes`, Hidden and Disabled. */
  const partOf = (kind: PartKind, part: Part, notes?: ReactNode) => (
    <>
      <button
        type="button"
        className={link(isSelected(kind, part._id))}
        onClick={() => setSelection({ kind, id: part._id })}
      >
        {part.name}
      </button>
      {notes}
      {part.hidden_from_public && badge(t`Hidden`)}
      {part.disabled && badge(t`Disabled`)}
    </>
  );
  /** The menus, a menu's sections or a section's items, in the order the owner drags them to (sent to `path`). */
  const listOf = <T extends Part>(
    label: string,
    parts: readonly T[],
    path: string,
    row: (part: T) => ReactNode,
    below?: (part: T) => ReactNode,
  ) => (
    <ReorderableList
      below={below}
      label={label}
      items={parts}
      // A filtered list is not the whole order: moving in it would send only what the search left.
      busy={ordering.isPending || searching}
      onReorder={(order) => ordering.mutate({ path, order: { ids: order } })}
    >
      {row}
    </ReorderableList>
  );

  /** A menu's sections or a section's items, then the button that adds one to it. */
  const partsUnder = <T extends Part>(
    parent: Part,
    what: 'section' | 'item',
    parts: readonly T[],
    path: string,
    row: (part: T) => ReactNode,
    below?: (part: T) => ReactNode,
    className = '',
  ) => (
    <div className={`mt-1 pl-4 ${className}`}>
      {listOf(
        t`${select(what, { section: 'Sections', other: 'Items' })} of ${parent.name}`,
        parts,
        path,
        row,
        below,
      )}
      <AddButton
        onClick={() =>
          setSelection(
            what === 'section'
              ? { kind: 'new-section', menuId: parent._id }
              : { kind: 'new-item', sectionId: parent._id },
          )
        }
      >
        {t`Add ${select(what, { section: 'section', other: 'item' })} to ${parent.name}`}
      </AddButton>
    </div>
  );
  const itemRow = (item: ConsoleMenuItem) => (
    <span>
      {partOf(
        'item',
        item,
        <>
          {' '}
          <span className="text-stone-600">${item.price.toFixed(2)}</span>
          {item.sold_out_until && badge(t`Sold out`)}
        </>,
      )}
    </span>
  );
  const sectionRow = (section: ConsoleMenuSection) => <span>{partOf('section', section)}</span>;
  const sectionItems = (section: ConsoleMenuSection) =>
    partsUnder(
      section,
      'item',
      section.items,
      reorderPaths.items(section._id),
      itemRow,
      undefined,
      'text-sm',
    );
  const menuRow = (menu: ConsoleMenu) => (
    <span>
      {partOf(
        'menu',
        menu,
        <>
          {!menu.online_ordering && badge(t`Dine-in`)}
          {menu.duration && badge(`${menu.duration.start}–${menu.duration.end}`)}
        </>,
      )}
    </span>
  );
  const menuSections = (menu: ConsoleMenu) => (
    <div className="border-b border-stone-200 pb-2">
      {partsUnder(menu, 'section', menu.sections, reorderPaths.sections(menu._id), sectionRow, sectionItems)}
    </div>
  );

  return (
    <div className="space-y-4">
      {staff.restaurants.length > 1 && (
        <RestaurantSelect
          staff={staff}
          label={t`Location`}
          value={restaurantId}
          onChange={(id) => {
            setRestaurantId(id);
            setSelection(null);
          }}
        />
      )}
      {tree.isError && <StaffErrorAlert message={tree.error.message} />}
      {ordering.error && <StaffErrorAlert message={ordering.error.message} />}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={t`Menus of the location`} className="rounded-lg bg-white p-4 shadow-sm">
          <div className="mb-3">
            <StaffField
              label={t`Search the menus`}
              type="search"
              placeholder="An item or a section"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {tree.isPending && (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
          <p role="status" className={searching ? 'mb-2 text-sm text-stone-700' : 'sr-only'}>
            {searching &&
              (shown.length === 0
                ? t`No menu, section or item matches “${search.trim()}”.`
                : t`Clear the search to reorder.`)}
          </p>
          {listOf(t`Menus`, shown, reorderPaths.menus(restaurantId), menuRow, menuSections)}
          <AddButton onClick={() => setSelection({ kind: 'new-menu' })}>
            <Trans>Add menu</Trans>
          </AddButton>
        </section>
        {/*
         * Beside the tree (wide screens) the editor stays in view however far down the tree the owner
         * is, scrolling on its own; below the tree it is scrolled to when something is picked.
         */}
        <div
          ref={editor}
          className="xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:self-start xl:overflow-y-auto xl:scroll-pb-24 xl:has-[[data-save-bar]_[role=alert]]:scroll-pb-48"
        >
          {selection === null && (
            <p className="text-stone-700">
              <Trans>Choose a menu, a section or an item to change it.</Trans>
            </p>
          )}
          {selection?.kind === 'new-menu' && (
            <MenuForm
              key="new-menu"
              onSignedOut={onSignedOut}
              save={(fields) => apply(() => menuWrites.createMenu(restaurantId, fields), 'menus')}
            />
          )}
          {selection?.kind === 'new-section' && (
            <SectionForm
              key={`new-section-${selection.menuId}`}
              onSignedOut={onSignedOut}
              save={(fields) => apply(() => menuWrites.createSection(selection.menuId, fields), 'sections')}
            />
          )}
          {selection?.kind === 'new-item' && (
            <ItemForm
              key={`new-item-${selection.sectionId}`}
              onSignedOut={onSignedOut}
              save={(fields) => apply(() => menuWrites.createItem(selection.sectionId, fields), 'items')}
              upload={() => Promise.reject(new Error(t`Save the item first.`))}
              removePhoto={() => Promise.reject(new Error(t`Save the item first.`))}
            />
          )}
          {selection?.kind === 'menu' && find('menu', selection.id) && (
            <MenuForm
              key={selection.id}
              menu={find('menu', selection.id) as ConsoleMenu}
              {...editing(selection.id, menuWrites.changeMenu, menuWrites.deleteMenu)}
            />
          )}
          {selection?.kind === 'section' && find('section', selection.id) && (
            <SectionForm
              key={selection.id}
              section={find('section', selection.id) as ConsoleMenu['sections'][number]}
              {...editing(selection.id, menuWrites.changeSection, menuWrites.deleteSection)}
            />
          )}
          {selection?.kind === 'item' && find('item', selection.id) && (
            <ItemForm
              key={selection.id}
              item={find('item', selection.id) as ConsoleMenu['sections'][number]['items'][number]}
              {...editing(selection.id, menuWrites.changeItem, menuWrites.deleteItem)}
              upload={(file) => apply(() => menuWrites.uploadPhoto(selection.id, file))}
              removePhoto={() => apply(() => menuWrites.removePhoto(selection.id))}
            />
          )}
        </div>
      </div>
    </div>
  );
}
