export { parseDay, parseQuestion } from './parse';
export type { AskedDay, ParseContext, ParsedQuestion, QuestionKind, WeatherWord } from './parse';
