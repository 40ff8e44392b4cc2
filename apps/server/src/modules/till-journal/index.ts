// The counter journal (ADR 068): what the order's lifecycle writes in, what the schedule closes, what the
// command checks.
export { closeDuePeriods } from './closures.js';
export { startTillClosures } from './till-journal.schedule.js';
export { appendTillEntry, type TillEntryInput } from './till-journal.service.js';
export { archiveOf, closuresOf, journalOfPeriod, type Readable } from './till-journal.views.js';
export { type Verdict, verifyJournal } from './verify.js';
