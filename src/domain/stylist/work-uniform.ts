import { containsPhrase, normalizeText } from './text';
import type { ClosetItem, DayEvent } from './types';

/**
 * One reading of work uniform for every builder (the day's outfit, activities, packing). Work uniform (a chef's jacket, scrubs, kitchen clogs, a hi-vis vest) is for the job it was made for: a birthday dinner
 * or a day off is never dressed in it, however well its colour or level would score. Read from the piece's name, so a
 * closet entered in any words is covered; a nursing top (breastfeeding) or work boots (a style) are no uniform.
 */
// prettier-ignore
const UNIFORM_WORDS = ['chef', 'chefs', 'kitchen', 'scrubs', 'scrub set', 'scrub top', 'scrub dress', 'scrub trousers', 'scrub pants', 'uniform', 'apron', 'lab coat', 'hi vis',
  'high vis', 'hivis', 'high visibility', 'safety boot', 'safety shoe', 'steel toe', 'steel toed', 'steel toecap', 'steel cap', 'steel capped', 'non slip',
  'nursing clog', 'tabard', 'coveralls', 'care worker', 'carer', 'healthcare', 'nurse', 'nurses', 'work tunic', 'work polo', 'work shirt'];

/** Words of an event's title that say it is the job itself ('work', 'my shift', 'clinic day'). */
const WORK_WORDS = ['work', 'shift', 'office', 'job', 'clinic', 'hospital', 'kitchen', 'restaurant service', 'site', 'ward', 'rota'];

export function isWorkUniform(item: Pick<ClosetItem, 'name' | 'subcategory'>): boolean {
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  return UNIFORM_WORDS.some((w) => containsPhrase(text, w));
}

/** Protective gear among the uniform words: steel toes and hi-vis serve a fence built at home as well as a shift. */
// prettier-ignore
const SAFETY_WORDS = ['safety boot', 'safety shoe', 'steel toe', 'steel toed', 'steel toecap', 'steel cap', 'steel capped', 'non slip', 'hi vis', 'high vis', 'hivis', 'high visibility'];

/** A uniform's clothes (scrubs, an apron, a work polo), which stay at work; protective gear is not among them. */
export function isUniformClothing(item: Pick<ClosetItem, 'name' | 'subcategory'>): boolean {
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  return isWorkUniform(item) && !SAFETY_WORDS.some((w) => containsPhrase(text, w));
}

/** Whether one of the day's events is the job: only then is uniform worn. */
export function dressesForWork(events: readonly Pick<DayEvent, 'title' | 'said' | 'date'>[], date: string): boolean {
  return events.some((e) => isOnDuty(e, date));
}

/** Whether an event on `date` is the job itself ('work', 'my shift', 'placement on the ward'). */
function isTheJob(e: Pick<DayEvent, 'title' | 'said' | 'date'>, date: string): boolean {
  const text = normalizeText(`${e.title} ${e.said ?? ''}`);
  // A job interview is for the job, not on it: no one is interviewed in the uniform.
  return e.date.slice(0, 10) === date && !NOT_THE_JOB.some((w) => containsPhrase(text, w)) && WORK_WORDS.some((w) => containsPhrase(text, w));
}

/** Words of a gathering held by or at work (the Christmas do, a potluck): the people of the job, off duty. */
// prettier-ignore
const OFF_DUTY = ['party', 'do', 'xmas', 'christmas', 'holiday', 'potluck', 'drinks', 'dinner', 'lunch', 'brunch', 'social', 'celebration', 'farewell',
  'leaving', 'happy hour', 'bbq', 'barbecue', 'picnic', 'gala', 'awards', 'retirement', 'launch', 'offsite', 'off site', 'away day', 'team building', 'night out'];

/** Whether an event on `date` is a shift of the job itself, not a gathering of the people of it ('work xmas do'). */
export function isOnDuty(e: Pick<DayEvent, 'title' | 'said' | 'date'>, date: string): boolean {
  const text = normalizeText(`${e.title} ${e.said ?? ''}`);
  return isTheJob(e, date) && !OFF_DUTY.some((w) => containsPhrase(text, w));
}

/** Words of an event that is about a job without being the job itself. */
const NOT_THE_JOB = ['interview', 'interviews', 'job fair', 'career fair', 'assessment centre', 'assessment center'];
