import { isAddress } from '../../widget/core/encoding/isAddress';
import { META, type LstEntry } from '../../widget/core/lst/lst';
import { safeHttpsUrl, safeTelegramUrl } from '../../widget/core/lst/safeUrl';

/** What the site shows of a project: every field from the untrusted list, made safe to render. */
export interface ProjectView {
  mint: string;
  name: string;
  symbol: string;
  /** An http(s) logo URL, or null for the placeholder. */
  logo: string | null;
  oneLiner: string;
  categories: string[];
  website: string | null;
  twitter: string | null;
  telegram: string | null;
  valueProposition: string;
  bullets: string[];
  voteAccount: string | null;
  /** Every card links by the entry's own mint (never by what its meta claims). */
  detailPath: string;
}

const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

const text = (value: string | undefined) => value?.trim() ?? '';

export function projectView(entry: LstEntry): ProjectView {
  const meta = entry.meta ?? {};
  const handle = text(meta[META.twitter]);
  const vote = text(meta[META.voteAccount]) || text(entry.pool?.vote_account);
  return {
    mint: entry.mint,
    name: text(meta[META.name]) || entry.name,
    symbol: text(meta[META.symbol]) || entry.symbol,
    logo: safeHttpsUrl(meta[META.logo]) ?? safeHttpsUrl(entry.logo_uri),
    oneLiner: text(meta[META.oneLiner]),
    categories: text(meta[META.categories])
      .split(', ')
      .map((item) => item.trim())
      .filter(Boolean),
    website: safeHttpsUrl(meta[META.website]),
    twitter: TWITTER_HANDLE.test(handle) ? `https://x.com/${handle}` : null,
    telegram: safeTelegramUrl(meta[META.telegram]),
    valueProposition: text(meta[META.valueProposition]),
    bullets: [meta[META.bullet1], meta[META.bullet2], meta[META.bullet3]].map(text).filter(Boolean),
    voteAccount: vote && isAddress(vote) ? vote : null,
    detailPath: `/detail/${encodeURIComponent(entry.mint)}`,
  };
}

/**
 * An entry whose meta claims another mint than its own: it could show its page at a real project's
 * address. The spec's list links by the meta's 'Mint address'; with this rule that is always the
 * entry's own mint, so both links agree.
 */
export function claimsAnotherMint(entry: LstEntry): boolean {
  const claimed = text(entry.meta?.[META.mintAddress]);
  return claimed !== '' && claimed !== entry.mint;
}
