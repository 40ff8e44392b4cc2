// The calendar module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export {
  countOrdersByDate,
  countOrdersByWindow,
  findHolidayArticles,
  findHolidays,
  findTimeWindows,
} from './calendar.repository.js';
export { holidayRules } from './calendar.service.js';
export { cutOffOf, lastBookableDate } from './calendar-rules.js';
export { windowsWithRoom } from './order-calendar.js';
