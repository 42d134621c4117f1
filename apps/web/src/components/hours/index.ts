export { WeeklyHours, type WeeklyHoursProps } from './weekly-hours';
export { SpecialHours, type SpecialHoursProps } from './special-hours';
export { TodayHours, type TodayHoursProps } from './today-hours';
