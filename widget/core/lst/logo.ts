import { safeHttpsUrl } from './safeUrl';

/** The letter a logo placeholder shows: the name's first character (not code unit), upper-cased. */
export function logoInitial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/** What a logo from untrusted metadata shows: its image, or a lettered placeholder. */
export type LogoView =
  { image: { src: string; alt: ''; width: number; height: number; loading: 'lazy'; referrerPolicy: 'no-referrer' } } | { initial: string };

/**
 * The one rule for every logo (the site's projects, the card's token): an https image without user
 * info, loaded lazily and with no referrer, decorative (the name is written beside it); a lettered
 * placeholder when there is no such URL or when that URL has `failed` to load.
 */
export function logoView(src: string | null | undefined, name: string, size: number, failed: string | null): LogoView {
  const url = safeHttpsUrl(src);
  if (!url || url === failed) return { initial: logoInitial(name) };
  return { image: { src: url, alt: '', width: size, height: size, loading: 'lazy', referrerPolicy: 'no-referrer' } };
}
