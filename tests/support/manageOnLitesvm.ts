import { address, getTransactionDecoder, lamports, type Transaction } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { launchAddresses } from '../../widget/launch/launchAddresses';
import { runPoolAction } from '../../widget/manage';
import type { PoolAction, PoolActionState } from '../../widget/manage/types';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { LAUNCH_TERMS, VOTE, launchWorld } from './launchOnLitesvm';
import { signedAlone } from './signedAlone';
import { litesvmStake } from './litesvmStake';

export const SOL = 1_000_000_000n;

/**
 * A pool launched from the launch page on a real runtime (the real stake pool program), a staker's
 * 1 SOL in it through the card's deposit route, and the means to run "Your pool"'s actions on it: the
 * team's wallet (`world.wallet`) or any other, epochs ended by hand with rewards paid into a
 * validator's stake (litesvm pays none).
 */
export async function managedWorld({
  stake = SOL,
  maxValidators = LAUNCH_TERMS.maxValidators,
}: { stake?: bigint; maxValidators?: number } = {}) {
  /** The size of every transaction sent, and what a lying node says of an account instead of its bytes. */
  const sentBytes: number[] = [];
  const node = {
    lie: null as ((address: string, data: Uint8Array) => Uint8Array | null) | null,
  };
  const world = launchWorld({
    walletLamports: 3n * SOL,
    node: (fetch) => async (input, init) => {
      const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
      if (method === 'sendTransaction') sentBytes.push(Buffer.from(String(params[0]), 'base64').length);
      const response = await fetch(input, init);
      const lie = node.lie;
      if (!lie || method !== 'getMultipleAccounts') return response;
      const body = (await response.json()) as { result: { value: ({ data: [string, string] } | null)[] } };
      const addresses = params[0] as string[];
      body.result.value.forEach((account, index) => {
        const told = account && lie(addresses[index]!, Uint8Array.from(Buffer.from(account.data[0], 'base64')));
        if (account && told) account.data[0] = Buffer.from(told).toString('base64');
      });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  const { end } = await world.launch({ ...LAUNCH_TERMS, maxValidators });
  if (end.phase !== 'live') throw new Error(`the launch ended ${end.phase}`);
  const addresses = await launchAddresses(world.wallet.address, VOTE.address);
  const staker = Keypair.generate();
  world.svm.airdrop(address(staker.publicKey.toBase58()), lamports(stake + 2n * SOL));
  const token = {
    mint: addresses.mint,
    symbol: LAUNCH_TERMS.symbol,
    decimals: 9,
    tokenProgram: PROGRAMS.token,
    pool: { program: 'Spl', pool: addresses.pool },
  };
  const staked = await litesvmStake(world.svm, { user: staker, token }).stake(stake);
  if (staked.end.phase !== 'success') throw new Error(`the stake ended ${staked.end.phase}`);

  const put = (at: string, account: { lamports: bigint; owner: string; data: Uint8Array }) =>
    world.svm.setAccount({
      address: address(at),
      lamports: lamports(account.lamports),
      programAddress: address(account.owner),
      data: account.data,
      executable: false,
      space: BigInt(account.data.length),
    } as never);
  /** Another validator: picoSOL's vote account's state at a new address (the Stake program delegates to any vote account). */
  const newVote = () => {
    const vote = Keypair.generate().publicKey.toBase58();
    put(vote, VOTE);
    return vote;
  };
  /** Ends the epoch: the Clock one epoch on, and `reward` lamports paid into the validator's stake as the runtime would. */
  const endEpoch = (reward = 0n, stake = addresses.validatorStake) => {
    if (reward > 0n) {
      const account = world.read(stake)!;
      put(stake, { ...account, lamports: account.lamports + reward });
    }
    const clock = world.svm.getClock();
    clock.epoch += 1n;
    clock.slot += 1n;
    world.svm.setClock(clock);
    world.svm.expireBlockhash();
  };
  const pool = () => decodeStakePool(world.read(addresses.pool)!.data);
  const list = () => decodeValidatorList(world.read(addresses.validatorList)!.data);
  const tokens = (account: string) => {
    const found = world.read(account);
    return found ? readTokenAccount(found.data)!.amount : 0n;
  };
  const teamTokenAccount = associatedTokenAddress(world.wallet.address, addresses.mint, PROGRAMS.token);

  /** Runs `action` as the page's button does, signing with `wallet` (the team's unless given). */
  const act = async (action: PoolAction, wallet = world.wallet) => {
    const states: PoolActionState[] = [];
    const end = await runPoolAction(
      { rpc: world.rpc, sign: (bytes) => wallet.signTransaction(bytes), track: { sleep: async () => {} } },
      { pool: addresses.pool, wallet: wallet.address, action },
      (state) => states.push(state),
      new AbortController().signal,
    );
    return { end, states };
  };
  /**
   * Lands `instructions` signed by `signer` alone (the team's wallet unless given), outside the widget:
   * whether the program took them, its log, and its error. On a fresh blockhash, unless `keepBlockhash`:
   * a transaction in flight was signed on the current one, and what lands beside it must share it
   * (then each landed differs by its instructions, or the runtime takes it for the same transaction).
   */
  const landAs = (instructions: PlainInstruction[], signer: Keypair = world.wallet.keypair, { keepBlockhash = false } = {}) => {
    if (!keepBlockhash) world.svm.expireBlockhash();
    const bytes = signedAlone(signer, world.svm.latestBlockhash(), instructions);
    const outcome = world.svm.sendTransaction(getTransactionDecoder().decode(bytes) as Transaction);
    return outcome instanceof FailedTransactionMetadata
      ? { landed: false, log: outcome.meta().logs().join('\n'), error: String(outcome.err()) }
      : { landed: true, log: outcome.logs().join('\n') };
  };
  /** As `landAs`, on a fresh blockhash, and throws when the program refuses them. */
  const sendAs = (instructions: PlainInstruction[], signer: Keypair = world.wallet.keypair) => {
    const sent = landAs(instructions, signer);
    if (!sent.landed) throw new Error(sent.error);
  };
  return {
    ...world,
    addresses,
    staker,
    token,
    put,
    newVote,
    endEpoch,
    pool,
    list,
    tokens,
    teamTokenAccount,
    act,
    sentBytes,
    node,
    landAs,
    sendAs,
  };
}

export type ManagedWorld = Awaited<ReturnType<typeof managedWorld>>;
