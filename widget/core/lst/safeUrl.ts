/**
 * Untrusted metadata becomes a link or an image only through these. Refused: anything that is not an
 * absolute URL of the expected scheme with a host (javascript:, data:, relative paths), whitespace or
 * control characters (browsers strip "java\tscript:"), and user info ("https://t.me@evil.example/"
 * goes to evil.example).
 */
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

function parseWebUrl(value: unknown, protocols: readonly string[]): URL | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || /\s/.test(text) || Array.from(text).some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!protocols.includes(url.protocol) || !url.hostname || url.username || url.password) return null;
  return url;
}

/** An https URL fit for a link or an image from untrusted metadata, or null. */
export function safeHttpsUrl(value: unknown): string | null {
  return parseWebUrl(value, ['https:'])?.href ?? null;
}

const TELEGRAM_HOSTS = ['t.me', 'telegram.me'];

/** A Telegram group link: https on t.me or telegram.me only. */
export function safeTelegramUrl(value: unknown): string | null {
  const url = parseWebUrl(value, ['https:']);
  return url && TELEGRAM_HOSTS.includes(url.hostname) ? url.href : null;
}

/** True for an http(s) URL a person typed (the launch form's metadata URI). */
export function isWebUrl(value: unknown): boolean {
  return parseWebUrl(value, ['https:', 'http:']) !== null;
}

/** Wallet icons come from the installed wallet itself: raster or SVG data URLs are fine in an <img>. */
export function safeWalletIcon(value: unknown): string | null {
  if (typeof value === 'string' && /^data:image\/(svg\+xml|png|webp|gif|jpeg)[;,]/i.test(value)) return value;
  return safeHttpsUrl(value);
}
