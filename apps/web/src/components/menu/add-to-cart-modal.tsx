import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  defaultSelection,
  groupLimits,
  isSoldOutAt,
  MAX_LINE_QUANTITY,
  priceSelection,
  toCartDuration,
  toCents,
  type ApiMenuItem,
  type ApiRestaurant,
  type CartLine,
  type ItemSelection,
  type MenuDuration,
  type OptionGroup,
  type SelectionError,
  type SelectionSettings,
} from '@storefront/domain';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormats } from '../../lib/formats';
import { useCartStore } from '../../stores/cart-store';
import { useOnBrandText } from '../use-on-brand-text';
import { CloseIcon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { ResponsiveImage } from '../ui/responsive-image';
import { ItemAllergens, unavailableNote } from './item-notes';
import { Alert, iconButton, primaryButton, QuantityStepper } from '../ui/ui';
import { NoteField } from '../form/note-field';

/** The item to add and the menu it was opened from (its availability window goes on the line). */
export interface AddToCartTarget {
  item: ApiMenuItem;
  menu: { duration: MenuDuration } | null;
}

interface AddToCartModalProps {
  /** The modal is open while a target is set. */
  target: AddToCartTarget | null;
  restaurant: ApiRestaurant;
  /** The instant the order is for: sold-out and menu-hours checks use it. */
  pickupAt: number;
  onClose: () => void;
  /** Called after a line was added (for a status message). */
  onAdded?: (name: string, quantity: number) => void;
  /** Where the line goes instead of the diner's cart: a phone order's own list (decision 0087). */
  onAdd?: (line: Omit<CartLine, 'uuid'>) => void;
}

/**
 * The add-to-cart modal (ordering-core §4 Add-to-cart modal, §5 Add-to-cart): quantity, size,
 * option groups, extras when menu_extra_option is on, special instructions when allowed, a live
 * line total, and Add to Cart, which adds the line and closes (the next opening starts fresh).
 */
export function AddToCartModal(props: AddToCartModalProps) {
  const { target, onClose } = props;
  const titleId = useId();
  return (
    <Modal open={target !== null} onClose={onClose} labelledBy={titleId}>
      {target && <AddToCartForm key={target.item._id} {...props} target={target} titleId={titleId} />}
    </Modal>
  );
}

interface FormProps extends Omit<AddToCartModalProps, 'target'> {
  target: AddToCartTarget;
  titleId: string;
}

function AddToCartForm({ target, restaurant, pickupAt, titleId, onClose, onAdded, onAdd }: FormProps) {
  const { item } = target;
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const { money } = formats;
  const onBrand = useOnBrandText();
  const addToCart = useCartStore((s) => s.add);
  const add = (line: Omit<CartLine, 'uuid'>) => (onAdd ? onAdd(line) : addToCart(restaurant._id, line));
  const formId = useId();
  const descriptionId = useId();
  const unavailableId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const settings: SelectionSettings = {
    menu_extra_option: restaurant.settings.menu_extra_option,
    menu_special_request_allowed: restaurant.settings.menu_special_request_allowed,
  };
  const [selection, setSelection] = useState<ItemSelection>(() => defaultSelection(item, settings));
  /** The 'You can only select {max} options.' alert, per group. */
  const [tooMany, setTooMany] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<SelectionError[]>([]);

  const groups = item.options.filter(
    (group) => !group.hidden_from_public && (!group.is_extra || settings.menu_extra_option),
  );
  // The live total prices what is chosen so far: minimums are checked only when adding.
  const relaxed = useMemo(
    () => ({ ...item, options: item.options.map((group) => ({ ...group, min_selected: 0 })) }),
    [item],
  );
  const preview = priceSelection(relaxed, selection, settings);
  const lineTotal = preview.ok ? preview.line.baseTotal + preview.line.extraTotal : null;
  const {
    time_zone: timeZone,
    datetime_format: datetimeFormat,
    time_format: timeFormat,
  } = restaurant.settings;
  const reason = unavailableNote(
    item,
    target.menu?.duration,
    { now: pickupAt, timeZone, datetimeFormat, timeFormat },
    i18n,
    formats,
  );
  const tooManyOptionsMessage = (max: number) => t`You can only select ${max} options.`;
  // The choices' errors in the page's language; the others (a changed menu) as the domain words them.
  const errorMessage = (error: SelectionError) => {
    if (error.code === 'too_many') return tooManyOptionsMessage(error.max);
    if (error.code === 'too_few') {
      const { min } = error;
      const group = item.options.find((g) => g._id === error.groupId)?.name ?? '';
      return t`Please select at least ${min} option(s) for ${group}`;
    }
    return error.message;
  };

  const chosen = (groupId: string) => selection.options.find((o) => o.groupId === groupId)?.itemIds ?? [];

  const setChosen = (groupId: string, itemIds: string[]) => {
    setSelection((s) => ({
      ...s,
      options: s.options.some((o) => o.groupId === groupId)
        ? s.options.map((o) => (o.groupId === groupId ? { ...o, itemIds } : o))
        : [...s.options, { groupId, itemIds }],
    }));
    setErrors((list) => list.filter((e) => !('groupId' in e) || e.groupId !== groupId));
  };

  const toggle = (group: OptionGroup, optionId: string, checked: boolean) => {
    const current = chosen(group._id);
    if (checked) {
      const { max } = groupLimits(group);
      if (current.length >= max) {
        setTooMany((alerts) => ({ ...alerts, [group._id]: tooManyOptionsMessage(max) }));
        return;
      }
      setChosen(group._id, [...current, optionId]);
    } else {
      setChosen(
        group._id,
        current.filter((id) => id !== optionId),
      );
    }
    setTooMany(({ [group._id]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) return;
    const result = priceSelection(item, selection, settings);
    if (!result.ok) {
      setErrors(result.errors);
      // Let the alerts render, then bring the first one into view.
      window.requestAnimationFrame(() =>
        rootRef.current
          ?.closest('dialog')
          ?.querySelector('[data-error]')
          ?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    add({
      ...result.line,
      duration: target.menu ? toCartDuration(target.menu.duration) : null,
    });
    onAdded?.(item.name, result.line.quantity);
    onClose();
  };

  const groupError = (groupId: string) =>
    tooMany[groupId] ?? errors.filter((e) => 'groupId' in e && e.groupId === groupId).map(errorMessage)[0];
  const otherErrors = errors.filter((e) => !('groupId' in e));
  const photo = item.photos[0];

  return (
    <div className="flex max-h-[inherit] flex-col" ref={rootRef}>
      <header className="flex items-start gap-3 border-b border-black/10 p-4 sm:p-5">
        {photo && (
          <ResponsiveImage
            image={photo}
            alt=""
            pictureClassName="block h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-ink/5"
            className="h-full w-full object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-[family-name:var(--font-display)] text-xl font-bold leading-snug">
            {item.name}
          </h2>
          {item.description && (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {item.description}
            </p>
          )}
          <ItemAllergens item={item} />
        </div>
        <button type="button" onClick={onClose} className={iconButton} aria-label={t`Close`}>
          <CloseIcon />
        </button>
      </header>

      <form
        id={formId}
        onSubmit={submit}
        noValidate
        className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4 sm:p-5"
      >
        {reason && (
          <div id={unavailableId}>
            <Alert tone="warning" title={t`Not available`}>
              {reason}
            </Alert>
          </div>
        )}

        {item.sizes.length > 0 && (
          <fieldset>
            <legend className="text-base font-bold">
              <Trans>Size</Trans>
            </legend>
            <div className="mt-2 grid gap-2">
              {item.sizes.map((size) => (
                <label
                  key={size._id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-ink/15 has-[:checked]:bg-brand/15 has-[:checked]:ring-2 has-[:checked]:ring-ink/70"
                >
                  <input
                    type="radio"
                    name={`${formId}-size`}
                    value={size._id}
                    checked={(selection.sizeId ?? item.sizes[0]?._id) === size._id}
                    onChange={() => setSelection((s) => ({ ...s, sizeId: size._id }))}
                    className="h-4 w-4 accent-current"
                  />
                  <span className="flex-1">{size.name}</span>
                  <span className="text-sm font-semibold tabular-nums">{money(toCents(size.price))}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {groups.map((group) => {
          const visibleItems = group.items.filter((o) => !o.hidden_from_public);
          if (visibleItems.length === 0) return null;
          const error = groupError(group._id);
          const hintId = `${formId}-${group._id}-hint`;
          const errorId = `${formId}-${group._id}-error`;
          const { min } = groupLimits(group);
          const single = group.selection_type === 'Single';
          const maxSelected = group.max_selected;
          const free = group.number_of_free_options;
          return (
            <fieldset key={group._id} aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}>
              <legend className="flex w-full flex-wrap items-baseline gap-x-2 text-base font-bold">
                {group.name}
                {min > 0 && (
                  <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
                    <Trans>Required</Trans>
                  </span>
                )}
              </legend>
              <div id={hintId} className="text-sm text-muted">
                {maxSelected > 0 && (
                  <p>
                    <Trans>Choose up to {maxSelected}</Trans>
                  </p>
                )}
                {free > 0 && (
                  <p>
                    {t`${plural(free, { one: 'Your first choice is free', other: 'Your first # choices are free' })}`}
                  </p>
                )}
                {group.information && <p>{group.information}</p>}
              </div>
              <div className="mt-2 grid gap-2">
                {visibleItems.map((option) => {
                  const isChecked = chosen(group._id).includes(option._id);
                  const price = formats.optionPrice(toCents(option.additional_cost));
                  // 86'd from the staff console: shown, but not to be chosen.
                  const soldOut = isSoldOutAt({ sold_out_until: option.sold_out_until ?? null }, pickupAt);
                  return (
                    <label
                      key={option._id}
                      className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-ink/15 has-[:checked]:bg-brand/15 has-[:checked]:ring-2 has-[:checked]:ring-ink/70"
                    >
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={`${formId}-${group._id}`}
                        value={option._id}
                        checked={isChecked}
                        disabled={soldOut && !isChecked}
                        onChange={(event) =>
                          single
                            ? setChosen(group._id, [option._id])
                            : toggle(group, option._id, event.target.checked)
                        }
                        className="h-4 w-4 accent-current"
                      />
                      <span className="flex-1">
                        {option.name}
                        {soldOut && (
                          <span className="ml-2 text-sm font-medium text-red-800">
                            <Trans>Sold out</Trans>
                          </span>
                        )}
                      </span>
                      {price && <span className="text-sm tabular-nums text-muted">{price}</span>}
                    </label>
                  );
                })}
              </div>
              {error && (
                <p id={errorId} role="alert" data-error className="mt-2 text-sm font-semibold text-red-800">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}

        {restaurant.settings.menu_special_request_allowed && (
          <div>
            <NoteField
              id={`${formId}-instructions`}
              label={t`Special Instructions`}
              labelClassName="text-base font-bold"
              rows={3}
              maxLength={255}
              value={selection.specialInstructions ?? ''}
              onChange={(specialInstructions) => setSelection((s) => ({ ...s, specialInstructions }))}
              placeholder={t`Allergies, no onions, extra sauce…`}
            />
          </div>
        )}

        {otherErrors.length > 0 && (
          <Alert tone="danger" title={t`Error!`}>
            {otherErrors.map((e) => (
              <p key={e.code} data-error>
                {errorMessage(e)}
              </p>
            ))}
          </Alert>
        )}
      </form>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-black/10 p-4 sm:p-5">
        <QuantityStepper
          label={item.name}
          value={selection.quantity}
          max={MAX_LINE_QUANTITY}
          onDecrement={() => setSelection((s) => ({ ...s, quantity: Math.max(1, s.quantity - 1) }))}
          onIncrement={() =>
            setSelection((s) => ({ ...s, quantity: Math.min(MAX_LINE_QUANTITY, s.quantity + 1) }))
          }
        />
        <div className="flex items-center gap-3">
          <p className="text-right">
            <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
              <Trans>Total</Trans>
            </span>
            <span className="text-lg font-bold tabular-nums" aria-live="polite">
              {lineTotal === null ? '—' : money(lineTotal)}
            </span>
          </p>
          <button
            type="submit"
            form={formId}
            disabled={reason !== null}
            aria-describedby={reason ? unavailableId : undefined}
            className={primaryButton(onBrand)}
          >
            <Trans>Add to Cart</Trans>
          </button>
        </div>
      </footer>
    </div>
  );
}
