// A probe of this session's three new guards on a real Solana runtime (litesvm, the real Token and
// Token-2022 programs, the relay at the aggregator's address standing in for a hostile route):
// 1. the staker's position refusing a Token-2022 transfer fee the simulation withholds in one of their
//    token accounts (widget/core/guard/stakerPosition.ts), with the mint check's larger fee without a Clock;
// 2. a failed transaction worded by the program its logs say failed first (widget/solana/road/failureWords.ts);
// 3. the chain's epoch read from both sysvars, owner-checked, with a plausible slot time (chainEpoch.ts).
// Each test asserts the safe outcome: refused in words before the wallet, the real programs refusing with
// nothing lost, the exact figure, or the honest action going through. Each hole this probe found is fixed; its
// test says what it was ("Was a hole").
import type { PublicKey } from '@solana/web3.js';
import { Keypair, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Clock, EpochSchedule, LiteSVM } from 'litesvm';
import { advanceDemoEpoch } from '../../demo/demoEpoch';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { demoProjects } from '../../demo/demoProjects';
import { loadPoolApys } from '../../site/loadPoolApys';
import { listedPool } from '../../site/logic/listedPool';
import { readPool } from '../../widget/stake/pool/readPool';
import { exitReadingOf } from '../../widget/stake/routes/exit/exitReading';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { chainEpochFrom, slotsLeftInEpoch } from '../../widget/core/stakePool/chainEpoch';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, SYSVAR_OWNER } from '../../widget/core/addresses/sysvars';
import { litesvmFetch } from '../support/litesvmRpc';
import { litesvmStake } from '../support/litesvmStake';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { AGGREGATOR_PROGRAM, closeAccount, createIdempotent } from '../support/web3DemoInstructions';
import {
  concat,
  createWorld,
  SOL,
  mintBytes,
  relay,
  swapTransaction,
  TOKEN,
  TOKEN_2022,
  tokenAccountBytes,
  u64,
  viaRoute,
  WSOL,
  type World,
} from '../support/litesvmWorld';
import { OUT, STAKE } from '../support/stakeOnLitesvm';
import { networkFeeOf } from '../support/networkFee';
import { worded } from '../support/worded';

const RPC_URL = 'https://rpc.litesvm.invalid/';
const U64_MAX = 2n ** 64n - 1n;
/** Token-2022's TransferFeeConfig mint extension, and the TransferFeeAmount and ImmutableOwner account extensions. */
const TRANSFER_FEE_CONFIG = 1;
const FEE_AMOUNT = 2;
const IMMUTABLE_OWNER = 7;
const u16 = (value: number) => Uint8Array.of(value & 0xff, value >> 8);

/**
 * A TransferFeeConfig: no authority to change it, a stranger to withdraw what is withheld, the older fee
 * `older` (basis points) in force until `newerFrom`, the newer fee `newer` from then.
 */
function feeConfig(older: number, newer: number, newerFrom: bigint) {
  const value = new Uint8Array(108);
  const view = new DataView(value.buffer);
  value.set(Keypair.generate().publicKey.toBytes(), 32);
  view.setBigUint64(80, U64_MAX, true);
  view.setUint16(88, older, true);
  view.setBigUint64(90, newerFrom, true);
  view.setBigUint64(98, U64_MAX, true);
  view.setUint16(106, newer, true);
  return value;
}

/** A Token-2022 LST with this fee config: the runtime's epoch is 0. */
const feeWorld = (older: number, newer: number, newerFrom: bigint) =>
  createWorld({ mint: mintBytes({ extensions: [[TRANSFER_FEE_CONFIG, feeConfig(older, newer, newerFrom)]] }), tokenProgram: TOKEN_2022 });

/** A Token-2022 account of the staker's for the world's mint, holding `amount`, `withheld` of fees already in it. */
function feeAccountBytes(world: World, amount: bigint, withheld: bigint, immutableOwner = false) {
  return concat(
    tokenAccountBytes(world.mint, world.user.publicKey, amount),
    Uint8Array.of(2), // the account type: an account
    ...(immutableOwner ? [concat(u16(IMMUTABLE_OWNER), u16(0))] : []),
    concat(u16(FEE_AMOUNT), u16(8), u64(withheld)),
  );
}

