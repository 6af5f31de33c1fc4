/** One mail as the viewer shows it: the text is the stored, masked copy unless its key holder opened the page. */
export interface DevMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Links in a mail's text made clickable; everything else escaped. */
const withLinks = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');

/**
 * The local outbox: the mails the app would have sent, newest first, with their links clickable.
 * Server-rendered so it works without the web build, like /dev/phone.
 */
export function renderDevMail(brandName: string, mails: DevMail[], live: boolean): string {
  const items = mails
    .map(
      (m) => `<article>
<header><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong> · from ${escapeHtml(m.from)} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC</time></p></header>
<pre>${withLinks(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · ${escapeHtml(brandName)}</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,sans-serif;margin:0;background:#f5f3ef;color:#1c1917}
body>header{padding:14px 18px;background:#1c1917;color:#fff}
body>header h1{margin:0;font-size:18px}body>header p{margin:4px 0 0;opacity:.8;font-size:13px}
main{max-width:760px;margin:0 auto;padding:16px;display:grid;gap:12px}
article{background:#fff;border-radius:14px;padding:14px 16px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
article h2{margin:0;font-size:16px}article header p{margin:4px 0 0;font-size:13px;color:#57534e;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:15px;line-height:1.45;margin:12px 0 0}
a{color:#9a3412}
.empty{text-align:center;color:#57534e;padding:40px 16px}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body>
<header><h1>${escapeHtml(brandName)} outbox</h1><p>Mails the app sent while no SMTP_URL is set. Newest first; reload to see new ones.${live ? '' : ' Codes and link tokens are masked: open the link printed at start to read them.'}</p></header>
<main>${items || '<p class="empty">No mails yet. Sign up with an email, or change it in Settings, to get a verification link here.</p>'}</main>
</body></html>`;
}
