import type { GoogleEvent } from '../../../../adapters/calendar';
import { addDays, localDateTime } from '../../../../domain/calendar';
import type { ImportedEvent } from '../import-occurrences';
import { stripMarkup } from '../../../../shared/plain-text';

const MAX_ALL_DAY_SPAN = 14;

/** Google sends descriptions as HTML: the calendar shows text. */
function plain(html: string | null): string | null {
  if (!html) return null;
  // Tags go in one pass: a backtracking tag pattern rescans the rest from every unclosed '<' (ADR 0102).
  const text = stripMarkup(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n'), '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
  return text ? text.slice(0, 2000) : null;
}

/** Google events as the days they fall on in the user's timezone; cancelled ones are not events. */
export function mapGoogleEvents(events: readonly GoogleEvent[], timezone: string): ImportedEvent[] {
  const out: ImportedEvent[] = [];
  for (const e of events) {
    if (e.status === 'cancelled') continue;
    const base = {
      title: (e.summary?.trim() || '(No title)').slice(0, 200),
      location: e.location?.trim().slice(0, 200) || null,
      description: plain(e.description),
    };
    if (e.start.date) {
      const first = e.start.date;
      const end = e.end.date ?? addDays(first, 1);
      const span = Math.min(Math.max(1, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000)), MAX_ALL_DAY_SPAN);
      for (let day = 0; day < span; day++) {
        out.push({ ...base, sourceId: day === 0 ? e.id : `${e.id}#${day + 1}`, date: addDays(first, day), startTime: null, endTime: null });
      }
      continue;
    }
    if (!e.start.dateTime) continue;
    const startInstant = new Date(e.start.dateTime);
    if (Number.isNaN(startInstant.getTime())) continue;
    const start = localDateTime(startInstant, timezone);
    const endInstant = e.end.dateTime ? new Date(e.end.dateTime) : startInstant;
    const end = Number.isNaN(endInstant.getTime()) ? start : localDateTime(endInstant, timezone);
    out.push({ ...base, sourceId: e.id, date: start.date, startTime: start.time, endTime: end.date === start.date ? end.time : '23:59' });
  }
  return out;
}