/** Token-2022's permissionless HarvestWithheldTokensToMint: what is withheld in `sources` moves to the mint. */
const harvestData = Uint8Array.of(26, 4);
const harvestViaRoute = (world: World, sources: PublicKey[]) =>
  relay(TOKEN_2022, [{ pubkey: world.mint, isWritable: true }, ...sources.map((pubkey) => ({ pubkey, isWritable: true }))], harvestData);
const harvestAlone = (world: World, sources: PublicKey[]) =>
  new TransactionInstruction({
    programId: TOKEN_2022,
    keys: [
      { pubkey: world.mint, isWritable: true, isSigner: false },
      ...sources.map((pubkey) => ({ pubkey, isWritable: true, isSigner: false })),
    ],
    data: Buffer.from(harvestData),
  });

/** The withheld amount in a Token-2022 account of the world's (its TransferFeeAmount), 0 when none. */
function withheldIn(world: World, key: PublicKey): bigint {
  const account = world.svm.getAccount(key.toBase58() as never);
  if (!account.exists) return 0n;
  const data = Uint8Array.from(account.data);
  for (let offset = 166; offset + 4 <= data.length;) {
    const type = data[offset]! | (data[offset + 1]! << 8);
    const length = data[offset + 2]! | (data[offset + 3]! << 8);
    if (type === FEE_AMOUNT) return new DataView(data.buffer).getBigUint64(offset + 4, true);
    offset += 4 + length;
  }
  return 0n;
}

/**
 * A node whose Clock says `epoch` in every getMultipleAccounts answer ('cut': its bytes cut to 20, a Clock
 * the guard cannot use); the rest is the runtime's truth. Null: an honest node.
 */
