// Denials of the way out (issue 36, item 5), as the card's Unstake tab runs it: its own unstake owner,
// exit routes, exit guard and tracker on litesvm, with the real stake pool and Stake programs. No
// honest exit is blocked by what someone else can do to the staker's addresses, and the staker is
// never blamed or shown a raw program error.
import { address, lamports as kitLamports } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { networkFeeOf } from '../support/networkFee';
import type { VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { checkTransaction } from '../../widget/core/guard/checkTransaction';
import type { ResolvedMessage } from '../../widget/core/guard/decodedMessage';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { resolveMessage } from '../../widget/core/guard/resolveMessage';
import {
  allocateWithSeedInstruction,
  createAccountWithSeedInstruction,
  transferInstruction,
} from '../../widget/core/stakePool/systemInstructions';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { exitInstructions } from '../../widget/solana/exitTransaction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { seededAddress } from '../../widget/solana/seededAddress';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { readExitStakeAccounts } from '../../widget/exit/readExitStakeAccounts';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { STAKE_ACCOUNT_SIZE } from '../../widget/core/stakePool/stakeAccount';
import { decodeStakeAccount } from '../../widget/core/stakePool/stakeAccount';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import { formatAmount } from '../../widget/core/amount/amount';
import { exitWorld, MINT, PROGRAM_ID, SOL, STAKE_RENT, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { moveLstElsewhere } from '../support/lstElsewhere';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const card = (world: ExitWorld, options: Omit<Parameters<typeof litesvmUnstake>[1], 'user' | 'token'> = {}) =>
  litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED, ...options });

/** An exit's network fee: a signature and the priority fee on its compute limit. */
/** The network fee the card's last transaction paid: a signature and the priority fee the road bid on it. */
const feeOfLast = (sent: readonly VersionedTransaction[]) => networkFeeOf(sent.at(-1)!).fee;
/** The least a System account may hold (its rent for no data): 0.014 SOL dusts all 16 addresses. */
const DUST = 890_880n;

const seeded = async (world: ExitWorld) => exitStakeCandidates(staker, world.pool().address);
/** Anyone sends lamports to an address: the runtime makes it a System account holding them, with no data. */
const dust = (world: ExitWorld, at: string, lamports = DUST) => world.svm.airdrop(address(at), kitLamports(lamports));

