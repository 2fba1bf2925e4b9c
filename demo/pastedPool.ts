import { addressBytes, utf8 } from '../widget/core/encoding/instructionData';
import { programAddressOf } from '../widget/solana/programAddress';
import { TOKEN_PROGRAM } from '../widget/core/addresses/splPrograms';
import { isAddress } from '../widget/core/encoding/isAddress';
import type { LstEntry } from '../widget/core/lst/lst';
import { POOL_PROGRAM_IDS } from '../widget/core/stakePool/poolPrograms';
import type { Fee } from '../widget/core/stakePool/stakePool';
import type { DemoPoolSeed } from './demoProjects';

/**
 * A pool launched on the site's demo chain, as its snippet carries it to another page: the try-it
 * script there starts its own demo chain with a copy of it (its addresses, name and fees), so the card
 * with `pool=` stakes into it where the snippet is pasted. The demo chain lives in one page; this is
 * how a team's demo pool goes with its snippet. Fees in basis points.
 */
export interface PastedPool {
  pool: string;
  mint: string;
  name: string;
  symbol: string;
  epochFee: number;
  depositFee: number;
  withdrawalFee: number;
  referral: number;
}

/** The copy's totals: one SOL per token, as a pool just launched, with 1 SOL in it. */
const COPY_LAMPORTS = 1_000_000_000n;

const basisPoints = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000;
const shortText = (value: unknown, most: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= most;

/** The pasted pools in `text` (one pool or a list, as JSON); nothing for text that is no such pool, which the page's console says. */
export function parsePastedPools(text: string | null | undefined): PastedPool[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.error('lst-stake-demo.js: data-demo-pool is not JSON; no pool was copied.');
    return [];
  }
  const pools = (Array.isArray(parsed) ? parsed : [parsed]) as Partial<Record<keyof PastedPool, unknown>>[];
  return pools.filter((pool): pool is PastedPool => {
    const valid =
      typeof pool === 'object' &&
      pool !== null &&
      typeof pool.pool === 'string' &&
      isAddress(pool.pool) &&
      typeof pool.mint === 'string' &&
      isAddress(pool.mint) &&
      shortText(pool.name, 32) &&
      shortText(pool.symbol, 10) &&
      basisPoints(pool.epochFee) &&
      basisPoints(pool.depositFee) &&
      basisPoints(pool.withdrawalFee) &&
      Number.isInteger(pool.referral) &&
      (pool.referral as number) >= 0 &&
      (pool.referral as number) <= 100;
    if (!valid) console.error('lst-stake-demo.js: a data-demo-pool entry is not a pool (pool, mint, name, symbol, fees); it was left out.');
    return valid;
  });
}

const fee = (bps: number): Fee => ({ numerator: BigInt(bps), denominator: 10_000n });
/** An address of the copy's own (its list, reserve, manager): derived from the pool, so the copy is the same wherever it is pasted. */
const derived = (pool: string, seed: string) => programAddressOf([addressBytes(pool), utf8(seed)], POOL_PROGRAM_IDS.Spl);

/** The copy as the demo chain seeds a pool. */
export function pastedPoolSeed(pasted: PastedPool): DemoPoolSeed & { mint: string; address: string } {
  return {
    mint: pasted.mint,
    address: pasted.pool,
    program: 'Spl',
    validatorList: derived(pasted.pool, 'demo-copy-list'),
    reserve: derived(pasted.pool, 'demo-copy-reserve'),
    manager: derived(pasted.pool, 'demo-copy-manager'),
    totalLamports: COPY_LAMPORTS,
    poolTokenSupply: COPY_LAMPORTS,
    solDepositFee: fee(pasted.depositFee),
    solReferralFee: pasted.referral,
    epochFee: fee(pasted.epochFee),
    solWithdrawalFee: fee(pasted.withdrawalFee),
  };
}

/** The copy as the demo's LST list names it: its name and symbol, as the team's metadata says them. */
export function pastedPoolEntry(pasted: PastedPool): LstEntry {
  const seed = pastedPoolSeed(pasted);
  return {
    mint: pasted.mint,
    name: pasted.name,
    symbol: pasted.symbol,
    logo_uri: '',
    decimals: 9,
    token_program: TOKEN_PROGRAM,
    pool: { program: 'Spl', pool: pasted.pool, validator_list: seed.validatorList },
    meta: {
      'Mint address': pasted.mint,
      'Mint logo URL': '',
      'Mint name': pasted.name,
      'Mint symbol': pasted.symbol,
      'One-liner': `${pasted.name}, a copy of a pool launched on the demo`,
      Categories: '',
      Website: '',
      Twitter: '',
      'TG group link': '',
      'Main value proposition': '',
      'First bullet point': '',
      'Second bullet point': '',
      'Third bullet point': '',
      'Vote account': '',
    },
  };
}