function clockSays(world: World, epoch: bigint | 'cut' | null) {
  const inner = litesvmFetch(world.svm);
  const told = async (method: string, params: unknown[]) => {
    const response = await inner(RPC_URL, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const body = (await response.json()) as { result?: { value: ({ data: [string, string] } | null)[] } };
    (params[0] as string[]).forEach((key, index) => {
      const account = body.result?.value[index];
      if (key !== CLOCK_SYSVAR || !account) return;
      const bytes = Buffer.from(account.data[0], 'base64');
      if (epoch === 'cut') return void (account.data = [bytes.subarray(0, 20).toString('base64'), 'base64']);
      bytes.writeBigUInt64LE(epoch!, 16);
      account.data = [bytes.toString('base64'), 'base64'];
    });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return (method: string, params: unknown[]) => (method === 'getMultipleAccounts' && epoch !== null ? told(method, params) : undefined);
}

/** A stake into the world's Token-2022 LST through the card, the aggregator's transaction as `build` makes it. */
async function stakeInto(world: World, build: () => ReturnType<typeof swapTransaction>, clockEpoch: bigint | 'cut' | null = null) {
  const { stake } = litesvmStake(world.svm, {
    user: world.user,
    token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: TOKEN_2022.toBase58() },
    aggregator: { expectedOut: OUT, outAmount: OUT, transaction: build },
    beforeRpc: clockSays(world, clockEpoch),
  });
  const ran = await stake(STAKE);
  return { ...ran, end: worded(ran.end) as { phase: string; message?: string; detail?: string } };
}

/** The wallet's lamports now. */
const lamportsOf = (world: World) => world.balance(world.user.publicKey);

/** What 0.3 % withholds of OUT, as Token-2022 rounds it (up). */
const FEE_ON_OUT = (OUT * 30n + 9_999n) / 10_000n;

describe('a Token-2022 fee the route makes the staker pay, then hides (0.3 % in force until epoch 5, 0 % then; the runtime in epoch 0)', () => {
  const feeRefused = (detail = 'tLST charges a fee of 0.3 % on every transfer.') => ({ phase: 'failed', detail });

  it('control: the fee withheld in the staker’s new account under a Clock five epochs on: refused, nothing sent', async () => {
    const world = feeWorld(30, 0, 5n);
    const run = await stakeInto(world, () => swapTransaction(world, { lamports: STAKE, out: OUT }), 5n);
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject(feeRefused());
  });

  // Was a hole (found by this probe, fixed: checkMint.ts feeHarvested): HarvestWithheldTokensToMint is permissionless: the route, after delivering the LST, harvests what the
  // transfer withheld in the staker's account into the mint. The simulation then shows nothing withheld in
  // the staker's account, the Clock five epochs on made the mint check judge the 0 % fee, and the card ends in
  // success: 947,150,000 received (simulated 947,150,000) of the 950,000,000 shown, the 2,850,000 fee now in
  // the mint for the stranger to withdraw, never named. Smallest fix: in guardTransaction.ts, after checkMint,
  // a rise in the LST mint's own withheld amount (its TransferFeeConfig value, u64 at offset 64) between
  // reading.before and reading.after is a fee in force now: refuse it in the mint's fee words (the larger of
  // its two fees), whatever the Clock said.
  it('the fee withheld, then harvested to the mint by the route in the same transaction: still refused, nothing sent', async () => {
    const world = feeWorld(30, 0, 5n);
    const run = await stakeInto(
      world,
      () => swapTransaction(world, { lamports: STAKE, out: OUT, extra: [harvestViaRoute(world, [world.lstAccount])] }),
      5n,
    );
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject({ phase: 'failed' });
  });

  it('the same harvest under a Clock the guard cannot use (cut short): the mint check judges the larger fee, refused in its words, nothing sent', async () => {
    const world = feeWorld(30, 0, 5n);
    const run = await stakeInto(
      world,
      () => swapTransaction(world, { lamports: STAKE, out: OUT, extra: [harvestViaRoute(world, [world.lstAccount])] }),
      'cut',
    );
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: 'We will not stake into tLST: the token lets someone else control what you hold. Nothing was signed.',
      detail: 'tLST charges a fee of 0.3 % on every transfer.',
    });
  });

  it('the harvest as its own top-level Token-2022 instruction: refused before the wallet, nothing sent', async () => {
    const world = feeWorld(30, 0, 5n);
    const run = await stakeInto(
      world,
      () => swapTransaction(world, { lamports: STAKE, out: OUT, extra: [harvestAlone(world, [world.lstAccount])] }),
      5n,
    );
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject({ phase: 'failed' });
  });

  it('a hop through another of the staker’s accounts (fee withheld there and again in the new one): refused, nothing sent', async () => {
    const world = feeWorld(30, 0, 5n);
    const hop = Keypair.generate().publicKey;
    world.put(hop, feeAccountBytes(world, 0n, 0n), TOKEN_2022);
    const arrived = OUT - FEE_ON_OUT;
    const run = await stakeInto(
      world,
      () =>
        swapTransaction(world, {
          lamports: STAKE,
          out: OUT,
          route: [
            viaRoute.transfer(TOKEN, world.wrappedSol, WSOL, world.solVault, world.user.publicKey, STAKE),
            viaRoute.transfer(TOKEN_2022, world.lstVault, world.mint, hop, world.user.publicKey, OUT),
            viaRoute.transfer(TOKEN_2022, hop, world.mint, world.lstAccount, world.user.publicKey, arrived),
          ],
        }),
      5n,
    );
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject({
      phase: 'failed',
      detail: expect.stringMatching(/^tLST charges a fee of 0\.\d+ % on every transfer\.$/),
    });
  });

  // Was a hole (words only; it was refused; fixed: the harvest is named with the mint's fee, and an account the
  // tokens only passed through gives no figure): the refusal's percent is the withheld amount over the net that arrived in
  // that account. Through a hop account of the staker's that passes everything on (net 0), with the new account
  // harvested, the card says the 0.3 % fee is 100 %. Smallest fix: stakerPosition.ts (tokenAccountRefusal),
  // when the account's amount did not rise by more than the fee, word the fee without a figure (or with the
  // mint's larger fee, from checkMint's reading), rather than `withheld / withheld`.
  it('a hop account of the staker’s passing everything on, the new account harvested: refused, the fee named at 0.3 %, not 100 %', async () => {
    const world = feeWorld(30, 0, 5n);
    const hop = Keypair.generate().publicKey;
    world.put(hop, feeAccountBytes(world, 0n, 0n), TOKEN_2022);
    const run = await stakeInto(
      world,
      () =>
        swapTransaction(world, {
          lamports: STAKE,
          out: OUT,
          route: [
            viaRoute.transfer(TOKEN, world.wrappedSol, WSOL, world.solVault, world.user.publicKey, STAKE),
            viaRoute.transfer(TOKEN_2022, world.lstVault, world.mint, hop, world.user.publicKey, OUT),
            viaRoute.transfer(TOKEN_2022, hop, world.mint, world.lstAccount, world.user.publicKey, OUT - FEE_ON_OUT),
          ],
          extra: [harvestViaRoute(world, [world.lstAccount])],
        }),
      5n,
    );
    expect(run.sent).toEqual([]);
    expect(run.end).toMatchObject(feeRefused());
  });
});

