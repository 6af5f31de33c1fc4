// Every table, one file per area. Feature issues add their file here.
export * from './users';
export * from './sessions';
export * from './sms';
export * from './password-resets';
export * from './closet';
export * from './ai-prompts';
export * from './stylist';
