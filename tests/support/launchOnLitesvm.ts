import { address, lamports as kitLamports } from '@solana/kit';
import { LiteSVM } from 'litesvm';
import { join } from 'node:path';
import { createRpcClient, type RpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { METADATA_PROGRAM } from '../../widget/core/addresses/metadataProgram';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';
import type { LaunchTerms } from '../../widget/launch/launchTerms';
import { runLaunch, type LaunchState } from '../../widget/launch/runLaunch';
import { keypairWallet } from './keypairWallet';
import { litesvmFetch } from './litesvmRpc';
import voteDump from '../fixtures/stake-pool/picosol-vote-account.json';

/**
 * A launch on a real Solana runtime: the real stake pool program at the SPL id (the deploy anyone may
 * use), the Stake program (litesvm's builtin), Metaplex Token Metadata, and picoSOL's vote account as
 * the validator. The launch's own planner, guard and tracker run against the widget's RPC client.
 */
// From the project's root (where the tests run): site tests run in happy-dom, whose module URLs are not paths on disk.
const fixture = (path: string) => join(process.cwd(), 'tests/fixtures', path);
const SOL = 1_000_000_000n;

/** picoSOL's validator: the vote account a launched pool adds. */
export const VOTE = {
  address: voteDump.pubkey,
  lamports: BigInt(voteDump.account.lamports),
  owner: voteDump.account.owner,
  data: Uint8Array.from(atob(voteDump.account.data[0]!), (character) => character.charCodeAt(0)),
};

export const LAUNCH_TERMS: LaunchTerms = {
  name: 'Test Staked SOL',
  symbol: 'tstSOL',
  uri: 'https://example.com/tstsol.json',
  epochFee: { numerator: 5n, denominator: 100n },
  depositFee: { numerator: 0n, denominator: 0n },
  withdrawalFee: { numerator: 1n, denominator: 1000n },
  referralPercent: 0,
  vote: VOTE.address,
  maxValidators: 10,
};

export interface LaunchOptions {
  /** The page goes away once that many steps landed (a reload in the middle). */
  stopAfter?: number;
  /** Someone else's transactions, sent once each step has landed (`landed` of them), before the launch reads the chain again. */
  between?: (landed: number) => void;
}

/** Runs the launch once, as a click on "Create on Solana" does, for `wallet` on `rpc`. */
export async function launchOnce(
  rpc: RpcClient,
  wallet: ReturnType<typeof keypairWallet>,
  terms: LaunchTerms,
  { stopAfter, between }: LaunchOptions = {},
) {
  const states: LaunchState[] = [];
  const controller = new AbortController();
  let landed = 0;
  let attacked = 0;
  const end = await runLaunch(
    { rpc, sign: (bytes) => wallet.signTransaction(bytes), track: { sleep: async () => {} } },
    { wallet: wallet.address, terms },
    (state) => {
      states.push(state);
      if (state.phase === 'confirming' && states.at(-2)?.phase !== 'confirming') landed++;
      if (state.phase === 'reading' && landed > attacked) {
        attacked = landed;
        between?.(landed);
      }
      if (state.phase === 'reading' && stopAfter !== undefined && landed >= stopAfter) controller.abort();
    },
    controller.signal,
  );
  return { end, states };
}

/** `node`: stands between the widget and the runtime's RPC (a node that lags, that fails), as a fetch around a fetch. */
export function launchWorld({
  walletLamports = 2n * SOL,
  node = (fetch: typeof globalThis.fetch) => fetch,
}: { walletLamports?: bigint; node?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch } = {}) {
  const svm = new LiteSVM();
  svm.addProgramFromFile(address(POOL_PROGRAM_IDS.Spl), fixture('stake-pool/stake-pool.so'));
  svm.addProgramFromFile(address(METADATA_PROGRAM), fixture('programs/mpl_token_metadata.so'));
  svm.setAccount({
    address: address(VOTE.address),
    lamports: kitLamports(VOTE.lamports),
    programAddress: address(VOTE.owner),
    data: VOTE.data,
    executable: false,
    space: BigInt(VOTE.data.length),
  } as never);
  const wallet = keypairWallet();
  svm.airdrop(address(wallet.address), kitLamports(walletLamports));
  const rpc = createRpcClient(resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch: node(litesvmFetch(svm)), timeoutMs: 5_000 }));
  const balance = () => svm.getBalance(address(wallet.address)) ?? 0n;
  const read = (at: string) => {
    const account = svm.getAccount(address(at));
    return account.exists
      ? { lamports: account.lamports, owner: account.programAddress as string, data: Uint8Array.from(account.data) }
      : null;
  };

  const launch = (terms: LaunchTerms = LAUNCH_TERMS, options: LaunchOptions = {}) => launchOnce(rpc, wallet, terms, options);
  return { svm, rpc, wallet, balance, read, launch };
}