describe('honest stakes into a Token-2022 LST the new check must let through', () => {
  it('a 0 % fee config with no authority to raise it: lands, the staker receives exactly the figure shown, nothing withheld', async () => {
    const world = feeWorld(0, 0, 0n);
    const run = await stakeInto(world, () => swapTransaction(world, { lamports: STAKE, out: OUT }));
    expect(run.end).toMatchObject({ phase: 'success', received: OUT, simulated: OUT });
    expect(world.tokens(world.lstAccount)).toBe(OUT);
    expect(withheldIn(world, world.lstAccount)).toBe(0n);
  });

  it('an account already holding fees withheld from before (an older fee since lowered to 0 %): lands, the old fees untouched', async () => {
    const world = feeWorld(0, 0, 0n);
    world.put(world.lstAccount, feeAccountBytes(world, 7n * 10n ** 9n, 5_000_000n, true), TOKEN_2022);
    const run = await stakeInto(world, () => swapTransaction(world, { lamports: STAKE, out: OUT }));
    expect(run.end).toMatchObject({ phase: 'success', received: OUT, simulated: OUT });
    expect(world.tokens(world.lstAccount)).toBe(7n * 10n ** 9n + OUT);
    expect(withheldIn(world, world.lstAccount)).toBe(5_000_000n);
  });

  it('a 0.3 % fee lowered to 0 % from epoch 5, the runtime (and its honest node) in epoch 7: lands, exactly the figure shown', async () => {
    const world = feeWorld(30, 0, 5n);
    const clock = world.svm.getClock();
    clock.epoch = 7n;
    world.svm.setClock(clock);
    const run = await stakeInto(world, () => swapTransaction(world, { lamports: STAKE, out: OUT }));
    expect(run.end).toMatchObject({ phase: 'success', received: OUT, simulated: OUT });
    expect(withheldIn(world, world.lstAccount)).toBe(0n);
  });
});

const HELD = 2n * SOL;
const SOL_OUT = 1_900_000_000n;

/**
 * The card's swap back of all the staker's HELD tLST (Token-2022, 0.3 % fee in force) for SOL_OUT, `withheld`
 * already in their account from before: the route takes the LST into a vault of its own and pays wrapped SOL.
 */
