import { createRpcClient } from '../widget/api/rpcClient';
import type { StakeWidgetConfig } from '../widget/core/config/config';
import { namesStakePool } from '../widget/core/lst/entryPool';
import type { LstEntry } from '../widget/core/lst/lst';
import { heldByMint, worthAtPoolRate } from '../widget/core/lst/position';
import { pageBalanceBoard } from '../widget/core/page/page';
import { exitStakeAddresses, readExitStakeAccounts, type ExitStakeAccount } from '../widget/exit/readExitStakeAccounts';
import { MAX_AGE_MS } from '../widget/stake/offerDesk';
import { readOwnedAccounts } from '../widget/stake/pool/readHeld';
import { readPoolOnPage } from '../widget/stake/pool/readPoolOnPage';
import { claimsAnotherMint } from './logic/projectView';

/** Why a holding has no SOL worth: its project names no stake pool (it is staked by swap), or the chain's account there is not the listed pool. */
export type NoWorth = 'no-pool' | 'not-the-pool';

/** One project the wallet holds the token of, or has exit stake accounts from. */
export interface YourStake {
  entry: LstEntry;
  /** What the wallet holds of the token, in its base units, across all its accounts of the mint. */
  tokens: bigint;
  /** Their SOL worth at the pool's own rate now (lamports); null with `noWorth` saying why. */
  worth: bigint | null;
  noWorth: NoWorth | null;
  /** The wallet's exit stake accounts from the project's pool, in seed order. */
  stakeAccounts: readonly ExitStakeAccount[];
}

/**
 * What the wallet holds across the listed projects; `stakeAccountsListed`: the node listed the wallet's
 * stake accounts, so a project whose token account is gone (a full unstake closes it) still shows its
 * exit stake accounts. False where the node refuses that scan: those are then found only beside a token account.
 */
export interface YourHoldings {
  stakes: YourStake[];
  stakeAccountsListed: boolean;
}

/** How many projects' exit addresses are derived before the page's own work is let through. */
const DERIVED_PER_TURN = 50;

/** The list's entries by their own mint, once each: an entry whose meta claims another mint is left out (as explore does). */
function entriesByMint(list: readonly LstEntry[]): LstEntry[] {
  const seen = new Set<string>();
  return list.filter((entry) => !claimsAnotherMint(entry) && !seen.has(entry.mint) && seen.add(entry.mint));
}

/**
 * What `owner` holds across every listed project, in the list's order: their token accounts read once
 * per token program (the page's shared read, as the cards read them), and the addresses of their stake
 * accounts (one `getProgramAccounts` by withdrawer, where the node serves it); then, for each project
 * they have an account of (an emptied one too) or an exit stake account from (matched by derivation,
 * locally: no request per project), its pool (the page's shared read: the SOL worth at its own rate) and
 * their exit stake accounts from it. A project is listed when they hold its token or have stake accounts
 * from it. Throws when the RPC fails to read their token accounts: the page says so and can ask again.
 */
export async function loadYourStakes(
  config: StakeWidgetConfig,
  owner: string,
  list: readonly LstEntry[],
  signal?: AbortSignal,
): Promise<YourHoldings> {
  const entries = entriesByMint(list);
  const balances = pageBalanceBoard(config.rpcUrl, MAX_AGE_MS);
  const rpc = createRpcClient(config);
  const programs = [...new Set(entries.map((entry) => entry.token_program))];
  const [held, staked] = await Promise.all([
    Promise.all(
      programs.map(
        async (program) =>
          [program, heldByMint(await readOwnedAccounts(config, owner, program, balances, signal), owner, program)] as const,
      ),
    ).then((byProgram) => new Map(byProgram)),
    rpc.getStakeAccountsOf(owner, signal).then(
      (addresses) => new Set(addresses),
      () => null,
    ),
  ]);
  const exitedFrom = async (entry: LstEntry) =>
    staked !== null &&
    staked.size > 0 &&
    namesStakePool(entry) &&
    (await exitStakeAddresses(owner, entry.pool!.pool!)).some((address) => staked.has(address));
  // Deriving every pool's exit addresses is hashing (16 a pool, 1,400 pools on the real list): done a
  // batch at a time, the page's own work let through between batches, so it never freezes.
  const touched: LstEntry[] = [];
  for (let start = 0; start < entries.length; start += DERIVED_PER_TURN) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const entry of entries.slice(start, start + DERIVED_PER_TURN)) {
      if (held.get(entry.token_program)?.has(entry.mint) || (await exitedFrom(entry))) touched.push(entry);
    }
  }
  const stakes = await Promise.all(
    touched.map(async (entry): Promise<YourStake> => {
      const tokens = held.get(entry.token_program)?.get(entry.mint) ?? 0n;
      // Only an SPL stake pool gives a rate to value the token at, and exits into stake accounts.
      const pooled = namesStakePool(entry);
      const [reading, exits] = await Promise.all([
        tokens > 0n && pooled ? readPoolOnPage(config, entry, { signal }) : null,
        pooled ? readExitStakeAccounts(rpc, owner, entry.pool!.pool!, signal) : null,
      ]);
      const worth = reading?.ok ? worthAtPoolRate(tokens, reading.pool) : null;
      const noWorth = worth !== null || tokens === 0n ? null : pooled ? 'not-the-pool' : 'no-pool';
      return { entry, tokens, worth, noWorth, stakeAccounts: exits?.accounts ?? [] };
    }),
  );
  return { stakes: stakes.filter((stake) => stake.tokens > 0n || stake.stakeAccounts.length > 0), stakeAccountsListed: staked !== null };
}
