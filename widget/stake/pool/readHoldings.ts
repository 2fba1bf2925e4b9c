import type { StakeWidgetConfig } from '../../core/config/config';
import { namesPool } from '../../core/lst/entryPool';
import type { LstEntry } from '../../core/lst/lst';
import type { BalanceBoard } from '../../core/page/balanceBoard';
import { worthAtPoolRate } from '../../core/lst/position';
import type { SharedReads } from '../../core/page/sharedReads';
import type { HoldingsState } from '../holdingsState';
import { associatedTokenAddress } from '../../solana/stakeAccounts';
import { readHeld, readOwnedAccounts } from './readHeld';
import type { PoolReading } from './readPool';
import { readPoolOnPage } from './readPoolOnPage';

export interface HoldingsAsk {
  config: StakeWidgetConfig;
  entry: LstEntry;
  /** The connected staker, or null: then only the APY is read. */
  wallet: string | null;
  balances: BalanceBoard;
  poolReads?: SharedReads<PoolReading>;
  signal: AbortSignal;
}

/**
 * The card's APY and the staker's position, in the lazy route chunk (a card's first load carries only
 * the state they land in): the APY as soon as the page's pool read answers, then the position, valued
 * at that read's rate. A failed read says nothing (null) rather than something wrong.
 */
export async function readHoldings(
  { config, entry, wallet, balances, poolReads, signal }: HoldingsAsk,
  settled: (next: Partial<HoldingsState>) => void,
): Promise<void> {
  // The pool's read is the page's: the card's own offers share it, so it is asked without this card's
  // signal (nobody's answer is thrown away when this card moves on).
  const pool = namesPool(entry) ? readPoolOnPage(config, entry, { reads: poolReads }).catch(() => null) : Promise.resolve(null);
  const held = wallet ? readHeld(config, wallet, entry, balances, signal).catch(() => null) : Promise.resolve(null);
  // Whether their associated account of the LST (the one a stake pays into) exists, from the same read of their accounts.
  const associated = wallet
    ? readOwnedAccounts(config, wallet, entry.token_program, balances, signal)
        .then((listed) => listed.some(({ address }) => address === associatedTokenAddress(wallet, entry.mint, entry.token_program)))
        .catch(() => null)
    : Promise.resolve(null);
  const reading = await pool;
  settled({ apy: reading?.ok ? reading.apy : null });
  const [tokens, opened] = [await held, await associated];
  const totals = reading?.ok ? reading.pool : null;
  settled({
    position: tokens === null ? null : { tokens, worth: totals ? worthAtPoolRate(tokens, totals) : null },
    tokenAccountMissing: opened === false,
  });
}
