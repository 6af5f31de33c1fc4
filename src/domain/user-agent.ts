/** A session's device as people name it, read from the browser's User-Agent. */
export interface DeviceDescription {
  /** 'Chrome on macOS', 'Safari on iPhone', 'Unknown device'. */
  label: string;
  kind: 'phone' | 'tablet' | 'desktop' | 'unknown';
}

// Order matters: each token is tested before the ones its User-Agent also carries (Edge and
// Opera say Chrome; Chrome says Safari; every browser on iOS is Safari underneath).
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string, DeviceDescription['kind']][] = [
  [/\biPhone\b/, 'iPhone', 'phone'],
  [/\biPad\b/, 'iPad', 'tablet'],
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'phone'],
  [/\bAndroid\b/, 'Android tablet', 'tablet'],
  [/\bCrOS\b/, 'ChromeOS', 'desktop'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS', 'desktop'],
  [/\bWindows\b/, 'Windows', 'desktop'],
  [/\bLinux\b/, 'Linux', 'desktop'],
];

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return { label: 'Unknown device', kind: 'unknown' };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([re]) => re.test(ua));
  if (browser && system) return { label: `${browser} on ${system[1]}`, kind: system[2] };
  if (system) return { label: system[1], kind: system[2] };
  if (browser) return { label: browser, kind: 'unknown' };
  // A script or an app: its first product token says more than nothing ('curl', 'okhttp').
  const product = /^([A-Za-z][\w.-]{0,30})\//.exec(ua)?.[1];
  return { label: product ?? 'Unknown device', kind: 'unknown' };
}
