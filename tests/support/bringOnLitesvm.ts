// Bring your stake on litesvm: picoSOL's pool with a staker's delegated stake account (the `deposit-stake`
// fixture, its bytes shaped as a test asks), an RPC whose search and sends a test may take over, and the
// card's runner with a wallet. Shared by the stake-account deposit's probes.
import { createRpcClient } from '../../widget/api/rpcClient';
import type { BringAsk, PoolFound } from '../../widget/bring/readStakeAccounts';
import { runStakeDeposit } from '../../widget/bring/runStakeDeposit';
import type { BringableStakeAccount, StakeDepositState } from '../../widget/bring/types';
import { resolveConfig } from '../../widget/core/config/config';
import { addressBytes } from '../../widget/core/encoding/instructionData';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import { NEVER } from '../../widget/core/stakePool/stakeAccount';
import { decodeStakePool, type StakePool } from '../../widget/core/stakePool/stakePool';
import { stakePoolData } from '../../demo/stakePoolAccounts';
import { readPool } from '../../widget/stake/pool/readPool';
import { exitWorld, POOL, staker, VOTE, type ExitWorld } from './exitOnLitesvm';
import { keypairWallet } from './keypairWallet';
import { litesvmFetch } from './litesvmRpc';
import { PICOSOL_ENTRY } from './picoSolPoolRpc';
import { dumpedAccount, STAKER } from './stakePoolOnLitesvm';

/** An active 100 SOL stake account on picoSOL's validator (delegated from epoch 0): the fixture, made the staker's. */
export const DEPOSIT_STAKE = dumpedAccount('deposit-stake');
export const STAKE = DEPOSIT_STAKE.address;
export const ENTRY = PICOSOL_ENTRY;
export const TOKEN = { mint: ENTRY.mint, symbol: 'picoSOL', decimals: 9, tokenProgram: ENTRY.token_program };

export interface StakeShape {
  staker?: string;
  withdrawer?: string;
  voter?: string;
  /** The delegation's stake (the fixture's: 100 SOL). */
  stake?: bigint;
  activation?: bigint;
  deactivation?: bigint;
  lockup?: { unixTimestamp?: bigint; epoch?: bigint; custodian?: string };
}

/** The fixture's bytes with its authorities, lockup and delegation as given: the Stake program's own layout. */
export function stakeBytes({
  staker: stakerAuthority = staker,
  withdrawer = staker,
  voter = VOTE.address,
  stake,
  activation = 0n,
  deactivation = NEVER,
  lockup = {},
}: StakeShape = {}): Uint8Array {
  const data = Uint8Array.from(DEPOSIT_STAKE.data);
  const view = new DataView(data.buffer);
  data.set(addressBytes(stakerAuthority), 12);
  data.set(addressBytes(withdrawer), 44);
  view.setBigInt64(76, lockup.unixTimestamp ?? 0n, true);
  view.setBigUint64(84, lockup.epoch ?? 0n, true);
  data.set(addressBytes(lockup.custodian ?? '11111111111111111111111111111111'), 92);
  data.set(addressBytes(voter), 124);
  if (stake !== undefined) view.setBigUint64(156, stake, true);
  view.setBigUint64(164, activation, true);
  view.setBigUint64(172, deactivation, true);
  return data;
}

/**
 * A node's `getProgramAccounts` as a test sets it: the addresses it lists for a withdrawer (with any
 * bytes it claims for them), or a refusal as public endpoints ration it. Everything else is the runtime's.
 */
export type Search = (withdrawer: string) => { pubkey: string; data?: Uint8Array }[] | 'refuse';

export interface BringWorldOptions {
  stake?: Uint8Array | null;
  lamports?: bigint;
  search?: Search;
  /** Runs once, just before the first transaction the card sends lands (given its base64 wire bytes): someone else's transaction landing first. */
  landsFirst?: (world: ExitWorld, sending: string) => void;
}

export function bringWorld({ stake = stakeBytes(), lamports, search = () => [{ pubkey: STAKE }], landsFirst }: BringWorldOptions = {}) {
  const world = exitWorld({ deposit: 0n });
  if (stake) world.put({ ...DEPOSIT_STAKE, data: stake, lamports: lamports ?? DEPOSIT_STAKE.lamports });
  const runtime = litesvmFetch(world.svm);
  let pending = landsFirst;
  const sent: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] };
    if (method === 'sendTransaction') {
      sent.push(String(params[0]));
      pending?.(world, String(params[0]));
      pending = undefined;
    }
    if (method !== 'getProgramAccounts') return runtime(input, init);
    const filters = (params[1] as { filters: { memcmp: { bytes: string } }[] }).filters;
    const answer = search(filters[0]!.memcmp.bytes);
    const body =
      answer === 'refuse'
        ? { jsonrpc: '2.0', id, error: { code: -32010, message: 'getProgramAccounts is not available on this endpoint' } }
        : {
            jsonrpc: '2.0',
            id,
            result: answer.map(({ pubkey }) => ({
              pubkey,
              account: {
                lamports: 1,
                owner: 'Stake11111111111111111111111111111111111111',
                data: ['', 'base64'],
                executable: false,
                rentEpoch: 0,
              },
            })),
          };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  const config = resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch, timeoutMs: 5_000 });
  const rpc = createRpcClient(config);
  const ask = async (referrer?: string): Promise<BringAsk> => {
    const reading = await readPool(config, ENTRY, referrer);
    if (!reading.ok) throw new Error(`picoSOL's pool not read: ${reading.reason}`);
    return { wallet: staker, reading: reading as PoolFound, token: TOKEN, caps: DEFAULT_FEE_CAPS, ...(referrer ? { referrer } : {}) };
  };
  return { world, rpc, config, ask, sent };
}

/** The pool's bytes rewritten with `change` (as its manager's SetFee, or a hostile pool's creator, would leave them). */
export function changePool(world: ExitWorld, change: (pool: StakePool) => void) {
  const account = world.read(POOL)!;
  const pool = decodeStakePool(account.data);
  change(pool);
  world.put({ ...account, data: stakePoolData(pool, account.data.length) });
}

/** A wallet as the runner sees it: who is connected, and a signature over bytes (which it may edit). */
export interface DepositWallet {
  current(): string | null;
  signTransaction(bytes: Uint8Array): Promise<Uint8Array>;
  prompts: number;
}

/** The card's runner with `wallet` (the staker's own keys unless given); every state it moved through. */
export async function deposit(
  rpc: ReturnType<typeof createRpcClient>,
  ask: BringAsk,
  account: BringableStakeAccount | string,
  wallet: DepositWallet = keypairWallet(STAKER),
) {
  const states: StakeDepositState[] = [];
  const end = await runStakeDeposit(
    { rpc, sign: (bytes) => wallet.signTransaction(bytes), currentWallet: wallet.current, track: { sleep: async () => {} } },
    { staker, account, ask },
    (state) => states.push(state),
    new AbortController().signal,
  );
  return { end, states, wallet };
}
