import type { StakeWidgetConfig } from '../../core/config/config';
import { shortAddress } from '../../core/encoding/shortAddress';
import { readMint } from '../../core/guard/tokenLayouts';
import type { LstEntry } from '../../core/lst/lst';
import { decodeTokenNames } from '../../core/lst/tokenMetadata';
import { METADATA_PROGRAM } from '../../core/addresses/metadataProgram';
import { POOL_PROGRAM_IDS } from '../../core/stakePool/poolPrograms';
import { createRpcClient } from '../../api/rpcClient';
import { metadataAddress } from '../../solana/poolAddresses';
import { poolAsListed, type PoolMismatch } from './poolAsListed';

/** The embedder's pool as the card's entry, or why the chain says it is not a stake pool of the card's token. */
export type PoolEntryReading = { ok: true; entry: LstEntry } | { ok: false; reason: PoolMismatch };

/** The name the LST list gives the stake pool program that owns an account; null for any other owner. */
const programName = (owner: string) => Object.entries(POOL_PROGRAM_IDS).find(([, id]) => id === owner)?.[0] ?? null;

/**
 * The card's entry for the pool the embedder named (`pool` attribute), from the chain in one call: the
 * pool account must be owned by a stake pool program and mint the card's token with the mint's own
 * token program (the deposit route's own checks, `poolAsListed`); the deposit route then holds its fees
 * to the caps like any listed pool's. Decimals and token program come from the mint. The name and
 * symbol are the list's where it names the mint, else the token's Metaplex metadata (untrusted: when it
 * is absent or broken, the mint's short address stands in for both).
 */
export async function readPoolEntry(
  config: StakeWidgetConfig,
  mint: string,
  pool: string,
  listed: LstEntry | undefined,
  signal?: AbortSignal,
): Promise<PoolEntryReading> {
  const { accounts } = await createRpcClient(config).getMultipleAccounts([pool, mint, metadataAddress(mint)], signal);
  const [poolAccount = null, mintAccount = null, metadataAccount = null] = accounts;
  const program = poolAccount ? programName(poolAccount.owner) : null;
  const checked = poolAsListed({ poolAccount, mintAccount, programId: poolAccount?.owner ?? null, mint });
  if (!checked.ok || !program || !mintAccount) return { ok: false, reason: checked.ok ? 'wrong-program' : checked.reason };
  const decoded = readMint(mintAccount.data);
  if (!decoded) return { ok: false, reason: 'wrong-token-program' };
  const names = (metadataAccount?.owner === METADATA_PROGRAM && decodeTokenNames(metadataAccount.data, mint)) || {
    name: shortAddress(mint),
    symbol: shortAddress(mint),
  };
  const base: LstEntry = listed ?? { mint, ...names, logo_uri: '', decimals: decoded.decimals, token_program: mintAccount.owner };
  // The embedder chose this pool: it replaces the one the list names, and the chain's mint is the truth.
  return {
    ok: true,
    entry: { ...base, decimals: decoded.decimals, token_program: mintAccount.owner, pool: { program, pool } },
  };
}
