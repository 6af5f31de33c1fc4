export { inferDressCode, parseDressCodeText, type DressCodeGuess, type EventText } from './infer-dress-code';
export { LABELLED_EVENTS, type LabelledEvent } from './dress-code-examples';
export { dressCodeAccuracy, type AccuracyReport } from './accuracy';
export {
  decodeCalendarBytes,
  IcsError,
  parseIcs,
  WINDOWS_1252_WARNING,
  type DecodedCalendar,
  type IcsOccurrence,
  type IcsParseResult,
  type IcsWindow,
  type SkippedEntry,
} from './ics';
export { addDays, dayCount, localDateTime, monthRange } from './local-time';
