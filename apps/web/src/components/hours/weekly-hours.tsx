import { weeklyHoursRows, type RegularBusinessHours } from '@storefront/domain';

export interface WeeklyHoursProps {
  hours: RegularBusinessHours;
  timeFormat: '12' | '24';
  /** The weekday to emphasise, e.g. 'monday' (today in the restaurant's time zone). */
  highlightToday?: string;
  className?: string;
}

/** The regular week, Monday first: 'Monday  11:00 AM - 9:00 PM' or 'Closed'. */
export function WeeklyHours({ hours, timeFormat, highlightToday, className = '' }: WeeklyHoursProps) {
  const today = highlightToday?.toLowerCase();
  return (
    <dl className={`text-sm ${className}`}>
      {weeklyHoursRows(hours, timeFormat).map((row) => {
        const isToday = row.weekday === today;
        return (
          <div
            key={row.weekday}
            className={`flex justify-between gap-4 rounded px-2 py-1 ${isToday ? 'bg-brand/20 font-semibold' : ''}`}
          >
            <dt>
              {row.dayName}
              {isToday && <span className="sr-only"> (today)</span>}
            </dt>
            <dd
              className={`text-right tabular-nums ${row.hours === 'Closed' && !isToday ? 'text-muted' : ''}`}
            >
              {row.hours}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
