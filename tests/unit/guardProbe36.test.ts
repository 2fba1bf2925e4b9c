// A hostile probe of issue 36's one road: every action (stake, unstake by each way out, Deactivate and
// Withdraw, every launch step) run through the product's own owners and runners on litesvm with the real
// programs, by an attacker who controls the aggregator's transaction (the relay at its address), a wallet
// that edits what it signs, a node that leaves fields out or parses otherwise, and someone who sends their
// own transactions between the guard's check and the landing. `it.fails` marks a hole still open (the test
// states what the product must do; a "HOLE:" comment says what happens now); plain `it` is an attack
// refused before the wallet with nothing sent, or an honest action that lands, kept as a regression test.
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { address } from '@solana/kit';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { closeAccount, createIdempotent } from '../support/web3DemoInstructions';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { WRAPPED_SOL_MINT } from '../../widget/core/lst/lst';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { stakeOffer } from '../support/exitOffers';
import { SOL, staker, STAKER_PICOSOL, STAKE_RENT, type ExitWorld } from '../support/exitOnLitesvm';
import { keypairWallet } from '../support/keypairWallet';
import { launchOnce, LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { litesvmStake } from '../support/litesvmStake';
import { litesvmUnstake } from '../support/litesvmUnstake';
import {
  concat,
  createWorld,
  fixture,
  LIGHTHOUSE,
  relay,
  swapTransaction,
  TOKEN,
  TOKEN_2022,
  tokenAccountBytes,
  u32,
  viaRoute,
} from '../support/litesvmWorld';
import { previewLaunch } from '../../widget/launch/runLaunch';
import { METAPLEX_CREATE_FEE } from '../../widget/core/stakePool/tokenMetadataLimits';
import { dustAt, editedNode, landAs, poolFigure, relayExitWorld, swapBackBy, type NodeEdit } from '../support/probe36';
import { OUT, STAKE, stakeIn } from '../support/stakeOnLitesvm';
import { PICOSOL_LISTED, STAKER, TOKEN_ACCOUNT_RENT } from '../support/stakePoolOnLitesvm';
import { networkFeeOf } from '../support/networkFee';
import { worded } from '../support/worded';

const USER = STAKER.publicKey;
const WSOL = new PublicKey(WRAPPED_SOL_MINT);
const WRAPPED_SOL = new PublicKey(associatedTokenAddress(staker, WRAPPED_SOL_MINT, PROGRAMS.token));
const UNITS = 2n * SOL;
const EXIT_REFUSED = 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.';
const short = (key: PublicKey | string) => `${String(key).slice(0, 4)}..${String(key).slice(-4)}`;
const meta = (pubkey: PublicKey, isWritable = false, isSigner = false) => ({ pubkey, isWritable, isSigner });
/** An exit's network fee: a signature and the priority fee on its compute limit (stake account, instant). */
const DUST = 890_880n;

/** The staker's wrapped-SOL account holding `wrapped` lamports of wrapped SOL (its rent besides). */
function heldWrappedSol(at: ExitWorld, wrapped: bigint) {
  const data = tokenAccountBytes(WSOL, USER, wrapped, { native: true });
  at.put({ address: WRAPPED_SOL.toBase58(), lamports: TOKEN_ACCOUNT_RENT + wrapped, owner: PROGRAMS.token, data });
}

/** The staker's empty token account of a fresh mint (their USDC, say), which a route may try to close. */
function emptyAccount(at: ExitWorld) {
  const mint = Keypair.generate().publicKey;
  at.put({
    address: mint.toBase58(),
    lamports: 1_461_600n,
    owner: PROGRAMS.token,
    data: tokenAccountBytes(mint, USER, 0n).subarray(0, 82),
  });
  const account = Keypair.generate().publicKey;
  at.put({ address: account.toBase58(), lamports: TOKEN_ACCOUNT_RENT, owner: PROGRAMS.token, data: tokenAccountBytes(mint, USER, 0n) });
  return { mint, account };
}

/** A node's simulation answer, edited: its inner instructions left out, or changed. */
const simulation =
  (change: (value: { innerInstructions?: { index: number; instructions: Record<string, unknown>[] }[] }) => void): NodeEdit =>
  (method, _params, answer) => {
    if (method !== 'simulateTransaction') return;
    const value = (answer.result as { value?: Parameters<typeof change>[0] } | undefined)?.value;
    if (value) change(value);
  };
const noInner = simulation((value) => delete value.innerInstructions);

describe('the way out: a hostile swap back (the relay at the aggregator’s address)', () => {
  it('E1. the staker’s empty Token-2022 account closed by the route’s program to a stranger, then re-created in the same transaction: refused (it landed before)', async () => {
    // Was a HOLE, closed since: `stakerPosition` looked at where a close sent its SOL only for an account that is the staker's
    // before and not after (`mineBefore && !mineAfter`). The route closes the staker's empty associated
    // Token-2022 account (of any mint: a stablecoin they hold none of now) to a stranger by CPI, then the
    // transaction's own CreateIdempotent (top level, allowed) opens it again at the staker's cost: it is the
    // staker's before and after, the same settings, so the close is never looked at, and the SOL rule sees
    // only its rent less (2,074,080 lamports), inside the swap back's 0.5 % allowance. It lands: the stranger
    // takes 2,074,080 lamports of the staker's per account so treated (issue 36's item 3, by another door).
    // (The legacy program's close cannot be undone in the same transaction: the ATA program refuses the
    // zeroed account, IncorrectProgramId; Token-2022's close hands the address back to System.)
    const at = relayExitWorld();
    const mint = Keypair.generate().publicKey;
    at.put({
      address: mint.toBase58(),
      lamports: 1_461_600n,
      owner: PROGRAMS.token2022,
      data: tokenAccountBytes(mint, USER, 0n).subarray(0, 82),
    });
    const account = new PublicKey(associatedTokenAddress(staker, mint.toBase58(), PROGRAMS.token2022));
    const made = landAs(at.svm, STAKER, [createIdempotent(USER, account, USER, mint, TOKEN_2022)]);
    expect(made).not.toBeInstanceOf(FailedTransactionMetadata);
    at.svm.expireBlockhash();
    const rent = at.balance(account.toBase58());
    expect(rent).toBe(2_074_080n);
    const stranger = Keypair.generate().publicKey;
    const before = at.balance(staker);
    const { run, sent, figure } = await swapBackBy(at, UNITS, (user) => [
      relay(TOKEN_2022, [meta(account, true), meta(stranger, true), meta(USER, false, true)], Uint8Array.of(9)),
      createIdempotent(new PublicKey(user), account, new PublicKey(user), mint, TOKEN_2022),
    ]);
    // Measured when it lands: the stranger has the account's rent, the staker paid it again.
    if (sent.length > 0) {
      expect(at.balance(stranger.toBase58())).toBe(rent);
      expect(at.balance(staker) - before).toBe(figure - 5_000n - rent);
      expect(at.balance(account.toBase58())).toBe(rent);
    }
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: EXIT_REFUSED,
      detail: `It would close your ${short(mint)} account and send its SOL to ${short(stranger)}, not to your wallet.`,
    });
    expect(sent).toHaveLength(0);
  });

  it('E2. lamports parked in the staker’s own picoSOL account (not native) by the route: refused, nothing sent', async () => {
    const at = relayExitWorld();
    const parked = 5_000_000n;
    const { run, sent } = await swapBackBy(at, UNITS, () => [viaRoute.sendSol(USER, new PublicKey(STAKER_PICOSOL), parked)]);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: EXIT_REFUSED,
      detail: `It would lock ${Number(parked) / 1e9} SOL in a token account, out of your wallet’s reach.`,
    });
    expect(sent).toHaveLength(0);
  });

  it('E3. the staker’s empty account closed to a stranger by CPI, the node reporting no inner instructions: refused, nothing sent', async () => {
    const at = relayExitWorld();
    const { account } = emptyAccount(at);
    const stranger = Keypair.generate().publicKey;
    const { run, sent } = await swapBackBy(
      at,
      UNITS,
      () => [relay(TOKEN, [meta(account, true), meta(stranger, true), meta(USER, false, true)], Uint8Array.of(9))],
      { beforeRpc: editedNode(at.svm, noInner) },
    );
    // What the node could not show is said as such: no service is blamed for it.
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The Solana RPC could not show everything this transaction would do, so it was not sent. Nothing was signed.',
    });
    expect((worded(run.end) as { detail: string }).detail).toMatch(/close/);
    expect(sent).toHaveLength(0);
    expect(at.balance(account.toBase58())).toBe(TOKEN_ACCOUNT_RENT);
  });

  it('E4. the same close, the node reporting inner instructions only in part (the close left out): refused, nothing sent', async () => {
    const at = relayExitWorld();
    const { account } = emptyAccount(at);
    const stranger = Keypair.generate().publicKey;
    const dropClose = simulation((value) => {
      for (const group of value.innerInstructions ?? [])
        group.instructions = group.instructions.filter(
          (instruction) => (instruction.parsed as { type?: string } | undefined)?.type !== 'closeAccount',
        );
    });
    const { run, sent } = await swapBackBy(
      at,
      UNITS,
      () => [relay(TOKEN, [meta(account, true), meta(stranger, true), meta(USER, false, true)], Uint8Array.of(9))],
      { beforeRpc: editedNode(at.svm, dropClose) },
    );
    expect(worded(run.end)).toMatchObject({ phase: 'failed', message: EXIT_REFUSED });
    expect(sent).toHaveLength(0);
  });

  it('E5. the same close, the node parsing it under another type name: refused, nothing sent', async () => {
    const at = relayExitWorld();
    const { account } = emptyAccount(at);
    const stranger = Keypair.generate().publicKey;
    const renamed = simulation((value) => {
      for (const group of value.innerInstructions ?? [])
        for (const instruction of group.instructions) {
          const parsed = instruction.parsed as { type?: string } | undefined;
          if (parsed?.type === 'closeAccount') parsed.type = 'closeAccountChecked';
        }
    });
    const { run, sent } = await swapBackBy(
      at,
      UNITS,
      () => [relay(TOKEN, [meta(account, true), meta(stranger, true), meta(USER, false, true)], Uint8Array.of(9))],
      { beforeRpc: editedNode(at.svm, renamed) },
    );
    expect(worded(run.end)).toMatchObject({ phase: 'failed', message: EXIT_REFUSED });
    expect(sent).toHaveLength(0);
  });

  it('E6. a swap back that pays part of the exit into the next stake-account exit’s seeded address: inside the allowance it lands; the lamports stay the staker’s, and the next stake-account exit takes them over', async () => {
    const at = relayExitWorld();
    const [next] = await exitStakeCandidates(staker, at.pool().address);
    const figure = poolFigure(at, UNITS);
    const diverted = figure / 400n; // 0.25 %: inside the swap back's 0.5 % allowance
    const before = at.balance(staker);
    const { run, sent } = await swapBackBy(at, UNITS, () => [viaRoute.sendSol(USER, new PublicKey(next!.address), diverted)]);
    expect(run.end.phase).toBe('success');
    expect(sent).toHaveLength(1);
    expect(at.balance(staker) - before).toBe(figure - diverted - 5_000n);
    expect(at.read(next!.address)).toMatchObject({ owner: PROGRAMS.system, lamports: diverted });
    // The next exit to a stake account takes the address over: the diverted lamports are the staker's stake account's.
    at.svm.expireBlockhash();
    const again = await litesvmUnstake(at.svm, { user: STAKER, token: PICOSOL_LISTED }).unstake(UNITS, { route: 'stake-account' });
    expect(again.end.phase).toBe('success');
    expect(at.read(next!.address)!.owner).toBe(STAKE_PROGRAM);
  });
});

