// An RPC that lies about time, on a real Solana runtime (litesvm, the real SPL stake pool program, the
// real Stake and Token-2022 programs): the Clock's epoch in the past or the future, a wrong Unix time, a
// Clock owned by another program or cut short, an EpochSchedule that disagrees with the Clock, a
// StakeHistory that lies, and answers that change between two reads. The runtime keeps its own sysvars:
// only what the widget reads lies. Each test asserts the safe outcome: refused in words before the wallet
// is asked, or the real programs refusing with nothing lost, or the exact figure. A test that shows a
// hole found was fixed: its test says what it was ("Was a hole").
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import type { BringableStakeAccount } from '../../widget/bring/types';
import { readBringableStakeAccounts, type BringAsk, type PoolFound } from '../../widget/bring/readStakeAccounts';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, STAKE_HISTORY_SYSVAR } from '../../widget/core/addresses/sysvars';
import { resolveConfig } from '../../widget/core/config/config';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import { readPool } from '../../widget/stake/pool/readPool';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { bringWorld, changePool, deposit, ENTRY, STAKE, stakeBytes, TOKEN, type StakeShape } from '../support/bringOnLitesvm';
import { readExitStakeAccounts } from '../../widget/exit/readExitStakeAccounts';
import { runStakeAccountAction } from '../../widget/exit/runStakeAccountAction';
import type { StakeAccountAction } from '../../widget/exit/stakeAccountTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { stakeOffer } from '../support/exitOffers';
import { exitWorld, POOL, PROGRAM_ID, SOL, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { keypairWallet } from '../support/keypairWallet';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { previewLaunch } from '../../widget/launch/runLaunch';
import { METAPLEX_CREATE_FEE } from '../../widget/core/stakePool/tokenMetadataLimits';
import { managedWorld, type ManagedWorld } from '../support/manageOnLitesvm';
import { planPoolAction } from '../../widget/manage';
import type { PoolAction } from '../../widget/manage/types';
import { inEnglish } from '../../widget/core/texts/said';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { litesvmStake } from '../support/litesvmStake';
import { networkFeeOf } from '../support/networkFee';
import { createWorld, mintBytes, swapTransaction, TOKEN_2022 } from '../support/litesvmWorld';
import { OUT, STAKE as STAKED } from '../support/stakeOnLitesvm';
import { worded } from '../support/worded';

const RPC_URL = 'https://rpc.litesvm.invalid/';
const OTHER_PROGRAM = 'BPFLoaderUpgradeab1e11111111111111111111111';
const U64_MAX = 2n ** 64n - 1n;
/** Token-2022's TransferFeeConfig mint extension. */
const TRANSFER_FEE_CONFIG = 1;

/** An account as a node encodes it in a getMultipleAccounts answer. */
interface AccountJson {
  lamports: number;
  owner: string;
  data: [string, 'base64'];
  executable: boolean;
  rentEpoch: number;
}

/**
 * What a lying node answers for `address` in its `read`-th getMultipleAccounts that names it (from 0):
 * the account as it says it is, null for none, undefined for the truth.
 */
type Lie = (address: string, truth: AccountJson | null, read: number) => AccountJson | null | undefined;

/** A node over `inner` that lies in its getMultipleAccounts answers as `lie` says; everything else is the runtime's. */
function lyingFetch(inner: typeof fetch, lie: Lie): typeof fetch & { reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const lying = (async (input, init) => {
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
    const response = await inner(input, init);
    if (method !== 'getMultipleAccounts') return response;
    const body = (await response.json()) as { result?: { value: (AccountJson | null)[] } };
    if (body.result) {
      body.result.value = (params[0] as string[]).map((address_, index) => {
        const read = reads.get(address_) ?? 0;
        reads.set(address_, read + 1);
        const truth = body.result!.value[index] ?? null;
        const told = lie(address_, truth, read);
        return told === undefined ? truth : told;
      });
    }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch & { reads: Map<string, number> };
  lying.reads = reads;
  return lying;
}

/** The Clock's fields (slot u64, epoch start i64, epoch u64, leader schedule epoch u64, Unix time i64). */
interface ClockFields {
  slot: bigint;
  epochStart: bigint;
  epoch: bigint;
  leaderScheduleEpoch: bigint;
  unixTimestamp: bigint;
}

const bytesOf = (account: AccountJson) => Uint8Array.from(Buffer.from(account.data[0], 'base64'));
const withBytes = (account: AccountJson, bytes: Uint8Array, owner = account.owner): AccountJson => ({
  ...account,
  owner,
  data: [Buffer.from(bytes).toString('base64'), 'base64'],
});

function clockFields(bytes: Uint8Array): ClockFields {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return {
    slot: view.getBigUint64(0, true),
    epochStart: view.getBigInt64(8, true),
    epoch: view.getBigUint64(16, true),
    leaderScheduleEpoch: view.getBigUint64(24, true),
    unixTimestamp: view.getBigInt64(32, true),
  };
}

/** The Clock's bytes with `changes`: what a lying node says the time is. */
function clockBytes(truth: Uint8Array, changes: Partial<ClockFields>): Uint8Array {
  const fields = { ...clockFields(truth), ...changes };
  const bytes = new Uint8Array(40);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, fields.slot, true);
  view.setBigInt64(8, fields.epochStart, true);
  view.setBigUint64(16, fields.epoch, true);
  view.setBigUint64(24, fields.leaderScheduleEpoch, true);
  view.setBigInt64(32, fields.unixTimestamp, true);
  return bytes;
}

/** A lie about the Clock alone (`changes` from the read given, every read by default): the rest is the truth. */
const clockLie =
  (changes: Partial<ClockFields>, fromRead = 0): Lie =>
  (address_, truth, read) =>
    address_ === CLOCK_SYSVAR && truth && read >= fromRead ? withBytes(truth, clockBytes(bytesOf(truth), changes)) : undefined;

/** The EpochSchedule's bytes (slots per epoch u64, leader schedule offset u64, warmup bool, first normal epoch u64, first normal slot u64). */
function scheduleBytes(fields: { slotsPerEpoch: bigint; warmup: boolean; firstNormalEpoch: bigint; firstNormalSlot: bigint }) {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, fields.slotsPerEpoch, true);
  view.setBigUint64(8, fields.slotsPerEpoch, true);
  bytes[16] = fields.warmup ? 1 : 0;
  view.setBigUint64(17, fields.firstNormalEpoch, true);
  view.setBigUint64(25, fields.firstNormalSlot, true);
  return bytes;
}

/** A StakeHistory from another program, its entries garbage: every epoch with u64::MAX effective, activating and deactivating. */
const stakeHistoryLie: Lie = (address_, truth) => {
  if (address_ !== STAKE_HISTORY_SYSVAR || !truth) return undefined;
  const entries = 16;
  const bytes = new Uint8Array(8 + entries * 32).fill(0xff);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(entries), true);
  return withBytes(truth, bytes, OTHER_PROGRAM);
};

