import type { Weekday } from '@storefront/domain';
import { weekdayIn } from '../builders';
import type { MembersPlan } from './types';

const DAY_MINUTES = 24 * 60;

/** The clock `minutes` after `time` ('HH:mm'), and how many days later that is. */
export function clockPlus(time: string, minutes: number): { dayShift: number; time: string } {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const inDay = ((total % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return {
    dayShift: Math.floor(total / DAY_MINUTES),
    time: `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`,
  };
}

/** Finds open days of the plan's restaurant: neither a closed weekday nor a closed holiday. */
export function openDayFinder(
  plan: MembersPlan,
): (offset: number, direction: -1 | 1, weekdays?: readonly Weekday[]) => number {
  const { rel } = plan;
  return (offset, direction, weekdays) => {
    let days = offset;
    for (let guard = 0; guard < 14; guard++) {
      const weekday = weekdayIn(rel, days);
      const closed =
        !plan.restaurant.hours[weekday].is_open || plan.restaurant.closedDates.includes(rel.date(days));
      if (!closed && (!weekdays || weekdays.includes(weekday))) return days;
      days += direction;
    }
    throw new Error('Seed: no open day found');
  };
}
