export { IcsError } from './content-lines';
export { decodeCalendarBytes, WINDOWS_1252_WARNING, type DecodedCalendar } from './decode-text';
export { Budget, ITERATION_BUDGET } from './budget';
export { MAX_OCCURRENCES, MAX_OCCURRENCES_PER_DAY, parseIcs, type IcsOccurrence, type IcsParseResult, type IcsWindow, type SkippedEntry } from './parse-ics';
