import { describe, expect, it } from 'vitest';
import { decodeCalendarBytes, WINDOWS_1252_WARNING } from './decode-text';

describe('decodeCalendarBytes', () => {
  it('reads UTF-8 as UTF-8, byte-order mark or not, without a warning', () => {
    const utf8 = Buffer.from('SUMMARY:Café ’24', 'utf8');
    expect(decodeCalendarBytes(utf8)).toEqual({ text: 'SUMMARY:Café ’24', warning: null });
    expect(decodeCalendarBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])).text).toBe('SUMMARY:Café ’24');
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (a curly apostrophe, an en dash, ü), with a warning', () => {
    const bytes = Buffer.from([...Buffer.from('SUMMARY:Team'), 0x92, ...Buffer.from('s lunch '), 0x96, ...Buffer.from(' M'), 0xfc, ...Buffer.from('ller')]);
    expect(decodeCalendarBytes(bytes)).toEqual({ text: 'SUMMARY:Team’s lunch – Müller', warning: WINDOWS_1252_WARNING });
  });

  it('reads a UTF-16 file by its byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('BEGIN:VCALENDAR', 'utf16le')]);
    expect(decodeCalendarBytes(le)).toEqual({ text: 'BEGIN:VCALENDAR', warning: null });
  });
});
