import { createHash } from 'node:crypto';
import { HYDRATED_EVENT, THEME_STORAGE_KEY } from '../../shared/page-meta';

/** The id of the JSON the boot script reads: the entry script and the chunks to preload with it. */
export const BOOT_DATA_ID = 'ww-boot';

/**
 * The one inline script (ADR 0055). On a painted page the app's scripts are requested only once
 * the page has loaded and its first paint is on screen (the browser's own first-contentful-paint
 * entry, which comes after the frame is presented; two animation frames where there is none), so
 * none of them competes with the first paint on a slow connection. Until the app has hydrated the page, a click on a button (or a form sent with
 * Enter) is held and played again afterwards on the same element, which hydration keeps, so an
 * early tap is late rather than lost, and a form never falls back to a native GET with the
 * password in the address. Links work as plain links throughout. A visitor who chose the dark
 * theme gets it before the first paint, not when the app starts. Constant text, so the content
 * security policy allows exactly it by hash.
 */
export const BOOT_SCRIPT = `(function () {
  var d = document;
  try {
    if (localStorage.getItem('${THEME_STORAGE_KEY}') === 'dark') d.documentElement.classList.add('dark');
  } catch (e) {}
  var boot = JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent);
  var clicked = [];
  var submitted = [];
  function holdClick(e) {
    var el = e.target instanceof Element ? e.target.closest('button, input[type=submit], input[type=checkbox], input[type=radio], [role=button], [role=tab], [role=switch], [role=checkbox]') : null;
    if (!el) return;
    e.preventDefault();
    e.stopPropagation();
    if (clicked.indexOf(el) < 0) clicked.push(el);
  }
  function holdSubmit(e) {
    e.preventDefault();
    e.stopPropagation();
    if (submitted.indexOf(e.target) < 0) submitted.push(e.target);
  }
  d.addEventListener('click', holdClick, true);
  d.addEventListener('submit', holdSubmit, true);
  d.addEventListener('${HYDRATED_EVENT}', function () {
    d.removeEventListener('click', holdClick, true);
    d.removeEventListener('submit', holdSubmit, true);
    clicked.forEach(function (el) { if (el.isConnected) el.click(); });
    submitted.forEach(function (form) { if (form.isConnected) form.requestSubmit(); });
  }, { once: true });
  function add(tag, attrs) {
    var el = d.createElement(tag);
    for (var k in attrs) el[k] = attrs[k];
    el.crossOrigin = '';
    d.head.appendChild(el);
  }
  function go() {
    boot.preload.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: boot.entry });
  }
  function start() {
    var P = window.PerformanceObserver;
    if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
      var observer = new P(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(go, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go, 0); }); });
    }
  }
  if (d.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
})();`;

/** For the content security policy's script-src. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