const clockOf = (world: ExitWorld) => clockFields(world.read(CLOCK_SYSVAR)!.data);

/**
 * Bring your stake with a lying node: bringWorld's runtime (its search lists the staker's stake account),
 * the card's pool read, listing and runner all asking the node that lies. `stake`: the account's shape.
 */
function bringLied(lie: Lie, stake: StakeShape = {}) {
  const setup = bringWorld({ stake: stakeBytes(stake) });
  const fetch = lyingFetch(setup.config.fetch, lie);
  const config = resolveConfig({ rpcUrl: RPC_URL, fetch, timeoutMs: 5_000 });
  const rpc = createRpcClient(config);
  const ask = async (): Promise<BringAsk> => {
    const reading = await readPool(config, ENTRY);
    if (!reading.ok) throw new Error(`picoSOL's pool not read: ${reading.reason}`);
    return { wallet: staker, reading: reading as PoolFound, token: TOKEN, caps: DEFAULT_FEE_CAPS };
  };
  const listed = async (asked: BringAsk) => (await readBringableStakeAccounts({ rpc }, asked)).accounts[0]!;
  return { ...setup, fetch, config, rpc, ask, listed };
}

/** What the staker holds that a deposit could touch. */
const holdings = (world: ExitWorld) => ({
  stake: world.read(STAKE)?.data,
  lst: world.tokens(STAKER_PICOSOL) ?? 0n,
  sol: world.balance(staker),
});

const DEPOSIT_REFUSED = "The deposit into picoSOL's pool did not check out on the Solana RPC. Nothing was signed.";
/** The pool program's StakePoolError::ExceededSlippage. */
const POOL_EXCEEDED_SLIPPAGE = 39;
/** The pool program's StakePoolError::StakeListAndPoolOutOfDate. */
const POOL_OUT_OF_DATE = 17;
/** The Stake program's StakeError::LockupInForce. */
const STAKE_LOCKUP_IN_FORCE = 7;
const STRANGER = Keypair.generate().publicKey.toBase58();