describe('the way out with a node that reports no inner instructions (item b): honest exits still land', () => {
  it('an instant exit', async () => {
    const at = relayExitWorld();
    const figure = poolFigure(at, UNITS);
    const before = at.balance(staker);
    const card = litesvmUnstake(at.svm, { user: STAKER, token: PICOSOL_LISTED, beforeRpc: editedNode(at.svm, noInner) });
    const run = await card.unstake(UNITS, { route: 'instant' });
    expect(run.end.phase).toBe('success');
    // The figure, less the network fee the road priced it at (a signature and its bid on the runtime's market).
    expect(at.balance(staker) - before).toBe(figure - networkFeeOf(card.sent.at(-1)!).fee);
  });

  it('a stake-account exit', async () => {
    const at = relayExitWorld();
    const card = litesvmUnstake(at.svm, { user: STAKER, token: PICOSOL_LISTED, beforeRpc: editedNode(at.svm, noInner) });
    const run = await card.unstake(UNITS, { route: 'stake-account' });
    expect(run.end.phase).toBe('success');
    expect(card.sent).toHaveLength(1);
  });

  it('a swap back that closes the staker’s own empty wrapped-SOL account back to the wallet (top level)', async () => {
    const at = relayExitWorld();
    heldWrappedSol(at, 0n);
    const before = at.balance(staker);
    const { run, figure } = await swapBackBy(
      at,
      UNITS,
      (user) => [closeAccount(TOKEN, WRAPPED_SOL, new PublicKey(user), new PublicKey(user))],
      {
        beforeRpc: editedNode(at.svm, noInner),
      },
    );
    expect(run.end.phase).toBe('success');
    expect(at.balance(staker) - before).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });
});

