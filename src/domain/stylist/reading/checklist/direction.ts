import { dressCodeRank } from '../../dress-code';
import type { DressCode } from '../../dress-code';
import { readLocally, type RequestReader } from './invariance';
import type { RequestSummary } from '../request-summary';

/**
 * Direction tests (CheckList, issue 38.7): a change said to an outfit question moves the request the
 * way it says, and only that way: rain is read as rain, colder as cold, 'less formal' lowers the dress
 * code, 'I don't have X' rules X out, 'what about shoes?' keeps the outfit and asks for shoes.
 * Each check returns null when it holds, else what went wrong.
 */

export type Direction = 'rain' | 'colder' | 'less formal' | "don't own" | 'what about shoes';
export const DIRECTIONS: readonly Direction[] = ['rain', 'colder', 'less formal', "don't own", 'what about shoes'];

const keeps = (a: RequestSummary, b: RequestSummary) => a.kind === b.kind && a.occasion === b.occasion && a.day === b.day;
const sentence = (q: string) => (/[.!?]$/.test(q.trim()) ? q.trim() : `${q.trim()}.`);

export async function checkDirection(question: string, direction: Direction, read: RequestReader = readLocally): Promise<string | null> {
  const base = await read(question, []);
  if (base.kind !== 'outfit') return null;
  switch (direction) {
    case 'rain': {
      const said = await read(`${sentence(question)} It's supposed to rain all day.`, []);
      if (!said.weather.includes('rain') || !keeps(base, said)) return `said with it: ${said.kind}, weather ${said.weather.join(',')}`;
      const after = await read('what if it rains?', [question]);
      if (!after.weather.includes('rain') || !keeps(base, after)) return `as a follow-up: ${after.kind}, weather ${after.weather.join(',')}`;
      return null;
    }
    case 'colder': {
      const after = await read('and if it gets really cold?', [question]);
      return after.weather.includes('cold') && keeps(base, after) ? null : `${after.kind}, weather ${after.weather.join(',')}`;
    }
    case 'less formal': {
      const after = await read('can you make it less formal?', [question]);
      if (!keeps(base, after)) return `${after.kind} for ${after.occasion}`;
      const lowered =
        !base.dressCode ||
        !after.dressCode ||
        dressCodeRank(base.dressCode as DressCode) <= 1 ||
        dressCodeRank(after.dressCode as DressCode) < dressCodeRank(base.dressCode as DressCode);
      return lowered ? null : `dress code ${base.dressCode} → ${after.dressCode}`;
    }
    case "don't own": {
      const after = await read("I don't have a blazer, what else?", [question]);
      return after.avoid.includes('blazer') && keeps(base, after) ? null : `${after.kind}, avoid ${after.avoid.join(',')}`;
    }
    case 'what about shoes': {
      const after = await read('what about shoes?', [question]);
      return after.change === 'shoes' && keeps(base, after) ? null : `${after.kind}, change ${after.change}`;
    }
  }
}
