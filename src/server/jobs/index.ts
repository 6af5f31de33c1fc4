export { defineJob, type AnyJobDefinition, type JobDefinition, type JobMeta } from './define';
export { JobQueue } from './job-queue';
export type { JobQueuePort, JobRef, QueueStat } from './port';
