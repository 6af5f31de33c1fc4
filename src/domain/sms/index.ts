export * from './budget';
export * from './fit-segments';
export * from './keywords';
export * from './send-time';
export * from './texts';
export * from './mask-secrets';
export * from './outfit-text';
export * from './consultation-reply';
