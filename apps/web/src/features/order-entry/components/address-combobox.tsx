import type { AddressSuggestion } from '@storefront/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass } from './page-parts';
import { OUTLINE, ROUND, SvgIcon } from '../../../components/ui/icons';

export interface AddressComboboxProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  suggestions: readonly AddressSuggestion[];
  /** Suggestions are being fetched. */
  loading: boolean;
  onSelect: (suggestion: AddressSuggestion) => void;
  onBlur: () => void;
  /** Ids of text describing the field (hint, check result). */
  describedBy?: string;
  placeholder?: string;
}

/**
 * An address field with a list of suggestions: the ARIA 1.2 combobox pattern (list autocomplete,
 * focus stays in the field). Arrow keys move through the list, Enter picks, Escape closes the list
 * (or clears the field when it is already closed); a click or tap picks too.
 */
export function AddressCombobox({
  label,
  value,
  onValueChange,
  suggestions,
  loading,
  onSelect,
  onBlur,
  describedBy,
  placeholder,
}: AddressComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const count = suggestions.length;
  const expanded = open && count > 0;
  // A new list starts with nothing highlighted.
  const [listKey, setListKey] = useState(suggestions);
  if (listKey !== suggestions) {
    setListKey(suggestions);
    setActive(-1);
  }

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (suggestion: AddressSuggestion) => {
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(suggestions[active]!);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-base font-semibold">
        {label} <span aria-hidden="true">*</span>
      </label>
      <div className="relative mt-2">
        <SvgIcon
          className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
          {...OUTLINE}
          strokeWidth="2"
          {...ROUND}
        >
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
        </SvgIcon>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-required="true"
          aria-busy={loading || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur();
          }}
          className={`${inputClass} pl-11 ${loading ? 'pr-11' : ''}`}
        />
        {loading && (
          <span
            aria-hidden="true"
            className="absolute right-3.5 top-1/2 h-5 w-5 -translate-y-1/2 animate-spin rounded-full border-2 border-ink/20 border-t-ink motion-reduce:animate-none"
          />
        )}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-ink/30 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.place_id}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={index === active}
              // Keep focus in the field so picking with a pointer does not count as leaving it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`flex min-h-12 cursor-pointer items-center px-4 py-2 text-base ${
                index === active ? 'bg-ink text-white' : 'text-ink hover:bg-ink/5'
              }`}
            >
              {suggestion.description}
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" role="status">
        {expanded
          ? `${count} ${count === 1 ? 'address' : 'addresses'} found. Use the up and down arrows to choose.`
          : ''}
      </p>
    </div>
  );
}