describe('seeded stake-account addresses someone dusted are still the staker’s', () => {
  it('all 16 dusted (0.0143 SOL): the exit takes over the first, the dust counted toward its rent, staked with the shown figure', async () => {
    const world = exitWorld();
    const candidates = await seeded(world);
    for (const { address: at } of candidates) dust(world, at);
    // The card's list of stake accounts: none of the staker's yet, and the first address is the next exit's.
    expect(await readExitStakeAccounts(world.rpc, staker, world.pool().address)).toMatchObject({ accounts: [], nextIndex: 0 });
    const { predicted } = await stakeOffer(world, 5n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const before = world.balance(staker);
    const unstaking = card(world);
    const run = await unstaking.unstake(5n * SOL, { route: 'stake-account' });
    const fee = feeOfLast(unstaking.sent);
    expect(worded(run.end)).toMatchObject({ phase: 'success', route: 'stake-account', simulated: predicted.lamports - fee });
    const first = world.read(candidates[0]!.address)!;
    expect(first.owner).toBe(STAKE_PROGRAM);
    expect(first.data.length).toBe(Number(STAKE_ACCOUNT_SIZE));
    expect(first.lamports).toBe(STAKE_RENT + predicted.lamports);
    const state = decodeStakeAccount(first.data);
    expect(state.meta).toMatchObject({ staker, withdrawer: staker, rentExemptReserve: STAKE_RENT });
    expect(state.delegation?.stake).toBe(predicted.lamports);
    // The staker paid only what the dust did not: the rest of the rent, and the fee.
    expect(before - world.balance(staker)).toBe(STAKE_RENT - DUST + fee);
    expect(await readExitStakeAccounts(world.rpc, staker, world.pool().address)).toMatchObject({
      accounts: [{ index: 0, lamports: STAKE_RENT + predicted.lamports }],
      nextIndex: 1,
    });
    // The other 15 are untouched.
    for (const { address: at } of candidates.slice(1))
      expect(world.read(at)).toMatchObject({ lamports: DUST, owner: '11111111111111111111111111111111' });
  });

  it('an address dusted with more than the rent: taken over with nothing more paid into it, the extra the staker’s', async () => {
    const world = exitWorld();
    const [first] = await seeded(world);
    dust(world, first!.address, SOL);
    const { predicted } = await stakeOffer(world, 3n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const before = world.balance(staker);
    const unstaking = card(world);
    const run = await unstaking.unstake(3n * SOL, { route: 'stake-account' });
    const fee = feeOfLast(unstaking.sent);
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account', simulated: predicted.lamports - fee });
    expect(before - world.balance(staker)).toBe(fee);
    const account = world.read(first!.address)!;
    expect(account.lamports).toBe(SOL + predicted.lamports);
    expect(decodeStakeAccount(account.data).delegation?.stake).toBe(predicted.lamports);
  });

  it('15 stake accounts of the staker’s and the 16th address dusted: the exit takes the 16th; with all 16 in use, the card says so', async () => {
    const world = exitWorld();
    const unstaking = card(world);
    await unstaking.unstake(2n * SOL, { route: 'stake-account' });
    world.svm.expireBlockhash();
    const candidates = await seeded(world);
    // The staker's own earlier exits at the next 14 addresses (copies of the first), and dust at the last.
    const made = world.read(candidates[0]!.address)!;
    for (const { address: at } of candidates.slice(1, 15)) world.put({ ...made, address: at });
    const last = candidates[15]!.address;
    dust(world, last);
    const run = await unstaking.unstake(2n * SOL, { route: 'stake-account' });
    expect(run.end.phase).toBe('success');
    const shown = run.shown.offers.find((line) => line.route === 'stake-account')!.expectedOut;
    expect(world.read(last)).toMatchObject({ owner: STAKE_PROGRAM, lamports: STAKE_RENT + shown });
    world.svm.expireBlockhash();
    const sent = unstaking.sent.length;
    const full = await unstaking.unstake(2n * SOL, { route: 'stake-account' });
    expect(worded(full.end)).toEqual({
      phase: 'failed',
      message: "Your wallet already has 16 stake accounts from picoSOL's pool: withdraw one first.",
    });
    expect(unstaking.sent).toHaveLength(sent);
  });
});

describe('the guard lets through exactly the takeover of the exit’s own seeded address', () => {
  const accounts = (exitStakeAccount?: string) => ({ ...stakeAccounts(staker, MINT), exitStakeAccount });
  /** The guard's own rules (the staker pays and signs alone, System only as the exit needs) on `instructions`. */
  const rulesSay = (world: ExitWorld, instructions: PlainInstruction[], exitStakeAccount?: string) => {
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 120_000,
      computeUnitPriceMicroLamports: 20_000,
      instructions,
    });
    const message = resolveMessage(decodeTransaction(bytes).message, new Map()) as ResolvedMessage;
    const verdict = worded(checkTransaction(message, accounts(exitStakeAccount), [PROGRAM_ID])) as { refusal?: string };
    return { refusal: verdict.refusal ?? null, bytes };
  };
  /** The exit to a stake account at the first seeded address, someone having sent `prefunded` there. */
  const takeover = async (world: ExitWorld, prefunded: bigint) => {
    const { predicted, candidate } = await stakeOffer(world, 3n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const instructions = exitInstructions({
      programId: PROGRAM_ID,
      pool: world.pool(),
      staker,
      stakerTokenAccount: stakeAccounts(staker, MINT).lstAccountByProgram[PROGRAMS.token]!,
      poolTokens: 3n * SOL,
      minimumLamports: predicted.lamports,
      exit: {
        kind: 'stake',
        splitFrom: predicted.source.address,
        newStake: candidate.address,
        seed: candidate.seed,
        stakeRent: STAKE_RENT,
        prefunded,
      },
    });
    return { candidate, instructions };
  };

  it('the honest takeover passes, and the runtime lands it', async () => {
    const world = exitWorld();
    const { candidate, instructions } = await takeover(world, DUST);
    dust(world, candidate.address);
    const { refusal, bytes } = rulesSay(world, instructions, candidate.address);
    expect(refusal).toBeNull();
    expect(world.send(bytes).ok).toBe(true);
  });

  it('the same instructions for an exit that creates no stake account (an instant one): refused', async () => {
    const world = exitWorld();
    const { instructions } = await takeover(world, DUST);
    // The top-up goes first (refused as SOL to a stranger), and the allocation alone is refused too.
    expect(rulesSay(world, instructions).refusal).toBe('Its transaction sends SOL to an address that is not yours.');
    const allocate = instructions.filter((instruction) => instruction.data[0] === 9 && instruction.programAddress === PROGRAMS.system);
    expect(allocate).toHaveLength(1);
    expect(rulesSay(world, allocate).refusal).toBe('Its transaction uses a System instruction a stake does not need (#9).');
  });

  it('another of the staker’s seeded addresses taken over: refused', async () => {
    const world = exitWorld();
    const [offered, other] = await seeded(world);
    const { instructions } = await takeover(world, DUST);
    const allocate = instructions.find((instruction) => instruction.data[0] === 9 && instruction.programAddress === PROGRAMS.system);
    const elsewhere = allocateWithSeedInstruction({
      payer: staker,
      address: other!.address,
      seed: other!.seed,
      space: STAKE_ACCOUNT_SIZE,
      owner: STAKE_PROGRAM,
    });
    expect(allocate!.data).not.toEqual(elsewhere.data);
    expect(rulesSay(world, [elsewhere], offered!.address).refusal).toBe(
      'Its transaction uses a System instruction a stake does not need (#9).',
    );
  });

  it('a dusted seeded address of the wallet handed to another program (the runtime would land it): refused', async () => {
    const world = exitWorld();
    const [offered] = await seeded(world);
    const thief = Keypair.generate().publicKey.toBase58();
    const stolen = await seededAddress(staker, offered!.seed, thief);
    dust(world, stolen, SOL);
    const handOver = allocateWithSeedInstruction({ payer: staker, address: stolen, seed: offered!.seed, space: 0n, owner: thief });
    const { refusal, bytes } = rulesSay(world, [handOver], offered!.address);
    expect(refusal).toBe('Its transaction uses a System instruction a stake does not need (#9).');
    expect(world.send(bytes).ok).toBe(true);
    expect(world.read(stolen)?.owner).toBe(thief);
  });

  it('the exit’s own address under another owner or base: the runtime refuses it (the address is sha256 of base, seed and owner)', async () => {
    const world = exitWorld();
    const [offered] = await seeded(world);
    dust(world, offered!.address);
    const thief = Keypair.generate().publicKey.toBase58();
    const otherOwner = allocateWithSeedInstruction({
      payer: staker,
      address: offered!.address,
      seed: offered!.seed,
      space: STAKE_ACCOUNT_SIZE,
      owner: thief,
    });
    const sent = world.send(rulesSay(world, [otherOwner], offered!.address).bytes);
    expect(sent.ok).toBe(false);
    expect(world.read(offered!.address)).toMatchObject({ owner: '11111111111111111111111111111111', lamports: DUST });
  });

  it('the exit’s own stake account made by CreateAccountWithSeed (dust sent to it first would make it fail): refused', async () => {
    const world = exitWorld();
    const [offered] = await seeded(world);
    const create = createAccountWithSeedInstruction({
      payer: staker,
      address: offered!.address,
      seed: offered!.seed,
      lamports: STAKE_RENT,
      space: STAKE_ACCOUNT_SIZE,
      owner: STAKE_PROGRAM,
    });
    expect(rulesSay(world, [create], offered!.address).refusal).toMatch(
      /^Its transaction would put 0\.00228288 SOL of yours into a new account owned by another program/,
    );
  });

  it('the exit’s own address given another size: refused', async () => {
    const world = exitWorld();
    const [offered] = await seeded(world);
    const wrongSize = allocateWithSeedInstruction({
      payer: staker,
      address: offered!.address,
      seed: offered!.seed,
      space: 100n,
      owner: STAKE_PROGRAM,
    });
    expect(rulesSay(world, [wrongSize], offered!.address).refusal).toBe(
      'Its transaction uses a System instruction a stake does not need (#9).',
    );
  });

  it('more than a stake account’s rent sent into it: refused; up to its rent: passes', async () => {
    const world = exitWorld();
    const [offered] = await seeded(world);
    expect(rulesSay(world, [transferInstruction(staker, offered!.address, STAKE_RENT + 1n)], offered!.address).refusal).toBe(
      'Its transaction would put 0.002282881 SOL into a new token account that needs only 0.00228288 SOL.',
    );
    expect(rulesSay(world, [transferInstruction(staker, offered!.address, STAKE_RENT)], offered!.address).refusal).toBeNull();
    // Without an exit to a stake account, that address is not one SOL may go to.
    expect(rulesSay(world, [transferInstruction(staker, offered!.address, 1n)]).refusal).toBe(
      'Its transaction sends SOL to an address that is not yours.',
    );
  });
});

describe('LST held outside the associated account: the card counts what the exit can burn', () => {
  const ELSEWHERE = 10n * SOL;
  const holdElsewhere = (world: ExitWorld) => moveLstElsewhere(world, ELSEWHERE);
  const ELSEWHERE_SAID =
    '10 picoSOL more is in your other picoSOL accounts: unstaking takes only from your main one. Send it there from your wallet to unstake it.';

  it('the owner counts the associated account for the presets and the field, and the rest apart', async () => {
    const world = exitWorld();
    const other = holdElsewhere(world);
    const main = world.tokens(STAKER_PICOSOL)!;
    const unstaking = card(world, { alsoHeld: [other] });
    await unstaking.until((state) => state.held !== null);
    expect(unstaking.owner.getState()).toMatchObject({ held: main, heldElsewhere: ELSEWHERE });
  });

  it('more than the associated account holds (but not more than all): said in words before anything is built, nothing sent', async () => {
    const world = exitWorld();
    const other = holdElsewhere(world);
    const main = world.tokens(STAKER_PICOSOL)!;
    const unstaking = card(world, { alsoHeld: [other] });
    const run = await unstaking.unstake(main + SOL);
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message: `Your main picoSOL account holds ${formatAmount(main, 9)} picoSOL: not enough for this amount.`,
      detail: ELSEWHERE_SAID,
    });
    expect(unstaking.sent).toHaveLength(0);
  });

  it('the read of what the staker holds fails at the click: the program’s refusal still reaches the staker in words, never raw', async () => {
    const world = exitWorld();
    const other = holdElsewhere(world);
    const main = world.tokens(STAKER_PICOSOL)!;
    let failReads = false;
    const unstaking = card(world, {
      alsoHeld: [other],
      beforeRpc: (method) =>
        failReads && method === 'getTokenAccountsByOwner' ? ((failReads = false), new Response('busy', { status: 429 })) : undefined,
    });
    const run = await unstaking.unstake(main + SOL, {
      beforeClick: () => {
        failReads = true;
      },
    });
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message: `Your main picoSOL account holds ${formatAmount(main, 9)} picoSOL: not enough for this amount.`,
      detail: ELSEWHERE_SAID,
    });
    expect(JSON.stringify(worded(run.end))).not.toMatch(/custom|error/i);
    expect(unstaking.sent).toHaveLength(0);
  });

  it('all of the associated account (Max): unstaked, the emptied account closed to the wallet, the other account untouched', async () => {
    const world = exitWorld();
    const other = holdElsewhere(world);
    const main = world.tokens(STAKER_PICOSOL)!;
    const run = await card(world, { alsoHeld: [other] }).unstake(main);
    expect(run.end.phase).toBe('success');
    // Emptied: closed in the same transaction, its rent back in the wallet (issue 40; exitClosesEmptied.test.ts).
    expect(world.read(STAKER_PICOSOL)).toBeNull();
    expect(world.tokens(other)).toBe(ELSEWHERE);
  });
});

