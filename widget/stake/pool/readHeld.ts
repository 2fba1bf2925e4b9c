import { createRpcClient } from '../../api/rpcClient';
import type { StakeWidgetConfig } from '../../core/config/config';
import type { LstEntry } from '../../core/lst/lst';
import { heldTokens } from '../../core/lst/position';

/**
 * What `owner` holds of the entry's token across all their accounts of its mint: one
 * `getTokenAccountsByOwner`, each listed account counted only when its own bytes say it is theirs.
 */
export async function readHeld(config: StakeWidgetConfig, owner: string, entry: LstEntry, signal?: AbortSignal): Promise<bigint> {
  const listed = await createRpcClient(config).getTokenAccountsByOwner(owner, entry.mint, signal);
  return heldTokens(listed, owner, { mint: entry.mint, tokenProgram: entry.token_program });
}
