/** What a message to the stylist asks for: the parser decides it, every stylist (local or a model) is told it. */
export type QuestionKind =
  | 'greeting'
  | 'thanks'
  | 'about'
  | 'off-topic'
  | 'outfit'
  | 'pairing'
  | 'care'
  | 'fit'
  | 'colour'
  | 'shopping'
  | 'capsule'
  | 'packing'
  | 'etiquette'
  | 'general';