async function swapBackAll(withheld: bigint) {
  const world = feeWorld(30, 0, 5n);
  world.put(world.lstAccount, feeAccountBytes(world, HELD, withheld, true), TOKEN_2022);
  // The route's LST vault (its own owner, Token-2022's fee extension) and a wrapped-SOL vault it pays from.
  const lstIn = Keypair.generate().publicKey;
  world.put(
    lstIn,
    concat(tokenAccountBytes(world.mint, Keypair.generate().publicKey, 0n), Uint8Array.of(2), u16(FEE_AMOUNT), u16(8), u64(0n)),
    TOKEN_2022,
  );
  const solOut = Keypair.generate().publicKey;
  world.put(
    solOut,
    tokenAccountBytes(WSOL, Keypair.generate().publicKey, 10n * SOL, {
      native: true,
      delegate: world.user.publicKey,
      delegatedAmount: 10n * SOL,
    }),
    TOKEN,
    2_039_280n + 10n * SOL,
  );
  const user = world.user.publicKey;
  const card = litesvmUnstake(world.svm, {
    user: world.user,
    token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: TOKEN_2022.toBase58() },
    aggregator: {
      outAmount: SOL_OUT,
      programIds: [AGGREGATOR_PROGRAM.toBase58()],
      transaction: () => {
        const instructions = [
          createIdempotent(user, world.wrappedSol, user, WSOL, TOKEN),
          viaRoute.transfer(TOKEN_2022, world.lstAccount, world.mint, lstIn, user, HELD),
          viaRoute.transfer(TOKEN, solOut, WSOL, world.wrappedSol, user, SOL_OUT),
          closeAccount(TOKEN, world.wrappedSol, user, user),
        ];
        const message = new TransactionMessage({ payerKey: user, recentBlockhash: world.svm.latestBlockhash(), instructions });
        return new VersionedTransaction(message.compileToV0Message()).serialize();
      },
    },
  });
  const before = lamportsOf(world);
  const run = await card.unstake(HELD, { route: 'swap-back' });
  const sent = card.sent.at(-1);
  return { world, lstIn, end: worded(run.end), gained: lamportsOf(world) - before, fee: sent ? networkFeeOf(sent).fee : null };
}

describe('an exit from a Token-2022 LST whose 0.3 % fee is in force: the holder is never kept from leaving', () => {
  it('a swap back: lands, the fee withheld in the route’s vault (not the staker’s), the staker receives the SOL quoted', async () => {
    const { world, lstIn, end, gained, fee } = await swapBackAll(0n);
    expect(end).toMatchObject({ phase: 'success' });
    // The emptied LST account is closed by the exit (nothing withheld in it to keep it open): its rent comes back too.
    const lstRent = world.svm.minimumBalanceForRentExemption(182n);
    expect(gained).toBe(SOL_OUT - fee! + lstRent);
    expect(world.tokens(world.lstAccount)).toBeNull();
    expect(withheldIn(world, lstIn)).toBe((HELD * 30n + 9_999n) / 10_000n);
  });

  it('the staker’s account holding fees withheld from before (Token-2022 will not close it): lands all the same, the account kept with its fees', async () => {
    const { world, end, gained, fee } = await swapBackAll(5_000_000n);
    expect(end).toMatchObject({ phase: 'success' });
    expect(gained).toBe(SOL_OUT - fee!);
    expect(world.tokens(world.lstAccount)).toBe(0n);
    expect(withheldIn(world, world.lstAccount)).toBe(5_000_000n);
  });
});