describe('races at the seeded exit address (item a): dust landing between the guard’s simulation and the landing', () => {
  it('a stake-account exit: the account is made by a top-up and AllocateWithSeed, so it lands over the dust; the staker pays its rent and the fee, the dust is theirs', async () => {
    const at = relayExitWorld();
    const [first] = await exitStakeCandidates(staker, at.pool().address);
    let raced = false;
    const before = at.balance(staker);
    const { predicted } = await stakeOffer(at, UNITS);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const card = litesvmUnstake(at.svm, {
      user: STAKER,
      token: PICOSOL_LISTED,
      beforeRpc: (method) => {
        if (method === 'sendTransaction' && !raced) {
          raced = true;
          dustAt(at.svm, first!.address, DUST);
        }
      },
    });
    const run = await card.unstake(UNITS, { route: 'stake-account' });
    expect(raced).toBe(true);
    // Before: CreateAccountWithSeed failed (AccountAlreadyInUse), the staker lost the fee, and each try could be raced again.
    expect(run.end.phase).toBe('success');
    expect(card.sent).toHaveLength(1);
    expect(before - at.balance(staker)).toBe(networkFeeOf(card.sent[0]!).fee + STAKE_RENT);
    expect(at.read(first!.address)).toMatchObject({ owner: STAKE_PROGRAM, lamports: STAKE_RENT + predicted.lamports + DUST });
  });
});

