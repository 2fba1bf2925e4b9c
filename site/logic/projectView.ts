import { isAddress } from '../../widget/core/base58';
import { META, type LstEntry } from '../../widget/core/lst';
import { safeHttpUrl } from '../../widget/core/safeUrl';

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
  /** Featured cards link by the entry's mint. */
  detailPath: string;
  /** The list links by the Mint address of the meta, as the spec says. */
  listPath: string;
}

const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

const text = (value: string | undefined) => value?.trim() ?? '';

export function projectView(entry: LstEntry): ProjectView {
  const meta = entry.meta ?? {};
  const handle = text(meta[META.twitter]);
  const vote = text(meta[META.voteAccount]) || text((entry.pool as { vote_account?: string } | undefined)?.vote_account);
  return {
    mint: entry.mint,
    name: text(meta[META.name]) || entry.name,
    symbol: text(meta[META.symbol]) || entry.symbol,
    logo: safeHttpUrl(meta[META.logo]) ?? safeHttpUrl(entry.logo_uri),
    oneLiner: text(meta[META.oneLiner]),
    categories: text(meta[META.categories]).split(', ').map((item) => item.trim()).filter(Boolean),
    website: safeHttpUrl(meta[META.website]),
    twitter: TWITTER_HANDLE.test(handle) ? `https://x.com/${handle}` : null,
    telegram: safeHttpUrl(meta[META.telegram]),
    valueProposition: text(meta[META.valueProposition]),
    bullets: [meta[META.bullet1], meta[META.bullet2], meta[META.bullet3]].map(text).filter(Boolean),
    voteAccount: vote && isAddress(vote) ? vote : null,
    detailPath: `/detail/${encodeURIComponent(entry.mint)}`,
    listPath: `/detail/${encodeURIComponent(text(meta[META.mintAddress]) || entry.mint)}`,
  };
}
