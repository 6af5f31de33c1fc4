const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A plain server-rendered page (it must work even when the web app is not built) with its script
 * in /dev/phone/app.js: a phone whose owner is picked from the users, texting the app through
 * the signed webhook and showing the replies as a chat.
 */
export function renderDevPhone(brandName: string, serviceNumber: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulated phone · ${escapeHtml(brandName)}</title>
<style>
*{box-sizing:border-box}
[hidden]{display:none!important}
body{font-family:system-ui,-apple-system,sans-serif;margin:0;background:#f5f3ef;color:#1c1917;min-height:100dvh;display:flex;flex-direction:column}
header{padding:14px 18px;background:#1c1917;color:#fff}
header h1{margin:0;font-size:18px}header p{margin:4px 0 0;opacity:.75;font-size:13px}
main{flex:1;display:flex;justify-content:center;padding:16px}
.phone{width:100%;max-width:440px;background:#fff;border-radius:28px;box-shadow:0 10px 40px rgba(0,0,0,.12);display:flex;flex-direction:column;overflow:hidden;height:calc(100dvh - 120px);min-height:480px}
.bar{padding:12px 14px;border-bottom:1px solid #e7e5e4;display:grid;gap:8px}
.bar label{font-size:12px;font-weight:600;color:#57534e}
.row{display:flex;gap:8px}
select,input[type=text],input[type=tel]{font:inherit;font-size:15px;padding:9px 10px;border:1px solid #d6d3d1;border-radius:10px;width:100%;background:#fff;color:inherit}
.who{font-size:12px;color:#57534e}
.chat{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#fafaf9}
.msg{max-width:80%;padding:9px 12px;border-radius:16px;white-space:pre-wrap;word-wrap:break-word;font-size:15px;line-height:1.35}
.msg.out{align-self:flex-start;background:#e7e5e4;border-bottom-left-radius:4px}
.msg.in{align-self:flex-end;background:#b45309;color:#fff;border-bottom-right-radius:4px}
.meta{font-size:11px;opacity:.7;margin-top:3px}
.msg img{display:block;max-width:180px;border-radius:10px;margin-bottom:4px}
.empty{margin:auto;color:#78716c;text-align:center;font-size:14px;padding:20px}
form{display:flex;gap:8px;padding:10px;border-top:1px solid #e7e5e4;align-items:center}
button{font:inherit;font-size:15px;border:0;border-radius:999px;padding:9px 16px;background:#1c1917;color:#fff;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
.attach{background:#f5f5f4;color:#1c1917;padding:8px 10px;display:flex}
.attach.on{background:#fde68a}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.error{color:#b91c1c;font-size:13px;padding:0 14px 8px}
</style></head><body>
<header><h1>Simulated phone</h1><p>SMS simulator: ${escapeHtml(brandName)} texts from ${escapeHtml(serviceNumber)}. Nothing leaves this machine.</p></header>
<main><section class="phone" aria-label="Phone">
  <div class="bar">
    <label for="user">This phone belongs to</label>
    <select id="user"><option value="">Loading users...</option></select>
    <div class="row" id="otherRow" hidden><input id="other" type="tel" placeholder="+14155550134" aria-label="Phone number" autocomplete="off"></div>
    <div class="who" id="who" aria-live="polite"></div>
  </div>
  <div class="chat" id="chat" aria-live="polite" aria-label="Conversation" tabindex="0"><p class="empty">Pick a user to see their texts.</p></div>
  <p class="error" id="error" role="alert" hidden></p>
  <form id="compose">
    <label class="sr" for="photo">Attach a photo</label>
    <input id="photo" type="file" accept="image/jpeg,image/png,image/webp" hidden>
    <button type="button" class="attach" id="attach" aria-label="Attach a photo"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z"/><circle cx="12" cy="13" r="3"/></svg></button>
    <label class="sr" for="body">Message</label>
    <input id="body" type="text" placeholder="Text message" autocomplete="off" maxlength="1600">
    <button type="submit" id="send">Send</button>
  </form>
</section></main>
<script src="/dev/phone/app.js"></script>
</body></html>`;
}

/** The phone's behaviour; served as a file so the CSP's script-src 'self' holds. */
export const DEV_PHONE_SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id);
  const userSel = $('user'), other = $('other'), otherRow = $('otherRow'), who = $('who'), chat = $('chat');
  const body = $('body'), photo = $('photo'), attach = $('attach'), send = $('send'), error = $('error');
  let phone = '', lastKey = '', photoData = null;
  const params = new URLSearchParams(location.search);

  const showError = (text) => { error.hidden = !text; error.textContent = text || ''; };
  const fmt = (iso) => new Date(iso).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

  async function loadUsers() {
    const res = await fetch('/api/dev/phone/users', { credentials: 'same-origin' });
    const users = res.ok ? await res.json() : [];
    userSel.innerHTML = '';
    const none = new Option('Choose a user...', ''); userSel.add(none);
    for (const u of users) userSel.add(new Option(u.fullName + (u.username ? ' (@' + u.username + ')' : '') + ' ' + u.phoneNumber + (u.smsOptedOut ? ' · opted out' : ''), u.phoneNumber));
    userSel.add(new Option('Another number (no account)...', 'other'));
    const wanted = params.get('phone');
    if (wanted && users.some((u) => u.phoneNumber === wanted)) userSel.value = wanted;
    else if (users.length) userSel.value = users[0].phoneNumber;
    pick();
  }

  function pick() {
    otherRow.hidden = userSel.value !== 'other';
    phone = userSel.value === 'other' ? other.value.trim() : userSel.value;
    who.textContent = phone ? 'Texting as ' + phone : '';
    lastKey = '';
    refresh();
  }

  async function refresh() {
    if (!phone) { chat.innerHTML = '<p class="empty">Pick a user to see their texts.</p>'; return; }
    const res = await fetch('/api/dev/phone/messages?phone=' + encodeURIComponent(phone), { credentials: 'same-origin' });
    if (!res.ok) return;
    const msgs = (await res.json()).reverse();
    const key = msgs.map((m) => m.id + m.status).join(',');
    if (key === lastKey) return;
    lastKey = key;
    chat.innerHTML = '';
    if (!msgs.length) chat.innerHTML = '<p class="empty">No texts with this number yet. Say hello, text HELP, or send a photo of a piece of clothing.</p>';
    for (const m of msgs) {
      const el = document.createElement('div');
      el.className = 'msg ' + (m.direction === 'inbound' ? 'in' : 'out');
      if (m.mediaCount) { const tag = document.createElement('div'); tag.textContent = '[Photo]'; tag.style.fontWeight = '600'; el.append(tag); }
      if (m.body) el.append(document.createTextNode(m.body));
      const meta = document.createElement('div');
      meta.className = 'meta';
      meta.textContent = fmt(m.createdAt) + (m.direction === 'inbound' ? '' : ' · ' + m.purpose.replace('_', ' ')) + (m.status === 'failed' ? ' · failed' : '');
      el.append(meta);
      chat.append(el);
    }
    chat.scrollTop = chat.scrollHeight;
  }

  userSel.addEventListener('change', pick);
  other.addEventListener('change', pick);
  attach.addEventListener('click', () => photo.click());
  photo.addEventListener('change', () => {
    const file = photo.files && photo.files[0];
    if (!file) { photoData = null; attach.classList.remove('on'); return; }
    if (file.size > 5 * 1024 * 1024) { showError('Photos up to 5MB, as MMS allows.'); photo.value = ''; return; }
    const reader = new FileReader();
    reader.onload = () => { photoData = reader.result; attach.classList.add('on'); attach.setAttribute('aria-label', 'Photo attached: ' + file.name); };
    reader.readAsDataURL(file);
  });
  $('compose').addEventListener('submit', async (e) => {
    e.preventDefault();
    if (!phone) { showError('Pick who is texting first.'); return; }
    if (!body.value.trim() && !photoData) return;
    send.disabled = true; showError('');
    try {
      const res = await fetch('/api/dev/phone/send', {
        method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Object.assign({ phoneNumber: phone, body: body.value }, photoData ? { photo: photoData } : {})),
      });
      if (!res.ok) { const j = await res.json().catch(() => ({})); showError(j.message || 'Could not send (' + res.status + ')'); return; }
      body.value = ''; photo.value = ''; photoData = null; attach.classList.remove('on'); attach.setAttribute('aria-label', 'Attach a photo');
      await refresh();
    } finally { send.disabled = false; body.focus(); }
  });
  loadUsers();
  setInterval(refresh, 2000);
})();
`;