describe('bring your stake: a Clock that lies about a lockup or an activation', () => {
  it('control: an honest node, a lockup in force until epoch 9: listed locked, and the runner will not ask the wallet', async () => {
    const setup = bringLied(() => undefined, { lockup: { epoch: 9n, custodian: staker } });
    const account = await setup.listed(await setup.ask());
    expect(account).toMatchObject({ state: 'locked', verdict: { depositable: false, why: { code: 'locked', untilEpoch: 9n } } });
  });

  /** The runner on what the card listed: refused in words before the wallet is asked, nothing sent, nothing of the staker's moved. */
  async function refusedBeforePrompt(setup: ReturnType<typeof bringLied>, asked: BringAsk, account: BringableStakeAccount) {
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(wallet.prompts).toBe(0);
    expect(setup.sent).toEqual([]);
    expect(holdings(setup.world)).toEqual(before);
    return worded(end);
  }
  /** The real programs' refusal in the simulation, in the card's words. */
  const simulationRefused = (code: number) => ({
    phase: 'failed',
    message: DEPOSIT_REFUSED,
    detail: expect.stringMatching(new RegExp(`^It fails when the Solana RPC simulates it: .*Custom \\{ code: ${code} \\}`)),
  });
  const NO_LONGER = { phase: 'failed', message: DEPOSIT_REFUSED, detail: expect.stringMatching(/cannot be deposited any more/) };
  const lockedTill9 = { lockup: { epoch: 9n, custodian: STRANGER } };

  it('a Clock ten epochs on says a lockup until epoch 9 has ended: the card lists it, but the Stake program refuses (LockupInForce) in the simulation, before the wallet', async () => {
    const setup = bringLied(clockLie({ epoch: 10n }), lockedTill9);
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    // What the lie buys: the listing offers it (the node's word is all the card has of the epoch).
    expect(account.verdict.depositable).toBe(true);
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual(simulationRefused(STAKE_LOCKUP_IN_FORCE));
  });

  it('a Clock whose Unix time is past a time lockup: the same, the Stake program refuses before the wallet', async () => {
    const { unixTimestamp } = clockOf(bringWorld().world);
    const lockup = { unixTimestamp: unixTimestamp + 86_400n, custodian: STRANGER };
    const setup = bringLied(clockLie({ unixTimestamp: unixTimestamp + 2n * 86_400n }), { lockup });
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    expect(account.verdict.depositable).toBe(true);
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual(simulationRefused(STAKE_LOCKUP_IN_FORCE));
  });

  it('a Clock an epoch on says a stake activating this epoch is active: the pool program refuses its merge in the simulation, before the wallet', async () => {
    const setup = bringLied(clockLie({ epoch: clockOf(bringWorld().world).epoch + 1n }), { activation: 1n });
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    expect(account).toMatchObject({ state: 'active', verdict: { depositable: true } });
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual({
      phase: 'failed',
      message: DEPOSIT_REFUSED,
      detail: expect.stringMatching(/^It fails when the Solana RPC simulates it: /),
    });
  });

  it('a Clock an epoch behind says an active stake is still activating: an honest deposit is blocked, in words, and nothing moves', async () => {
    const setup = bringLied(clockLie({ epoch: 0n }));
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    expect(worded(account)).toMatchObject({
      state: 'activating',
      verdict: { depositable: false, why: { code: 'activating', fromEpoch: 1n } },
    });
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual(NO_LONGER);
  });

  it('a Clock an epoch on says a stake cooling down is inactive: listed as not depositable (inactive), the runner refuses in words', async () => {
    const setup = bringLied(clockLie({ epoch: 2n }), { deactivation: 1n });
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    expect(account).toMatchObject({ state: 'inactive', verdict: { depositable: false, why: { code: 'inactive' } } });
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual(NO_LONGER);
  });

  it('answers that change between two reads: a listing told the lockup ended, a runner told the truth: refused in words before anything is built', async () => {
    // Reads of the Clock: the pool (0), the listing (1), then the runner's own (2 on): only the first two lie.
    const listingLies: Lie = (address_, truth, read) => (read < 2 ? clockLie({ epoch: 10n })(address_, truth, read) : undefined);
    const setup = bringLied(listingLies, lockedTill9);
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    expect(account.verdict.depositable).toBe(true);
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual(NO_LONGER);
  });

  it('a StakeHistory that lies (another owner, garbage entries): never read, the deposit lands exactly the preview', async () => {
    const setup = bringLied(stakeHistoryLie);
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    if (!account.verdict.depositable) throw new Error('not depositable');
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
    // The widget never reads it (a stake account's phase is from its own epochs and the Clock's): the runtime's own decides.
    expect(setup.fetch.reads.has(STAKE_HISTORY_SYSVAR)).toBe(false);
    const { fee } = networkFeeOf(Buffer.from(setup.sent[0]!, 'base64'));
    expect(holdings(setup.world)).toEqual({ stake: undefined, lst: before.lst + account.verdict.preview.lstOut, sol: before.sol - fee });
  });

  it('answers that change the other way: an honest listing, then a runner told an epoch behind: an honest deposit refused in words, nothing moves', async () => {
    const setup = bringLied(clockLie({ epoch: 0n }, 2));
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    expect(account).toMatchObject({ state: 'active', verdict: { depositable: true } });
    expect(await refusedBeforePrompt(setup, asked, account)).toEqual(NO_LONGER);
  });
});

