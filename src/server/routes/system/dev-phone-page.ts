import type { smsMessages } from '../../../db/schema';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain server-rendered page: it must work even when the web app is not built. */
export function renderDevPhone(brandName: string, messages: (typeof smsMessages.$inferSelect)[]): string {
  const rows = messages
    .map(
      (m) => `<li class="${m.direction}">
  <div class="meta"><strong>${m.direction === 'inbound' ? 'From ' + escapeHtml(m.fromNumber) : 'To ' + escapeHtml(m.toNumber)}</strong>
  · ${escapeHtml(m.purpose)} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>${m.status === 'failed' ? ' · <em>failed</em>' : ''}</div>
  <p>${escapeHtml(m.body)}</p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Simulated phone · ${escapeHtml(brandName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f3ef;color:#1c1917}
header{padding:16px 20px;background:#1c1917;color:#fff}header p{margin:4px 0 0;opacity:.75;font-size:14px}
ul{list-style:none;margin:0;padding:16px;max-width:720px}
li{background:#fff;border-radius:12px;padding:12px 14px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
li.inbound{background:#e0f2fe}.meta{font-size:12px;color:#57534e}p{margin:6px 0 0;white-space:pre-wrap}
.empty{padding:24px;color:#57534e}
</style></head><body>
<header><h1 style="margin:0;font-size:20px">Simulated phone</h1><p>SMS simulator: texts ${escapeHtml(brandName)} would have sent are shown here instead. Refreshes every 5 seconds.</p></header>
${messages.length ? `<ul>${rows}</ul>` : '<p class="empty">No text messages yet.</p>'}
</body></html>`;
}