describe('a failed transaction’s words, the route or the wallet short when it lands', () => {
  const WALLET_SHORT =
    'Transaction failed: when it landed, your wallet no longer held enough (another transaction may have spent it first). It changed nothing but its network fee.';

  it('control: the wallet spent its SOL between the check and the landing: the System program’s own error, the wallet short, only the fee spent', async () => {
    const world = createWorld();
    let lamports = 0n;
    const { stake } = litesvmStake(world.svm, {
      user: world.user,
      token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: TOKEN.toBase58() },
      aggregator: { expectedOut: OUT, outAmount: OUT, transaction: () => swapTransaction(world, { lamports: STAKE, out: OUT }) },
      beforeRpc: (method) => {
        if (method !== 'sendTransaction') return;
        // Another transaction of theirs lands first: the wallet keeps half a SOL.
        world.svm.setAccount({ ...world.svm.getAccount(world.user.publicKey.toBase58() as never), lamports: SOL / 2n } as never);
        lamports = lamportsOf(world);
      },
    });
    const run = worded((await stake(STAKE)).end);
    expect(run).toMatchObject({ phase: 'failed', message: WALLET_SHORT, signature: expect.any(String) });
    expect(lamports - lamportsOf(world)).toBe(networkFeeOf(swapTransaction(world, { lamports: STAKE, out: OUT })).fee);
    expect(world.tokens(world.lstAccount)).toBeNull();
  });

  // Was a hole (fixed: failureWords.ts words the System and token programs' shortfall at the top, or called by a
  // pool, never by the aggregator): the token program's InsufficientFunds at depth 2 was worded as the wallet short whenever the aggregator
  // called it, but the aggregator moves its own (and its venues') accounts at depth 2 too: here the route's LST
  // vault was emptied between the check and the landing, the staker's wallet held every lamport it needed, and
  // the card says "your wallet no longer held enough". Smallest fix: failureWords.ts, KNOWN's FUNDS entry at
  // depth 1 only (a System or token instruction of the staker's own, whose accounts the guard checked), plus a
  // depth-2 entry for FUNDS only when the top program is a pool (failedProgram returns the depth-1 program too):
  // the pool's calls move only the staker's own SOL and tokens, the aggregator's may move anyone's.
  it('the route’s own vault emptied before the landing (the token program short at depth 2, under the aggregator): not worded as the wallet short', async () => {
    const world = createWorld();
    const vaultOwner = Keypair.generate().publicKey;
    world.put(
      world.lstVault,
      tokenAccountBytes(world.mint, vaultOwner, 1_000n * SOL, { delegate: world.user.publicKey, delegatedAmount: 1_000n * SOL }),
      TOKEN,
    );
    const { stake } = litesvmStake(world.svm, {
      user: world.user,
      token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: TOKEN.toBase58() },
      aggregator: { expectedOut: OUT, outAmount: OUT, transaction: () => swapTransaction(world, { lamports: STAKE, out: OUT }) },
      beforeRpc: (method) => {
        if (method !== 'sendTransaction') return;
        // Someone else's trade empties the route's vault first.
        world.put(
          world.lstVault,
          tokenAccountBytes(world.mint, vaultOwner, 0n, { delegate: world.user.publicKey, delegatedAmount: 1_000n * SOL }),
          TOKEN,
        );
      },
    });
    const before = lamportsOf(world);
    const run = worded((await stake(STAKE)).end) as { phase: string; message: string };
    // The wallet held far more than the stake and its fee when it landed; only the fee went.
    expect(before).toBeGreaterThan(10n * SOL);
    expect(run.phase).toBe('failed');
    expect(run.message).toMatch(/^Transaction failed: /);
    expect(run.message).not.toBe(WALLET_SHORT);
  });
});

