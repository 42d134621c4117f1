import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { parseClock, type TimeFormat } from '@storefront/domain';
import { useMemo } from 'react';
import { useFormats, type PageFormats } from './formats';

/*
 * A booking's time of day and party in the page's language (issue 31): '6:30 PM' or '18 h 30',
 * '2 People' or '2 personnes'.
 */

export interface BookingFormats extends PageFormats {
  /** A stored time of day ('18:30') on the restaurant's 12- or 24-hour clock; unreadable text as it is. */
  clockText(text: string, timeFormat?: TimeFormat): string;
  /** A party: '1 Person', '2 People'. */
  partySize(count: number): string;
}

export function useBookingFormats(): BookingFormats {
  const formats = useFormats();
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      ...formats,
      clockText: (text, timeFormat = '12') => {
        const minutes = parseClock(text);
        return minutes === null ? text : formats.clock(minutes, timeFormat);
      },
      partySize: (count) => i18n._(msg`${plural(count, { one: '# Person', other: '# People' })}`),
    }),
    [formats, i18n],
  );
}
