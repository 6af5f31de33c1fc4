export { parseDay, parseQuestion, piecesNamed, temperatureIn } from './parse';
export { isClothingQuestion } from './clothing-question';
export type { FollowUpChange, AskedDay, ParseContext, ParsedQuestion, QuestionKind, WeatherWord } from './parse';
