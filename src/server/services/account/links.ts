import type { Ctx } from '../../context';

/** Where links in mails point: PUBLIC_URL, or this server on localhost for a developer's machine. */
export function appUrl(ctx: Pick<Ctx, 'config'>, path: string): string {
  const base = ctx.config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${ctx.config.port}`;
  return `${base}${path}`;
}
