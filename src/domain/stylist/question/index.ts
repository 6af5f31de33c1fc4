export { categoryOfGarment, onlyTheScene, parseDay, parseQuestion, pieceAskedToWear, piecesNamed, piecesWithColours, temperatureIn } from './parse';
export type { NamedPiece } from './parse';
export { isClothingQuestion } from './clothing-question';
export type { FollowUpChange, AskedDay, ParseContext, ParsedQuestion, QuestionKind, WeatherWord } from './parse';
