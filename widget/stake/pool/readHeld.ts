import { createRpcClient, type OwnedAccount } from '../../api/rpcClient';
import type { StakeWidgetConfig } from '../../core/config/config';
import type { LstEntry } from '../../core/lst/lst';
import { heldTokens } from '../../core/lst/position';
import type { BalanceBoard } from '../../core/page/balanceBoard';
import { pageState } from '../../core/page/page';
import { createSharedReads, type SharedReads } from '../../core/page/sharedReads';

/** A holdings read older than this is read again (the desk's 20 s: no figure rests on older ones). */
const HELD_MAX_AGE_MS = 20_000;

/** The page's reads of an owner's token accounts, per balance board: a stake anywhere on the page starts a new generation. */
interface HeldReads {
  reads: SharedReads<OwnedAccount[]>;
  generation: number;
}

const HELD = Symbol('held accounts');

function heldReads(balances: BalanceBoard): HeldReads {
  const boards = pageState(HELD, () => new WeakMap<BalanceBoard, HeldReads>());
  let kept = boards.get(balances);
  if (!kept) {
    const created: HeldReads = { reads: createSharedReads(HELD_MAX_AGE_MS), generation: 0 };
    // Balances changed (a stake or an unstake landed): what the owner holds is read again.
    balances.subscribe(() => created.generation++);
    boards.set(balances, (kept = created));
  }
  return kept;
}

/**
 * Every token account `owner` has under `tokenProgram`, as the RPC listed them: read once for the page
 * (a page of 100 cards, or the site's "Your stakes", one request per token program), shared by every
 * reader, and read again after a stake.
 */
export function readOwnedAccounts(
  config: StakeWidgetConfig,
  owner: string,
  tokenProgram: string,
  balances: BalanceBoard,
  signal?: AbortSignal,
): Promise<OwnedAccount[]> {
  const held = heldReads(balances);
  const key = [held.generation, config.rpcUrl, owner, tokenProgram].join(' ');
  return held.reads.read(key, (stop) => createRpcClient(config).getTokenAccountsByOwner(owner, { programId: tokenProgram }, stop), signal);
}

/**
 * What `owner` holds of the entry's token across all their accounts of its mint, from the page's one
 * read of their accounts of its token program (`readOwnedAccounts`); each listed account counts only
 * when its own bytes say it is theirs, of this mint.
 */
export async function readHeld(
  config: StakeWidgetConfig,
  owner: string,
  entry: LstEntry,
  balances: BalanceBoard,
  signal?: AbortSignal,
): Promise<bigint> {
  const listed = await readOwnedAccounts(config, owner, entry.token_program, balances, signal);
  return heldTokens(listed, owner, { mint: entry.mint, tokenProgram: entry.token_program });
}
