export { parseDay, parseQuestion, piecesNamed, temperatureIn } from './parse';
export type { FollowUpChange, AskedDay, ParseContext, ParsedQuestion, QuestionKind, WeatherWord } from './parse';
