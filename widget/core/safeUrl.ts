/**
 * Untrusted metadata becomes a link or an image only through this: absolute http(s) URLs pass,
 * everything else (javascript:, data:, vbscript:, relative paths, whitespace tricks) is null.
 */
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Browsers strip tabs and newlines inside URLs ("java\tscript:"), so whitespace or control characters refuse.
  if (!text || /\s/.test(text) || Array.from(text).some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname) return null;
  return url.href;
}

/** Wallet icons come from the installed wallet itself: raster or SVG data URLs are fine in an <img>. */
export function safeWalletIcon(value: unknown): string | null {
  if (typeof value === 'string' && /^data:image\/(svg\+xml|png|webp|gif|jpeg)[;,]/i.test(value)) return value;
  return safeHttpUrl(value);
}
