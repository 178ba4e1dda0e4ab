/**
 * URL attributes a partner or marketer writes (a thank-you page, a photo) are followed by our code, so
 * only web addresses are accepted: http(s) or relative. Anything else (`javascript:`, `data:`, a typo
 * like `htp:/x`) is ignored with a console warning naming the attribute, and the caller falls back to
 * its default (docs/widgets.md, "URL attributes").
 */
export function safeUrl(value: string | undefined, base?: string, what = 'URL'): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const fallbackBase = typeof location === 'undefined' ? 'https://invalid.example/' : location.href;
  let url: URL;
  try {
    url = new URL(value.trim(), base ?? fallbackBase);
  } catch {
    console.warn(`[steel] ${what} ignored: "${value}" is not a web address`);
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    console.warn(`[steel] ${what} ignored: "${value}" is not an http(s) or relative address`);
    return undefined;
  }
  return value.trim();
}