describe('the guard’s mint check: a Token-2022 LST whose 0.3 % transfer fee is in force until epoch 5, falling to 0 % then', () => {
  /**
   * The TransferFeeConfig a SetTransferFee to 0 % leaves for two epochs: the older fee (0.3 %) still in
   * force, the newer (0 %) from epoch 5; no authority to change it, and a stranger to withdraw what is
   * withheld. The runtime's epoch is 0: every transfer into the staker's account now withholds 0.3 %.
   */
  const feeInForce = () => {
    const value = new Uint8Array(108);
    const view = new DataView(value.buffer);
    value.set(Keypair.generate().publicKey.toBytes(), 32); // the withdraw-withheld authority: a stranger
    view.setBigUint64(80, U64_MAX, true); // the older fee's maximum
    view.setUint16(88, 30, true); // the older fee: 0.3 %
    view.setBigUint64(90, 5n, true); // the newer fee from epoch 5
    view.setBigUint64(98, U64_MAX, true);
    view.setUint16(106, 0, true); // the newer fee: 0 %
    return createWorld({ mint: mintBytes({ extensions: [[TRANSFER_FEE_CONFIG, value]] }), tokenProgram: TOKEN_2022 });
  };
  /** A swap into the LST through the card, every getMultipleAccounts answered by a node that lies as `lie` says. */
  async function stakeLied(lie: Lie) {
    const world = feeInForce();
    expect(world.svm.getClock().epoch).toBe(0n);
    const node = lyingFetch(litesvmFetch(world.svm), lie);
    const { stake } = litesvmStake(world.svm, {
      user: world.user,
      token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: TOKEN_2022.toBase58() },
      aggregator: { expectedOut: OUT, outAmount: OUT, transaction: () => swapTransaction(world, { lamports: STAKED, out: OUT }) },
      beforeRpc: (method, params) =>
        method === 'getMultipleAccounts'
          ? node(RPC_URL, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
          : undefined,
    });
    const ran = await stake(STAKED);
    const run = { ...ran, end: worded(ran.end) };
    return { run, world };
  }
  const FEE_REFUSED = {
    phase: 'failed',
    message: 'We will not stake into tLST: the token lets someone else control what you hold. Nothing was signed.',
    detail: 'tLST charges a fee of 0.3 % on every transfer.',
  };

  it('control: an honest node: refused in words before the wallet, nothing sent', async () => {
    const { run } = await stakeLied(() => undefined);
    expect(run.end).toMatchObject(FEE_REFUSED);
    expect(run.sent).toEqual([]);
  });

  // Was a hole (found by this probe): the mint check judged the fee at the epoch the node named, so a node saying
  // epoch 5 had the 0 % fee in force and the swap landed, the runtime withholding 0.3 % of it (947,150,000
  // received of the 950,000,000 shown, 2,850,000 withheld for the stranger), inside the quote's 0.5 % slippage.
  // Now the staker's position refuses a fee the simulation withholds in their account, whatever the Clock says:
  // refused before the wallet, in the fee's words, as the transaction the swap service offered.
  it('a Clock five epochs on says the 0.3 % fee is over: the fee the simulation withholds refuses it, nothing sent', async () => {
    const { run } = await stakeLied(clockLie({ epoch: 5n }));
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
      detail: 'tLST charges a fee of 0.3 % on every transfer.',
    });
  });

  // Was a hole: a Clock the guard cannot use (left out, owned by another program, cut short) made its epoch
  // null, and the mint check then took the newer fee (0 %) as in force. Now both fees are judged without an
  // epoch, the larger one: refused in the mint's words, as with the truth.
  const unusable: [string, Lie][] = [
    ['left out', (address_) => (address_ === CLOCK_SYSVAR ? null : undefined)],
    [
      'owned by another program',
      (address_, truth) => (address_ === CLOCK_SYSVAR && truth ? { ...truth, owner: OTHER_PROGRAM } : undefined),
    ],
    [
      'cut to 20 bytes',
      (address_, truth) => (address_ === CLOCK_SYSVAR && truth ? withBytes(truth, bytesOf(truth).subarray(0, 20)) : undefined),
    ],
  ];
  it.each(unusable)('a Clock %s: refused as with the truth, nothing sent', async (_name, lie) => {
    const { run } = await stakeLied(lie);
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject(FEE_REFUSED);
  });

  it('a Clock an epoch behind changes nothing here: the older fee is in force either way, refused', async () => {
    const { run } = await stakeLied(clockLie({ epoch: 0n, unixTimestamp: -1n }));
    expect(run.end).toMatchObject(FEE_REFUSED);
    expect(run.sent).toEqual([]);
  });
});

describe('the pool read: whether the pool is stale, and the Clock it is read with', () => {
  const unusableClocks: [string, Lie][] = [
    ['left out', (address_) => (address_ === CLOCK_SYSVAR ? null : undefined)],
    [
      'owned by another program',
      (address_, truth) => (address_ === CLOCK_SYSVAR && truth ? { ...truth, owner: OTHER_PROGRAM } : undefined),
    ],
    [
      'cut to 20 bytes',
      (address_, truth) => (address_ === CLOCK_SYSVAR && truth ? withBytes(truth, bytesOf(truth).subarray(0, 20)) : undefined),
    ],
  ];
  it.each(unusableClocks)(
    'a Clock %s: the pool is not read (the card offers no deposit), and no stake account is listed',
    async (_name, lie) => {
      const setup = bringLied(lie);
      expect(await readPool(setup.config, ENTRY)).toEqual({ ok: false, reason: 'missing' });
      // Listing with a pool read from an honest node first: the listing's own Clock is the node's, and refused.
      const honest = bringLied(() => undefined);
      const asked = await honest.ask();
      await expect(readBringableStakeAccounts({ rpc: setup.rpc }, asked)).rejects.toThrow(/did not return the Clock/);
    },
  );

  it('a runner whose Clock is unusable: refused in words before anything is built, nothing moves', async () => {
    const setup = bringLied((address_, truth, read) =>
      address_ === CLOCK_SYSVAR && truth && read >= 2 ? { ...truth, owner: OTHER_PROGRAM } : undefined,
    );
    const asked = await setup.ask();
    const account = await setup.listed(asked);
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(worded(end)).toEqual({
      phase: 'failed',
      message: 'Your transaction could not be checked on the Solana RPC, so it was not sent to your wallet. Please try again.',
      detail: 'The Solana RPC did not return the Clock, the pool and its validator list.',
    });
    expect(wallet.prompts).toBe(0);
    expect(setup.sent).toEqual([]);
    expect(holdings(setup.world)).toEqual(before);
  });

  it('a stale pool (the runtime in epoch 2) told it is fresh (epoch 1): no update in front, and the pool program refuses the deposit (StakeListAndPoolOutOfDate) in the simulation', async () => {
    const setup = bringLied(clockLie({ epoch: 1n }));
    setup.world.setEpoch(2n);
    expect(setup.world.pool().lastUpdateEpoch).toBe(1n);
    const asked = await setup.ask();
    expect(asked.reading.currentEpoch).toBe(1n);
    const account = await setup.listed(asked);
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(worded(end)).toEqual({
      phase: 'failed',
      message: DEPOSIT_REFUSED,
      detail: expect.stringMatching(new RegExp(`^It fails when the Solana RPC simulates it: .*Custom \\{ code: ${POOL_OUT_OF_DATE} \\}`)),
    });
    expect(wallet.prompts).toBe(0);
    expect(setup.sent).toEqual([]);
    expect(holdings(setup.world)).toEqual(before);
  });

  it.each([2n, 900n])(
    'a fresh pool told the epoch is %s: an update in front that changes nothing, and the deposit lands exactly the preview, for the network fee alone',
    async (epoch) => {
      const setup = bringLied(clockLie({ epoch }));
      const asked = await setup.ask();
      const account = await setup.listed(asked);
      if (!account.verdict.depositable) throw new Error('not depositable');
      const before = holdings(setup.world);
      const { end } = await deposit(setup.rpc, asked, account);
      expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
      expect(setup.sent).toHaveLength(1);
      const { fee } = networkFeeOf(Buffer.from(setup.sent[0]!, 'base64'));
      expect(holdings(setup.world)).toEqual({ stake: undefined, lst: before.lst + account.verdict.preview.lstOut, sol: before.sol - fee });
      // The real update ran in the real epoch: the pool says epoch 1, whatever the node said.
      expect(setup.world.pool().lastUpdateEpoch).toBe(1n);
    },
  );
});