describe('the stake: a wallet that edits, a token account someone else can close, a double click', () => {
  it('S1. a wallet that appends a transfer to a stranger after the guard checked: not sent, in words', async () => {
    const world = createWorld();
    const stranger = Keypair.generate().publicKey;
    const before = world.balance(world.user.publicKey);
    const tamper = (transaction: VersionedTransaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      message.instructions.push(SystemProgram.transfer({ fromPubkey: world.user.publicKey, toPubkey: stranger, lamports: 10_000_000n }));
      return new VersionedTransaction(message.compileToV0Message());
    };
    const { end, sent } = await stakeIn(world, {}, { tamper });
    expect(end).toMatchObject({ phase: 'failed', message: 'Your wallet changed the transaction it signed, so it was not sent.' });
    expect(sent).toHaveLength(0);
    expect(world.balance(world.user.publicKey)).toBe(before);
  });

  it('S2. a wallet that adds an instruction of the assertion program’s address which moves the staker’s SOL: not sent', async () => {
    // Lighthouse is a listed assertion program; here something else stands at its address and moves the staker's SOL.
    const world = createWorld();
    world.svm.addProgramFromFile(address(LIGHTHOUSE.toBase58()), fixture('relay.so'));
    const stranger = Keypair.generate().publicKey;
    const tamper = (transaction: VersionedTransaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      const take = viaRoute.sendSol(world.user.publicKey, stranger, 10_000_000n);
      message.instructions.push(new TransactionInstruction({ programId: LIGHTHOUSE, keys: take.keys, data: take.data }));
      return new VersionedTransaction(message.compileToV0Message());
    };
    const before = world.balance(world.user.publicKey);
    const { end, sent } = await stakeIn(world, {}, { tamper });
    expect(end.phase).toBe('failed');
    expect(sent).toHaveLength(0);
    expect(world.balance(world.user.publicKey)).toBe(before);
  });

  it('S3. a Token-2022 LST whose staker’s account carries a stranger’s close authority (an old app’s): the LST does not go there', async () => {
    const world = createWorld({ tokenProgram: TOKEN_2022 });
    const stranger = Keypair.generate().publicKey;
    const data = tokenAccountBytes(world.mint, world.user.publicKey, 0n);
    data.set(u32(1), 129);
    data.set(stranger.toBytes(), 133);
    world.put(world.lstAccount, data, TOKEN_2022);
    const { end, sent } = await stakeIn(world, {});
    expect(end).toMatchObject({ phase: 'failed' });
    expect(end.detail).toContain(short(stranger));
    expect(sent).toHaveLength(0);
  });

  it('S4. a route that opens the staker’s LST account under the other token program: refused (or cannot run), nothing sent', async () => {
    const world = createWorld();
    const other = new PublicKey(associatedTokenAddress(world.user.publicKey.toBase58(), world.mint.toBase58(), PROGRAMS.token2022));
    const { end, sent } = await stakeIn(world, {
      extra: [createIdempotent(world.user.publicKey, other, world.user.publicKey, world.mint, TOKEN_2022)],
    });
    expect(end.phase).toBe('failed');
    expect(sent).toHaveLength(0);
  });

  it('S6. the LST delivered into an account of a 1-of-2 multisig (the staker and the attacker): refused, nothing sent (it landed before)', async () => {
    // Found by an outside review: any multisig naming the staker counted as the staker's, so an account
    // it owns took the stake as "received", while the attacker, its other signer, may move it alone.
    const world = createWorld();
    const attacker = Keypair.generate().publicKey;
    const multisig = Keypair.generate().publicKey;
    // m = 1, n = 2, initialized; then the signers: the staker and the attacker.
    world.put(multisig, concat(Uint8Array.of(1, 2, 1), world.user.publicKey.toBytes(), attacker.toBytes(), new Uint8Array(32 * 9)), TOKEN);
    const trap = Keypair.generate().publicKey;
    world.put(trap, tokenAccountBytes(world.mint, multisig, 0n), world.tokenProgram);
    const owner = world.user.publicKey;
    const deliver = viaRoute.transfer(world.tokenProgram, world.lstVault, world.mint, trap, owner, OUT);
    deliver.keys.push({ pubkey: multisig, isSigner: false, isWritable: false });
    const run = await stakeIn(world, { route: [viaRoute.transfer(TOKEN, world.wrappedSol, WSOL, world.solVault, owner, STAKE), deliver] });
    expect(run.end).toMatchObject({
      phase: 'failed',
      detail: `It would put 0.95 tLST into a tLST account of a multisig (${short(multisig)}) whose other signers may move it without you.`,
    });
    expect(world.tokens(trap)).toBe(0n);
  });

  it('S5. a double click on Stake: one transaction built, one sent', async () => {
    const world = createWorld();
    let built = 0;
    const { session } = litesvmStake(world.svm, {
      user: world.user,
      token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: world.tokenProgram.toBase58() },
      aggregator: {
        expectedOut: 950_000_000n,
        outAmount: 950_000_000n,
        transaction: () => {
          built++;
          return swapTransaction(world, { lamports: SOL, out: 950_000_000n });
        },
      },
    });
    session.setAmount('1');
    await new Promise<void>((resolve) => {
      const done = () => session.getState().preview.status === 'ready' && session.getState().balance !== null;
      if (done()) return resolve();
      const stop = session.subscribe(() => done() && (stop(), resolve()));
    });
    const before = world.balance(world.user.publicKey);
    const [first, second] = await Promise.all([session.stake(), session.stake()]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(built).toBe(1);
    // One stake's worth left the wallet (the amount, the LST account's rent and the fee), not two.
    expect(before - world.balance(world.user.publicKey)).toBeGreaterThan(SOL);
    expect(before - world.balance(world.user.publicKey)).toBeLessThan(SOL + 3_000_000n);
  });
});

