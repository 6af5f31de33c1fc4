/** A calendar file's bytes as text, and what the reader should be told about how they were read. */
export interface DecodedCalendar {
  text: string;
  /** Set when the bytes were not UTF-8 and were read as Windows-1252. */
  warning: string | null;
}

export const WINDOWS_1252_WARNING =
  'The file is not UTF-8 text; it was read as Windows-1252 (what Outlook writes). Check accented letters and quotes in the imported events.';

/**
 * RFC 5545 says UTF-8, but Outlook and older Exchange servers write the Windows code page: one
 * curly apostrophe (0x92) made a whole calendar unreadable. Valid UTF-8 (with or without a BOM)
 * is read as such, a UTF-16 file by its byte-order mark, anything else as Windows-1252, which
 * gives every byte a character, with a warning. Binary data is still refused by the reader.
 */
export function decodeCalendarBytes(bytes: Uint8Array): DecodedCalendar {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), warning: null };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), warning: null };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), warning: null };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), warning: WINDOWS_1252_WARNING };
  }
}