describe('the exit’s stake accounts: their phase and time to SOL, and Withdraw, told the wrong time', () => {
  /**
   * The staker after two stake exits (seed indices 0 and 1), the first deactivated in epoch 1 and still
   * cooling down; the runtime's Clock at slot 50 of epoch 1 (a warmup schedule: epoch 1 is slots 32 to
   * 95). `lie`: how the staker's node answers from then on.
   */
  async function cooling(lie: Lie) {
    const world = exitWorld();
    for (const [index, tokens] of [
      [0, 2n * SOL],
      [1, 3n * SOL],
    ] as const) {
      const offer = await stakeOffer(world, tokens, { index });
      if (!world.sendMeasured(offer.bytes).ok) throw new Error(`stake exit ${index} failed`);
    }
    const clock = world.svm.getClock();
    clock.epoch = 1n;
    clock.slot = 50n;
    world.svm.setClock(clock);
    const [first] = await exitStakeCandidates(staker, POOL);
    const honest = await runAction(world.rpc, { kind: 'deactivate', stake: first!.address });
    if (honest.end.phase !== 'done') throw new Error('the honest Deactivate did not land');
    const fetch = lyingFetch(litesvmFetch(world.svm), lie);
    const rpc = createRpcClient(resolveConfig({ rpcUrl: RPC_URL, fetch, timeoutMs: 5_000 }));
    return { world, rpc, fetch, stake: first!.address };
  }
  async function runAction(rpc: ReturnType<typeof createRpcClient>, action: StakeAccountAction) {
    const wallet = keypairWallet(STAKER);
    const end = await runStakeAccountAction(
      { rpc, sign: (bytes) => wallet.signTransaction(bytes), currentWallet: wallet.current, track: { sleep: async () => {} } },
      { staker, action },
      () => {},
      new AbortController().signal,
    );
    return { end, wallet };
  }
  const phases = async (rpc: ReturnType<typeof createRpcClient>) =>
    (await readExitStakeAccounts(rpc, staker, POOL)).accounts.map(({ phase, solFromEpoch, secondsUntilSol }) => ({
      phase,
      solFromEpoch,
      secondsUntilSol,
    }));
  /** The truth: the first cooling down until epoch 2 (the 46 slots left in epoch 1, at the nominal 0.4 s), the second active. */
  const TRUTH = [
    { phase: 'deactivating', solFromEpoch: 2n, secondsUntilSol: 18 },
    { phase: 'active', solFromEpoch: 2n, secondsUntilSol: 18 },
  ];

  it('control: an honest node lists the truth', async () => {
    const { rpc } = await cooling(() => undefined);
    expect(await phases(rpc)).toEqual(TRUTH);
  });

  it('a Clock an epoch on says the cooling account is SOL now: Withdraw is offered, but the Stake program refuses it in the simulation; nothing signed, nothing moves', async () => {
    const { world, rpc, stake } = await cooling(clockLie({ epoch: 2n }));
    expect((await phases(rpc))[0]).toEqual({ phase: 'inactive', solFromEpoch: 2n, secondsUntilSol: 0 });
    const before = { wallet: world.balance(staker), stake: world.balance(stake) };
    const { end, wallet } = await runAction(rpc, { kind: 'withdraw', stake, lamports: before.stake });
    expect(worded(end)).toMatchObject({ phase: 'failed', message: expect.stringMatching(/did not check out/) });
    expect(wallet.prompts).toBe(0);
    expect({ wallet: world.balance(staker), stake: world.balance(stake) }).toEqual(before);
  });

  it('a Clock an epoch behind says both accounts are still where they were an epoch ago: the Deactivate of the active one still lands on the real chain, for its fee alone', async () => {
    const { world, rpc } = await cooling(clockLie({ epoch: 0n }));
    const [, second] = await exitStakeCandidates(staker, POOL);
    const before = world.balance(staker);
    const { end } = await runAction(rpc, { kind: 'deactivate', stake: second!.address });
    // What the wallet paid is what the runner said it would (the network fee), and the deactivation is the real epoch's, not the node's.
    expect(end).toMatchObject({ phase: 'done', solGained: world.balance(staker) - before });
    expect(before - world.balance(staker)).toBeLessThan(10_000n);
    expect(new DataView(world.read(second!.address)!.data.buffer).getBigUint64(172, true)).toBe(1n);
  });

  it.each([
    ['left out', (address_: string) => (address_ === CLOCK_SYSVAR ? null : undefined)],
    [
      'cut to 20 bytes',
      (address_: string, truth: AccountJson | null) =>
        address_ === CLOCK_SYSVAR && truth ? withBytes(truth, bytesOf(truth).subarray(0, 20)) : undefined,
    ],
  ] as [string, Lie][])('a Clock %s: the list is not read, in words', async (_name, lie) => {
    const { rpc } = await cooling(lie);
    await expect(readExitStakeAccounts(rpc, staker, POOL)).rejects.toThrow(
      'The Solana RPC did not return the Clock and EpochSchedule sysvars.',
    );
  });

  // LEFT AS IT IS (a figure, nothing to pay): an EpochSchedule that disagrees with the Clock (a million slots
  // an epoch from slot 0, no warmup: epoch 1 would start at slot 1,000,000, yet the Clock is at slot 50 of
  // epoch 1) is used as is: the cooling account is said to be SOL in 799,980 s (over 9 days) instead of 18 s.
  // Refusing a Clock whose slot lies outside its epoch would hold against a real node, but this suite's
  // runtimes move the epoch without the slot in a dozen places; the Withdraw is simulated before it is signed.
  it.fails(
    'an EpochSchedule that disagrees with the Clock: the time to SOL should be left unsaid (or true), but 9 days are shown',
    async () => {
      const { rpc } = await cooling((address_, truth) => {
        if (address_ !== EPOCH_SCHEDULE_SYSVAR || !truth) return undefined;
        return withBytes(truth, scheduleBytes({ slotsPerEpoch: 1_000_000n, warmup: false, firstNormalEpoch: 0n, firstNormalSlot: 0n }));
      });
      const [first] = await phases(rpc);
      expect(first!.phase).toBe('deactivating');
      expect([null, 18]).toContain(first!.secondsUntilSol);
    },
  );

  it('a StakeHistory that lies (another owner, its entries garbage): never read, the list is the truth', async () => {
    const { rpc, fetch } = await cooling(stakeHistoryLie);
    expect(await phases(rpc)).toEqual(TRUTH);
    expect(fetch.reads.has(STAKE_HISTORY_SYSVAR)).toBe(false);
  });

  // Was a hole (small): the exit list read the Clock through chainEpochFrom, which took its bytes and never
  // its owner: an account owned by another program, saying epoch 2, was believed (the cooling account listed
  // as SOL now). Now chainEpochFrom reads both sysvars through clockFrom's owner check.
  it('a Clock owned by another program saying epoch 2: refused as the pool read refuses it', async () => {
    const { rpc } = await cooling((address_, truth) =>
      address_ === CLOCK_SYSVAR && truth ? withBytes(truth, clockBytes(bytesOf(truth), { epoch: 2n }), OTHER_PROGRAM) : undefined,
    );
    await expect(readExitStakeAccounts(rpc, staker, POOL)).rejects.toThrow();
  });
});