describe('the launch', () => {
  it('L1. dust landing at the pool step’s seeded address between the simulation and the landing: the step still lands (a transfer of the rent, then AllocateWithSeed), the dust the team’s, nothing lost', async () => {
    // Was: CreateAccountWithSeed failed on chain over the dust, and the team lost one fee per race.
    const world = launchWorld();
    const wallet = world.wallet;
    let landed = 0;
    let raced = false;
    const plan = await previewLaunch(world.rpc, { wallet: wallet.address, terms: LAUNCH_TERMS });
    if ('refusal' in plan) throw new Error('no plan');
    const before = world.balance();
    // The attacker's dust at the pool's address, sent as the team's second step (the pool step) goes out.
    const sign = wallet.signTransaction.bind(wallet);
    const signedAll: Uint8Array[] = [];
    wallet.signTransaction = async (bytes) => {
      const signed = await sign(bytes);
      signedAll.push(signed);
      landed++;
      if (landed === 2 && !raced) {
        raced = true;
        dustAt(world.svm, plan.addresses.pool, DUST);
      }
      return signed;
    };
    const first = await launchOnce(world.rpc, wallet, LAUNCH_TERMS);
    expect(raced).toBe(true);
    expect(first.end.phase).toBe('live');
    const pool = world.read(plan.addresses.pool)!;
    expect(pool.owner).toBe(plan.addresses.programId);
    // Measured: the whole launch cost the clean plan's rent and deposit (the fixture's Metaplex keeps no
    // create fee) and the network fee of each of its four steps: the dust stays in the pool's account.
    const plannedFees = plan.steps.reduce((sum, step) => sum + step.fee, 0n);
    const paidFees = signedAll.reduce((sum, bytes) => sum + networkFeeOf(bytes).fee, 0n);
    expect(signedAll).toHaveLength(4);
    expect(before - world.balance()).toBe(plan.total - METAPLEX_CREATE_FEE - plannedFees + paidFees);
    expect(pool.lamports).toBe(plan.accounts.find((account) => account.name === 'pool')!.lamports + DUST);
  });

  it('L2. a node that reports no inner instructions: the whole launch still goes live', async () => {
    const world = launchWorld({
      node: (fetch) =>
        (async (input, init) => {
          const answer = await fetch(input, init);
          const body = JSON.parse(String(init?.body)) as { method: string };
          if (body.method !== 'simulateTransaction') return answer;
          const json = (await answer.json()) as { result: { value: { innerInstructions?: unknown } } };
          delete json.result.value.innerInstructions;
          return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
        }) as typeof globalThis.fetch,
    });
    const { end } = await world.launch();
    expect(end.phase).toBe('live');
  });

  it('L3. a wallet that adds its own assertion and network fee (what Phantom does), as the stake allows: the launch goes live (it could not before)', async () => {
    // Was a HOLE (denial), closed since: `checkLaunchStep` held the message to the plan's instructions and the plan's exact
    // fee, and runLaunch passes no wallet programs to it, so a wallet that adds a Lighthouse assertion
    // (or raises its compute price within the cap) gets "Your wallet changed the transaction it signed, so
    // it was not sent." at step 1, at every click: the launch cannot be made from such a wallet at all.
    // The stake, the unstake and the stake-account actions accept the same edit. Nothing is lost.
    const world = launchWorld();
    world.svm.addProgramFromFile(address(LIGHTHOUSE.toBase58()), fixture('transfer-hook-accept.so'));
    const wallet = keypairWallet(world.wallet.keypair);
    const sign = wallet.signTransaction.bind(wallet);
    wallet.signTransaction = async (bytes) => {
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions.push(new TransactionInstruction({ programId: LIGHTHOUSE, keys: [], data: Buffer.from([1]) }));
      return sign(new VersionedTransaction(message.compileToV0Message()).serialize());
    };
    const { end } = await launchOnce(world.rpc, wallet, LAUNCH_TERMS);
    expect(worded(end)).toMatchObject({ phase: 'live' });
    // Each of the four steps went out as the wallet signed it, its assertion in it.
    expect(end.phase === 'live' && end.sent.map((step) => step.kind)).toEqual(['accounts', 'pool', 'metadata', 'validator']);
  });

  it('L4. a wallet that raises only the compute price of a launch step above the plan’s most: not sent, nothing spent', async () => {
    const world = launchWorld();
    const wallet = keypairWallet(world.wallet.keypair);
    const sign = wallet.signTransaction.bind(wallet);
    wallet.signTransaction = async (bytes) => {
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions = message.instructions.map((instruction) =>
        instruction.programId.equals(ComputeBudgetProgram.programId) && instruction.data[0] === 3
          ? ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 20_000_000 })
          : instruction,
      );
      return sign(new VersionedTransaction(message.compileToV0Message()).serialize());
    };
    const before = world.balance();
    const { end } = await launchOnce(world.rpc, wallet, LAUNCH_TERMS);
    expect(worded(end)).toMatchObject({ phase: 'failed', message: expect.stringMatching(/wallet changed/) });
    expect(world.balance()).toBe(before);
  });
});
