/**
 * What "Signed-in devices" says about a sign-in, from its User-Agent header: a device (the operating
 * system, or the phone or tablet) and a browser, in words a fan recognises. Only these two words are
 * kept, never the header itself. Unknown or absent → null, shown as "Unknown device" / "Unknown browser".
 */
export interface DeviceDescription {
  device: string | null;
  browser: string | null;
}

// First match wins: the order matters (Edge and Opera say Chrome too; Chrome says Safari; iPad may say Mac).
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(okhttp|Dalvik|CFNetwork)\b/, 'App'],
];

const devices: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b.*\bMobile\b/, 'Android phone'],
  [/\bAndroid\b/, 'Android tablet'],
  [/\bCrOS\b/, 'Chromebook'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | undefined): DeviceDescription {
  // A header is the client's word, and may be long: only its start is read.
  const text = (userAgent ?? '').slice(0, 512);
  const pick = (rules: Array<[RegExp, string]>) => rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { device: pick(devices), browser: pick(browsers) };
}