describe('“Your pool”: the team’s actions told the wrong epoch', () => {
  const io = (world: ManagedWorld) => ({ rpc: world.rpc, sign: (bytes: Uint8Array) => world.wallet.signTransaction(bytes) });
  const setFee: PoolAction = { kind: 'set-fee', fee: 'epoch', value: { numerator: 3n, denominator: 100n } };

  it('a stale pool told it is fresh (the Clock an epoch behind): SetFee planned without the update, the program refuses it in the simulation; nothing signed, no fee scheduled', async () => {
    const world = await managedWorld();
    const truth = world.svm.getClock().epoch;
    world.endEpoch();
    world.node.lie = (at, data) => (at === CLOCK_SYSVAR ? clockBytes(data, { epoch: truth }) : null);
    const plan = await planPoolAction(io(world), world.addresses.pool, world.wallet.address, setFee);
    if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual(['setting the epoch fee to 3 %']);
    const balance = world.balance();
    const prompts = world.wallet.prompts;
    const { end } = await world.act(setFee);
    // StakeListAndPoolOutOfDate: the real program knows the epoch the node hid.
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'Transaction 1 of 1 did not check out on the Solana RPC, so it was not sent to your wallet.',
      detail: expect.stringMatching(new RegExp(`^It fails when the Solana RPC simulates it: .*Custom \\{ code: ${POOL_OUT_OF_DATE} \\}`)),
    });
    expect(world.wallet.prompts).toBe(prompts);
    expect(world.balance()).toBe(balance);
    expect(world.pool().nextEpochFee).toBeNull();
  });

  it('a Clock cut to 20 bytes: refused in words before anything is planned', async () => {
    const world = await managedWorld();
    world.node.lie = (at, data) => (at === CLOCK_SYSVAR ? data.subarray(0, 20) : null);
    const plan = await planPoolAction(io(world), world.addresses.pool, world.wallet.address, setFee);
    expect('refusal' in plan && inEnglish(plan.refusal)).toMatch(/SysvarC1ock11111111111111111111111111111111/);
  });
});

