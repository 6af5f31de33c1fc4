export { readMessage, type Reading } from './read';
export { requestOf, requestDifferences, type RequestSummary } from './request-summary';