/** A swap back whose quote claims twice what the pool pays; its transaction (through the pool itself) delivers only the pool's figure. */
function inflatedSwapBack(world: ExitWorld, units: bigint) {
  const predicted = instantOffer(world, units).predicted;
  if (!predicted.ok) throw new Error('predicted a refusal');
  const aggregator = { outAmount: 2n * predicted.lamports, programIds: [PROGRAM_ID], transaction: () => instantOffer(world, units).bytes };
  return { predicted, aggregator };
}

describe('a refused offer hands over on the way out too', () => {
  it('the default (an inflated swap back) is refused at the click: the next way out is built and lands, the swap back no longer the default', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const { predicted, aggregator } = inflatedSwapBack(world, units);
    const unstaking = card(world, { aggregator });
    const before = world.balance(staker);
    const run = await unstaking.unstake(units);
    expect(run.shown.preview).toMatchObject({ status: 'ready', route: 'swap-back' });
    const fee = feeOfLast(unstaking.sent);
    expect(run.end).toMatchObject({ phase: 'success', route: 'instant', simulated: predicted.lamports - fee });
    expect(world.balance(staker) - before).toBe(predicted.lamports - fee);
    expect(unstaking.sent).toHaveLength(1);
  });

  it('the staker picked the refused one: said, nothing sent, and the card lets them pick another (the next way out now checked)', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const { aggregator } = inflatedSwapBack(world, units);
    const unstaking = card(world, { aggregator });
    const run = await unstaking.unstake(units, { route: 'swap-back' });
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
      detail: expect.stringMatching(/^It would give you [\d.]+ SOL, less than the [\d.]+ SOL you were shown\.$/),
    });
    expect(unstaking.sent).toHaveLength(0);
    expect(unstaking.owner.getState()).toMatchObject({
      refused: ['swap-back'],
      picked: null,
      preview: { status: 'ready', route: 'instant' },
    });
    // The staker clicks again: the way out now checked is built, and lands.
    world.svm.expireBlockhash();
    const again = await unstaking.unstake(units);
    expect(again.end).toMatchObject({ phase: 'success', route: 'instant' });
  });
});

describe('an RPC that fails the exit’s pool read', () => {
  it('is said in the way out’s own words, in the preview and at the click, not as a swap quote that failed; nothing sent', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const { aggregator } = inflatedSwapBack(world, units);
    const unstaking = card(world, {
      aggregator,
      // Every read of the pool account fails (an overloaded node); the rest of the chain answers.
      beforeRpc: (method, params) =>
        method === 'getMultipleAccounts' && (params[0] as string[]).includes(PICOSOL_LISTED.pool.pool)
          ? new Response('rate limited', { status: 429 })
          : undefined,
    });
    const run = await unstaking.unstake(units);
    const unreadable =
      "picoSOL's pool could not be read on the Solana RPC just now, so no way out can be priced. Please try again in a moment.";
    expect(worded(run.shown.preview)).toEqual({ status: 'failed', reason: unreadable });
    expect(worded(run.end)).toMatchObject({ phase: 'failed', message: unreadable });
    expect(unstaking.sent).toHaveLength(0);
  });
});
