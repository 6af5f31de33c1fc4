export { parseDay, parseQuestion, piecesNamed } from './parse';
export type { AskedDay, ParseContext, ParsedQuestion, QuestionKind, WeatherWord } from './parse';
