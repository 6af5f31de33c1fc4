import { readFileSync } from 'node:fs';
import { decodeCalendarBytes } from '../../src/domain/calendar/ics/decode-text';

/** The real-shaped calendar corpus (tests/fixtures/ics/real) and its table of expected events. */
const DIR = new URL('../fixtures/ics/real/', import.meta.url);

export interface ExpectedEvent {
  file: string;
  title: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

export interface ExpectedFile {
  file: string;
  skipped: number;
  unknownZones: string[];
}

const table = (markdown: string, heading: string): string[][] => {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`EXPECTED.md has no "${heading}" section`);
  return section
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
};

const markdown = readFileSync(new URL('EXPECTED.md', DIR), 'utf8');

export const CORPUS_USER_TIMEZONE = 'America/New_York';
export const CORPUS_TODAY = '2026-11-01';

export const expectedFiles: ExpectedFile[] = table(markdown, 'Files').map(([file, skipped, zones]) => ({
  file: file!,
  skipped: Number(skipped),
  unknownZones: zones ? zones.split(',').map((z) => z.trim()) : [],
}));

export const expectedEvents: ExpectedEvent[] = table(markdown, 'Events').map(([file, title, date, start, end]) => ({
  file: file!,
  title: title!,
  date: date!,
  startTime: start || null,
  endTime: end || null,
}));

/** A file's bytes as stored (outlook-cp1252.ics is Windows-1252, the rest UTF-8): what an upload or a feed sends. */
export const corpusBytes = (file: string) => readFileSync(new URL(file, DIR));

/** A file's text, read the way the server reads uploads and feeds. */
export const corpusFile = (file: string) => decodeCalendarBytes(corpusBytes(file)).text;

/** An event as the comparison sees it: what the user would read on the calendar. */
export const shown = (e: { title: string; date: string; startTime: string | null; endTime: string | null }) =>
  `${e.date} ${e.startTime ?? 'all day'}-${e.endTime ?? ''} ${e.title}`;
