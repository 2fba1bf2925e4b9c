// The site's read of the shown pools' APYs, against a real Solana runtime (litesvm) holding jupSOL's
// mainnet pool account and the runtime's own Clock and EpochSchedule sysvars.
import { address, lamports } from '@solana/kit';
import { Clock, EpochSchedule, LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import jupsolDump from '../fixtures/stake-pool/jupsol-stake-pool.json';
import picosolDump from '../fixtures/stake-pool/picosol-stake-pool.json';
import { loadPoolApys } from '../../site/loadPoolApys';
import { listedPool } from '../../site/logic/listedPool';
import { resolveConfig } from '../../widget/core/config/config';
import { base64ToBytes } from '../../widget/core/encoding/base64';
import type { LstEntry } from '../../widget/core/lst/lst';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR } from '../../widget/core/addresses/sysvars';
import { poolApy } from '../../widget/core/stakePool/poolApy';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { litesvmFetch } from '../support/litesvmRpc';

const jupsolPool = decodeStakePool(base64ToBytes(jupsolDump.account.data[0]!));
const entry = (mint: string, pool?: { program: string; pool: string }): LstEntry => ({
  mint,
  name: mint.slice(0, 6),
  symbol: mint.slice(0, 6),
  logo_uri: '',
  decimals: 9,
  token_program: 'TokenkegQfeZyiNwAJbNbGtPMWSmQzx6RAJzqDzUaXp',
  ...(pool && { pool }),
});
/** The entries' APYs, their pools as the cards name them (entries with no SPL pool name none). */
const apysOf = (config: Parameters<typeof loadPoolApys>[0], entries: LstEntry[]) =>
  loadPoolApys(
    config,
    entries.flatMap((listed) => listedPool(listed) ?? []),
  );

const JUPSOL = entry(jupsolPool.poolMint, { program: 'SanctumSplMulti', pool: jupsolDump.pubkey });

/** litesvm at jupSOL's epoch (mainnet's schedule, 0.4 s slots) with the pool accounts; every getMultipleAccounts recorded. */
function chain() {
  const svm = new LiteSVM();
  svm.setEpochSchedule(new EpochSchedule(432_000n, 432_000n, false, 0n, 0n));
  svm.setClock(new Clock(751n * 432_000n + 200_000n, 1_700_000_000n, 751n, 752n, 1_700_000_000n + 80_000n));
  for (const dump of [jupsolDump, picosolDump]) {
    const data = base64ToBytes(dump.account.data[0]!);
    svm.setAccount({
      address: address(dump.pubkey),
      lamports: lamports(BigInt(dump.account.lamports)),
      programAddress: address(dump.account.owner),
      data,
      executable: false,
      space: BigInt(data.length),
    } as never);
  }
  const reads: string[][] = [];
  const inner = litesvmFetch(svm);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { method: string; params: [string[]] };
    if (body.method === 'getMultipleAccounts') reads.push(body.params[0]);
    return inner(input, init);
  };
  return { config: resolveConfig({ rpcUrl: 'https://rpc.test', fetch }), reads };
}

describe('the shown pools’ APYs', () => {
  it('reads the pools with the chain’s sysvars in one call, then the pools alone', async () => {
    const { config, reads } = chain();
    const first = await apysOf(config, [JUPSOL]);
    expect(reads).toEqual([[jupsolDump.pubkey, CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR]]);
    // The figure is the pure function's on the account and the chain as the runtime serves them.
    const expected = poolApy(jupsolPool, { epoch: 751n, slotsPerEpoch: 432_000n, slotSeconds: 0.4 });
    expect('apy' in expected).toBe(true);
    expect(first).toEqual(new Map([[JUPSOL.mint, expected]]));
    await apysOf(config, [JUPSOL]);
    expect(reads[1]).toEqual([jupsolDump.pubkey]);
  });

  it('says nothing of an account that is not the entry’s pool, and asks nothing for an entry with no pool', async () => {
    const { config, reads } = chain();
    const answers = await apysOf(config, [
      // picoSOL's pool mints picoSOL, not this token.
      entry(JUPSOL.mint.replace(/.$/, 'x'), { program: 'SanctumSpl', pool: picosolDump.pubkey }),
      // jupSOL's pool under another program than the one that owns it.
      entry(JUPSOL.mint, { program: 'Spl', pool: jupsolDump.pubkey }),
      // No account there.
      entry('So11111111111111111111111111111111111111112', { program: 'Spl', pool: '11111111111111111111111111111112' }),
      entry('mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So', { program: 'Marinade', pool: '8szGkuLTAux9XMgZ2vtY39jVSowEcpBfFfD8hXSEqdGC' }),
    ]);
    expect([...answers.values()]).toEqual([null, null, null]);
    expect(reads[0]).toHaveLength(5);
  });

  it('asks for 150 pools in two calls of at most 100 accounts', async () => {
    const { config, reads } = chain();
    const many = Array.from({ length: 150 }, () => JUPSOL);
    const answers = await apysOf(config, many);
    expect(reads.map((read) => read.length)).toEqual([100, 52]);
    expect(answers.get(JUPSOL.mint)).toEqual(poolApy(jupsolPool, { epoch: 751n, slotsPerEpoch: 432_000n, slotSeconds: 0.4 }));
  });
});
