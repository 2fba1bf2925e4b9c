import { isAddress } from '../core/encoding/isAddress';
import { DEFAULT_FEE_CAPS, isFeeCap, type FeeCaps } from '../core/guard/feeCaps';

/**
 * The embedder's referrer, if it is an address. One that is not is the page's mistake: it is left out
 * (and said), and the staker's own account takes the share, rather than the deposit route failing.
 */
export function embedderReferrer(referrer: string | undefined): string | undefined {
  if (referrer === undefined || isAddress(referrer)) return referrer;
  console.warn(`lst-stake: referrer "${referrer}" is not a Solana address; it is ignored`);
  return undefined;
}

/** The embedder's fee caps over the defaults. A cap that is none is the page's mistake, said like the referrer's; the default holds. */
export function embedderCaps(given: Partial<FeeCaps> | undefined): FeeCaps {
  const caps = { ...DEFAULT_FEE_CAPS };
  for (const [name, value] of Object.entries(given ?? {}) as [keyof FeeCaps, number | undefined][]) {
    if (value === undefined) continue;
    if (isFeeCap(value)) caps[name] = value;
    else console.warn(`lst-stake: ${name} ${value} is ignored: not 0-10000 basis points`);
  }
  return caps;
}
