import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

describe('importSummary', () => {
  it('says what was imported, and why entries were skipped, with their lines', () => {
    expect(
      importSummary({
        imported: 12,
        updated: 0,
        skipped: 2,
        skippedReasons: [
          { line: 18, message: 'the event "Silvesterstadl" has an unreadable DTSTART ("Next Year")' },
          { line: 22, message: 'the event "Dinner for One" has no DTSTART' },
        ],
      }),
    ).toBe(
      'Imported 12 events; skipped 2 (line 18: the event "Silvesterstadl" has an unreadable DTSTART ("Next Year"); line 22: the event "Dinner for One" has no DTSTART)',
    );
  });

  it('counts the reasons it does not list, and says nothing of what did not happen', () => {
    expect(importSummary({ imported: 1, updated: 3, skipped: 12, skippedReasons: [{ line: 4, message: 'x' }] })).toBe(
      'Imported 1 event; updated 3; skipped 12 (line 4: x; 11 more)',
    );
    expect(importSummary({ imported: 0, updated: 0, skipped: 0, skippedReasons: [] })).toBe('Imported 0 events');
  });
});
