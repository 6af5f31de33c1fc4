import type { IcsParseResult } from '../../../../domain/calendar';

/** What the parser thread answers: the parse, or why the file was refused (or the parser failed). */
export type WorkerAnswer = { id: number; ok: true; result: IcsParseResult } | { id: number; ok: false; refused: boolean; message: string };
