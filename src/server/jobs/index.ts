export { defineJob, type AnyJobDefinition, type JobDefinition, type JobMeta } from './define';
export { jobDefinitions } from './definitions';
export { JobQueue, type QueueStat } from './job-queue';