describe('the instant exit, its SOL withdrawal fee of 0.5 % falling to none at the next update, told the epoch is the next', () => {
  /** picoSOL's pool (the runtime in epoch 1, updated) with the fee change scheduled one epoch after its last update; the card asking `lie`'s node. */
  async function unstakeLied(lie: Lie) {
    const world = exitWorld();
    changePool(world, (pool) => {
      pool.solWithdrawalFee = { numerator: 5n, denominator: 1_000n };
      pool.nextSolWithdrawalFee = { epochsAway: 1, fee: { numerator: 0n, denominator: 0n } };
    });
    const lstAccount = associatedTokenAddress(staker, PICOSOL_LISTED.mint, PICOSOL_LISTED.tokenProgram);
    const node = lyingFetch(litesvmFetch(world.svm, { alsoHeld: () => [lstAccount] }), lie);
    // The adapter's fetch is async and returns what beforeRpc gives: a promise of the lying node's answer serves.
    const card = litesvmUnstake(world.svm, {
      user: STAKER,
      token: PICOSOL_LISTED,
      beforeRpc: (method, params) =>
        method === 'getMultipleAccounts'
          ? (node(RPC_URL, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }) as unknown as Response)
          : undefined,
    });
    const before = { sol: world.balance(staker), lst: world.tokens(STAKER_PICOSOL) };
    const run = await card.unstake(2n * SOL, { route: 'instant' });
    const instant = run.shown.offers.find((offer) => offer.route === 'instant');
    return { run, card, world, before, instant, after: { sol: world.balance(staker), lst: world.tokens(STAKER_PICOSOL) } };
  }

  it('control: an honest node shows the 0.5 % fee, and the exit pays exactly what was simulated', async () => {
    const { run, before, after, instant } = await unstakeLied(() => undefined);
    expect(instant?.terms).toMatchObject({ fee: { numerator: 5n, denominator: 1_000n } });
    expect(run.end).toMatchObject({ phase: 'success', route: 'instant' });
    expect(run.end.phase === 'success' && after.sol - before.sol).toBe(run.end.phase === 'success' ? run.end.simulated : null);
    expect(after.lst).toBe(before.lst! - 2n * SOL);
  });

  it('a Clock an epoch on: the card offers the exit at no fee (a figure the chain will not pay), but the pool program refuses it (ExceededSlippage) in the simulation; nothing signed, nothing moves', async () => {
    const { run, card, before, after, instant } = await unstakeLied(clockLie({ epoch: 2n }));
    // What the lie buys: the offer as the update the node said was due would leave the pool.
    expect(instant?.terms).toMatchObject({ fee: { numerator: 0n, denominator: 0n } });
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message: "The exit from picoSOL's pool did not check out on the Solana RPC. Nothing was signed.",
      detail: expect.stringMatching(
        new RegExp(`^It fails when the Solana RPC simulates it: .*Custom \\{ code: ${POOL_EXCEEDED_SLIPPAGE} \\}`),
      ),
    });
    expect(card.sent).toEqual([]);
    expect(after).toEqual(before);
  });
});

describe('the launch, by a node that lies about every time sysvar at once', () => {
  /** The Clock at epoch 900 and a year on, an EpochSchedule that disagrees with it, a StakeHistory of garbage. */
  const everyTimeLie: Lie = (address_, truth, read) => {
    if (!truth) return undefined;
    if (address_ === CLOCK_SYSVAR) return clockLie({ epoch: 900n, unixTimestamp: 31_557_600n })(address_, truth, read);
    if (address_ === EPOCH_SCHEDULE_SYSVAR)
      return withBytes(truth, scheduleBytes({ slotsPerEpoch: 32n, warmup: false, firstNormalEpoch: 0n, firstNormalSlot: 0n }));
    return stakeHistoryLie(address_, truth, read);
  };
  it('never reads them: the same accounts and rents as with the truth, live in four prompts, spending exactly the plan (less the priority fees it did not need)', async () => {
    let node: ReturnType<typeof lyingFetch> | null = null;
    const world = launchWorld({ node: (fetch) => (node = lyingFetch(fetch, everyTimeLie)) });
    const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS });
    if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
    const truthful = launchWorld();
    const honest = await previewLaunch(truthful.rpc, { wallet: truthful.wallet.address, terms: LAUNCH_TERMS });
    if ('refusal' in honest) throw new Error(inEnglish(honest.refusal));
    const rents = (launch: typeof plan) => launch.accounts.map(({ name, lamports }) => [name, lamports]);
    expect(rents(plan)).toEqual(rents(honest));
    expect(plan.total).toBe(honest.total);
    const before = world.balance();
    const { end } = await world.launch();
    if (end.phase !== 'live') throw new Error(`the launch ended ${end.phase}`);
    expect(world.wallet.prompts).toBe(4);
    // The plan counts each step's priority fee at its most and Metaplex's create fee, which the fixture's build does not charge.
    const unspentFees = end.sent.reduce((sum, step) => sum + plan.steps.find((planned) => planned.kind === step.kind)!.fee - step.fee, 0n);
    expect(before - world.balance()).toBe(plan.total - METAPLEX_CREATE_FEE - unspentFees);
    // Nothing to lie to: the launch never asks for the time sysvars (its transactions name them; the runtime's own are used).
    expect([CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, STAKE_HISTORY_SYSVAR].filter((sysvar) => node!.reads.has(sysvar))).toEqual([]);
  });
});

