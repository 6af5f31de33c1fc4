// Every table, one file per area. Feature issues add their file here.
export * from './users';
export * from './sessions';
export * from './sms';
export * from './password-resets';
export * from './closet';
export * from './ai-prompts';
export * from './stylist';
export * from './hardening';
export * from './administration';
export * from './retail';
export * from './catalog';
export * from './billing';
export * from './calendar';
export * from './conversation';
export * from './rate-limits';
export * from './data-exports';
export * from './account';