describe('the chain’s epoch from real answers: litesvm’s own sysvars through the RPC double, and the demo’s', () => {
  const START = 1_757_000_000n;
  /** The Clock and the EpochSchedule as our RPC client reads them, in one getMultipleAccounts. */
  async function sysvarsThrough(config: Parameters<typeof createRpcClient>[0]) {
    const [clock, schedule] = (await createRpcClient(config).getMultipleAccounts([CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR])).accounts;
    return { clock, schedule };
  }
  const litesvmConfig = (svm: LiteSVM) => resolveConfig({ rpcUrl: RPC_URL, fetch: litesvmFetch(svm), timeoutMs: 5_000 });

  it('mainnet’s schedule on litesvm, 100,000 slots into epoch 751 at 0.4 s: the epoch, the slot time and the slots left, exact', async () => {
    const svm = new LiteSVM();
    svm.setEpochSchedule(new EpochSchedule(432_000n, 432_000n, false, 0n, 0n));
    svm.setClock(new Clock(751n * 432_000n + 100_000n, START, 751n, 752n, START + 40_000n));
    const { clock, schedule } = await sysvarsThrough(litesvmConfig(svm));
    expect(clock?.owner).toBe(SYSVAR_OWNER);
    expect(schedule?.owner).toBe(SYSVAR_OWNER);
    expect(chainEpochFrom(clock, schedule)).toEqual({ epoch: 751n, slotsPerEpoch: 432_000n, slotSeconds: 0.4 });
    expect(slotsLeftInEpoch(clock, schedule)).toBe(332_000n);
  });

  it('litesvm’s own sysvars as it starts (a warmup schedule, its Clock at slot 440,208,000 yet in epoch 0): read, the epoch 0, but no slot time and no slots left rather than a wrong wait', async () => {
    const svm = new LiteSVM();
    const { clock, schedule } = await sysvarsThrough(litesvmConfig(svm));
    expect(svm.getEpochSchedule().warmup).toBe(true);
    expect(chainEpochFrom(clock, schedule)).toEqual({ epoch: 0n, slotsPerEpoch: 432_000n, slotSeconds: null });
    expect(slotsLeftInEpoch(clock, schedule)).toBeNull();
    // Told a slot in its epoch (epoch 3 of the warmup is slots 224 to 479), the same schedule gives the slots left.
    svm.setClock(new Clock(300n, START, 3n, 4n, START + 120n));
    const warm = await sysvarsThrough(litesvmConfig(svm));
    expect(slotsLeftInEpoch(warm.clock, warm.schedule)).toBe(180n);
  });

  it('the demo’s sysvars as it starts, as blocks go by, and a whole epoch on: read every time, 0.42 s a slot, the slots left counting down', async () => {
    const services = createDemoServices();
    const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 });
    const seen: { epoch: bigint; slotSeconds: number | null; slotsLeft: bigint | null }[] = [];
    for (const step of [() => {}, () => (services.chain.blockHeight += 30_000), () => advanceDemoEpoch(services.chain)]) {
      step();
      const { clock, schedule } = await sysvarsThrough(config);
      const chain = chainEpochFrom(clock, schedule);
      seen.push({ epoch: chain!.epoch, slotSeconds: chain!.slotSeconds, slotsLeft: slotsLeftInEpoch(clock, schedule) });
    }
    const { epoch, blockHeight } = services.chain;
    const left = 432_000n - 200_000n - BigInt(blockHeight);
    expect(seen).toEqual([
      { epoch: epoch - 1n, slotSeconds: expect.closeTo(0.42, 3), slotsLeft: left + 30_000n },
      { epoch: epoch - 1n, slotSeconds: expect.closeTo(0.42, 3), slotsLeft: left },
      { epoch, slotSeconds: expect.closeTo(0.42, 3), slotsLeft: left },
    ]);
  });

  it('the demo’s exit to a stake account still says its wait: the slots left in the epoch at 0.42 s', async () => {
    const services = createDemoServices();
    const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 });
    const entry = demoProjects.find((candidate) => candidate.symbol === 'fernSOL')!;
    const found = await readPool(config, entry);
    if (!found.ok) throw new Error('fernSOL’s pool not read');
    const { epochEndsIn } = await exitReadingOf(config, found, entry.symbol);
    const slotsLeft = 432_000 - 200_000 - services.chain.blockHeight;
    expect(epochEndsIn).toBeCloseTo(slotsLeft * 0.42, -2);
  });

  it('the demo’s pools still show an APY on the site: every listed demo pool’s is a figure, none left unsaid for want of a slot time', async () => {
    const services = createDemoServices();
    const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 });
    const pools = demoProjects.flatMap((listed) => listedPool(listed) ?? []);
    expect(pools.length).toBeGreaterThan(0);
    const apys = await loadPoolApys(config, pools);
    for (const pool of pools) expect(apys.get(pool.mint)).not.toEqual({ notKnown: 'no-slot-time' });
    expect([...apys.values()].some((apy) => apy !== null && 'apy' in apy)).toBe(true);
  });
});