describe('the card’s SOL deposit into picoSOL’s pool, its staleness told wrong', () => {
  /** Stakes 1 SOL by the deposit route on a runtime in epoch `real`, the node saying `told`. */
  async function depositLied(real: bigint, told: bigint) {
    const world = exitWorld({ deposit: 0n });
    world.setEpoch(real);
    const node = lyingFetch(litesvmFetch(world.svm), clockLie({ epoch: told }));
    const { stake } = litesvmStake(world.svm, {
      user: STAKER,
      token: PICOSOL_LISTED,
      beforeRpc: (method, params) =>
        method === 'getMultipleAccounts'
          ? node(RPC_URL, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
          : undefined,
    });
    const before = { sol: world.balance(staker), lst: world.tokens(STAKER_PICOSOL) ?? 0n };
    const run = await stake(SOL);
    return { run, world, before, after: { sol: world.balance(staker), lst: world.tokens(STAKER_PICOSOL) ?? 0n } };
  }

  it('a stale pool told it is fresh: no update in front, the pool program refuses (StakeListAndPoolOutOfDate) in the simulation; nothing signed, nothing moves', async () => {
    const { run, before, after } = await depositLied(2n, 1n);
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message: DEPOSIT_REFUSED,
      detail: expect.stringMatching(new RegExp(`^It fails when the Solana RPC simulates it: .*Custom \\{ code: ${POOL_OUT_OF_DATE} \\}`)),
    });
    expect(run.sent).toEqual([]);
    expect(after).toEqual(before);
  });

  it('a fresh pool told it is stale: an update in front that changes nothing, and the staker receives exactly the figure shown, for the network fee alone', async () => {
    const { run, before, after } = await depositLied(1n, 2n);
    const shown = run.preview.status === 'ready' ? run.preview.expectedOut : null;
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', received: shown });
    expect(after.lst - before.lst).toBe(shown);
    expect(before.sol - after.sol).toBe(SOL + networkFeeOf(run.sent[0]!).fee);
    // The update the node asked for went in front (the pool program's UpdateValidatorListBalance and UpdateStakePoolBalance, then DepositSolWithSlippage, 25).
    const { message } = run.sent[0]!;
    const keys = message.staticAccountKeys.map((key) => key.toBase58());
    const poolTags = message.compiledInstructions
      .filter(({ programIdIndex }) => keys[programIdIndex] === PROGRAM_ID)
      .map(({ data }) => data[0]);
    expect(poolTags).toEqual([6, 7, 25]);
  });
});

describe('the APY shown on the card, from the Clock’s own timestamps', () => {
  /**
   * picoSOL's pool grown 0.02 % over its last epoch, read with a Clock whose epoch start and Unix time
   * put `seconds` between two slots (litesvm's own Clock has no time: its Unix time is 0).
   */
  async function apyAt(seconds: number) {
    const truth = clockOf(bringWorld().world);
    const firstSlotOfEpoch1 = 32n; // a warmup schedule: epoch 1 is slots 32 to 95
    const elapsed = BigInt(Math.round(Number(truth.slot - firstSlotOfEpoch1) * seconds));
    const setup = bringLied(clockLie({ epochStart: 0n, unixTimestamp: elapsed }));
    changePool(setup.world, (pool) => {
      pool.lastEpochPoolTokenSupply = pool.poolTokenSupply;
      pool.lastEpochTotalLamports = (pool.totalLamports * 10_000n) / 10_002n;
    });
    const reading = await readPool(setup.config, ENTRY);
    if (!reading.ok) throw new Error('not read');
    return reading.apy;
  }

  it('at the network’s 0.4 s a slot: about 3.7 %', async () => {
    const apy = await apyAt(0.4);
    expect(apy && 'apy' in apy && apy.apy).toBeCloseTo(0.0372, 3);
  });

  it('a Clock saying slots of 4 ms: no yearly figure is shown', async () => {
    expect(await apyAt(0.004)).toEqual({ notKnown: 'no-slot-time' });
  });

  // Was a hole (a figure, small): the slot time was the Clock's own, taken as is: a node saying slots of 40 ms
  // made the card show 44 % for a pool earning 3.7 %. Now a slot time outside 0.3 to 1 s is none
  // (chainEpoch.ts, SLOT_SECONDS_RANGE). (A node can also write the pool's bytes: one way to that figure closed.)
  it('a Clock saying slots of 40 ms: the APY is left unsaid, not 44 %', async () => {
    expect(await apyAt(0.04)).toEqual({ notKnown: 'no-slot-time' });
  });
});
