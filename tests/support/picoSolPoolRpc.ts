// picoSOL's real stake pool (tests/fixtures/stake-pool) behind a test RPC, for pages that show a pool's
// terms: site tests (happy-dom) and stories (the browser) alike, so nothing here reads the disk.
import poolDump from '../fixtures/stake-pool/picosol-stake-pool.json';
import mintDump from '../fixtures/stake-pool/picosol-mint.json';
import { base64ToBytes, bytesToBase64 } from '../../widget/core/encoding/base64';
import { decodeAddress } from '../../widget/core/encoding/base58';
import { CLOCK_SYSVAR, SYSVAR_OWNER } from '../../widget/core/addresses/sysvars';
import type { LstEntry } from '../../widget/core/lst/lst';

/** picoSOL as a list entry would name it: its mint and its pool (SanctumSpl). */
export const PICOSOL_ENTRY: LstEntry = {
  mint: mintDump.pubkey,
  name: 'picoSOL',
  symbol: 'picoSOL',
  logo_uri: '',
  decimals: 9,
  token_program: mintDump.account.owner,
  pool: { program: 'SanctumSpl', pool: poolDump.pubkey },
};

/** The pool's terms as the fixture's figures give them: 1,000.007707999 SOL for 750 picoSOL; a 1/5000 SOL deposit fee; a 2.5 % epoch fee. */
export const PICOSOL_TERMS = {
  rate: '1 picoSOL = 1.3333 SOL',
  // As testing-library and jest-dom read a page's text: its no-break spaces folded into spaces.
  fees: 'Deposit fee 0.02 %; withdrawal fee 0.1 %; the pool keeps 2.5 % of rewards',
};

/** The epoch the pool was last updated in: a clock past it makes the pool stale. */
export const PICOSOL_POOL_EPOCH = 1n;

/** Where the pool's `sol_deposit_authority` option starts (every optional field before it is empty). */
const SOL_DEPOSIT_AUTHORITY_TAG = 383;

export interface PoolRpcOptions {
  /** The clock's epoch; the pool's own (1) by default. */
  epoch?: bigint;
  /** A deposit authority written into the pool: it then takes SOL only from that wallet. */
  depositAuthority?: string;
}

function poolData(depositAuthority?: string): string {
  const data = base64ToBytes(poolDump.account.data[0]!);
  if (!depositAuthority) return poolDump.account.data[0]!;
  const rewritten = new Uint8Array(data.length);
  // The option's tag becomes 1 and the key follows it; the rest moves along, into the account's unused room.
  rewritten.set(data.subarray(0, SOL_DEPOSIT_AUTHORITY_TAG));
  rewritten.set([1, ...decodeAddress(depositAuthority)], SOL_DEPOSIT_AUTHORITY_TAG);
  rewritten.set(data.subarray(SOL_DEPOSIT_AUTHORITY_TAG + 1, data.length - 32), SOL_DEPOSIT_AUTHORITY_TAG + 33);
  return bytesToBase64(rewritten);
}

function clockData(epoch: bigint): string {
  const data = new Uint8Array(40);
  new DataView(data.buffer).setBigUint64(16, epoch, true);
  return bytesToBase64(data);
}

/**
 * A fetch that answers `getMultipleAccounts` for picoSOL's pool as a Solana RPC node would (the pool,
 * its mint, the clock), and hands every other request to `fetch`.
 */
export function withPicoSolPool(fetch: typeof globalThis.fetch, options: PoolRpcOptions = {}): typeof globalThis.fetch {
  const accounts: Record<string, { lamports: number; owner: string; data: [string, 'base64']; executable: false }> = {
    [poolDump.pubkey]: {
      lamports: poolDump.account.lamports,
      owner: poolDump.account.owner,
      data: [poolData(options.depositAuthority), 'base64'],
      executable: false,
    },
    [mintDump.pubkey]: {
      lamports: mintDump.account.lamports,
      owner: mintDump.account.owner,
      data: [mintDump.account.data[0]!, 'base64'],
      executable: false,
    },
    [CLOCK_SYSVAR]: {
      lamports: 1_169_280,
      owner: SYSVAR_OWNER,
      data: [clockData(options.epoch ?? PICOSOL_POOL_EPOCH), 'base64'],
      executable: false,
    },
  };
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST') {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { id?: number; method?: string; params?: [string[]] } | null;
      const addresses = body?.method === 'getMultipleAccounts' ? (body.params?.[0] ?? []) : [];
      if (addresses.includes(poolDump.pubkey)) {
        const value = addresses.map((address) => accounts[address] ?? null);
        return Response.json({ jsonrpc: '2.0', id: body!.id, result: { context: { slot: 1 }, value } });
      }
    }
    return fetch(input, init);
  };
}
