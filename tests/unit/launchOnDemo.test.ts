// The demo world launches too: the launch's own runner against the demo services (as `npm start` serves
// them), then a stake into the new pool by the card's own stake owner. The demo chain's programs are the
// demo's; launchOnLitesvm.test.ts holds the same runner to the real programs, and the rents and the
// spend asserted here are the figures it measured there (the demo's minimum delegation apart).
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { ValidatorListLayout } from '@solana/spl-stake-pool';
import { describe, expect, it } from 'vitest';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { inEnglish } from '../../widget/core/texts/said';
import { previewLaunch, type SentStep } from '../../widget/launch/runLaunch';
import type { LaunchPlan } from '../../widget/launch/planLaunch';
import { LAUNCH_SEEDS } from '../../widget/launch/launchAddresses';
import { createAccountWithSeedInstruction } from '../../widget/core/stakePool/systemInstructions';
import { DEFAULT_BALANCE, lamportsOf } from '../../demo/demoChain';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { DEMO_MINIMUM_DELEGATION } from '../../demo/demoLaunch';
import { readMetadataNames } from '../../demo/launchAccounts';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { STAKE_ACCOUNT_RENT } from '../../demo/stakePoolAccounts';
import { DEMO_LAUNCH_TERMS, launchOnDemo, sendOnDemo } from '../support/launchOnDemo';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { stakeThroughDemo } from '../support/stakeThroughDemo';
import { worded } from '../support/worded';

const SOL = 1_000_000_000n;
type World = ReturnType<typeof launchOnDemo>;

const planOf = async (world: World) => {
  const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: DEMO_LAUNCH_TERMS });
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  return plan;
};
/** What the sent steps' priority fees left of the plan's most (each step's fee is counted at its most: the cap). */
const unspentFees = (plan: LaunchPlan, sent: readonly SentStep[]) =>
  sent.reduce((sum, step) => sum + plan.steps.find((planned) => planned.kind === step.kind)!.fee - step.fee, 0n);
const read = async (world: World, address: string) => (await world.rpc.getMultipleAccounts([address])).accounts[0] ?? null;
/** A web3.js instruction as the launch's plain one. */
const plainOf = (instruction: TransactionInstruction): PlainInstruction => ({
  programAddress: instruction.programId.toBase58(),
  accounts: instruction.keys.map((key) => ({ address: key.pubkey.toBase58(), signer: key.isSigner, writable: key.isWritable })),
  data: Uint8Array.from(instruction.data),
});

/** The validator list as @solana/spl-stake-pool's layout decodes it (its types are not exported). */
interface DecodedList {
  maxValidators: number;
  validators: { status: number; voteAccountAddress: PublicKey; activeStakeLamports: { toString(): string } }[];
}
const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

describe('the demo world launches a pool, and stakes into it', () => {
  it('creates the pool as the programs would (accounts, rent, authorities, metadata), then takes 1 SOL through the card’s deposit route', async () => {
    const world = launchOnDemo();
    const plan = await planOf(world);
    expect(plan.steps.map((step) => step.kind)).toEqual(['accounts', 'pool', 'metadata', 'validator']);
    // The rents from the demo's Rent sysvar: litesvm's figures; the validator's stake is the demo's 0.001 SOL and its rent.
    expect(Object.fromEntries(plan.accounts.map((account) => [account.name, account.lamports]))).toEqual({
      pool: 5_143_440n,
      validatorList: 6_034_320n,
      reserve: 2_282_880n,
      mint: 1_461_600n,
      managerFee: 2_039_280n,
      metadata: 5_616_720n,
      walletTokenAccount: 2_039_280n,
      validatorStake: DEMO_MINIMUM_DELEGATION + STAKE_ACCOUNT_RENT,
    });
    const { end } = await world.launch();
    expect(end.phase, json(end)).toBe('live');
    if (end.phase !== 'live') return;
    expect(world.wallet.prompts).toBe(4);
    // Every step passed the launch's guard (exact rent, fee and spend) and landed: the wallet spent the plan,
    // to the lamport, less what the priority fees the road bid (the demo market's 20,000 micro-lamports a unit) left of their most.
    expect(end.sent.every((step) => step.fee > 5_000n && step.fee < plan.steps[0]!.fee)).toBe(true);
    expect(DEFAULT_BALANCE - lamportsOf(world.services.chain, world.wallet.address)).toBe(plan.total - unspentFees(plan, end.sent));
    const { addresses } = plan;

    const pool = decodeStakePool((await read(world, addresses.pool))!.data);
    expect(pool).toMatchObject({
      manager: world.wallet.address,
      staker: world.wallet.address,
      poolMint: addresses.mint,
      reserveStake: addresses.reserve,
      validatorList: addresses.validatorList,
      managerFeeAccount: addresses.managerFee,
      epochFee: DEMO_LAUNCH_TERMS.epochFee,
      totalLamports: plan.validatorStakeLamports,
      poolTokenSupply: plan.validatorStakeLamports,
    });
    const mint = (await read(world, addresses.mint))!;
    // The mint: the pool's withdraw authority mints (COption tag 1 at 0, the key at 4), no freeze authority, 9 decimals.
    expect(new PublicKey(mint.data.slice(4, 36)).toBase58()).toBe(addresses.withdrawAuthority);
    expect([mint.data[44], mint.data[46]]).toEqual([9, 0]);
    const metadata = (await read(world, addresses.metadata))!;
    expect(metadata.owner).toBe('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
    expect(readMetadataNames(metadata.data)).toEqual({ name: 'Test Staked SOL', symbol: 'tstSOL', uri: DEMO_LAUNCH_TERMS.uri });
    // AddValidatorToPool moved the validator's stake out of the reserve: the reserve keeps its rent only.
    expect((await read(world, addresses.validatorStake))!.lamports).toBe(plan.validatorStakeLamports);
    expect((await read(world, addresses.reserve))!.lamports).toBe(STAKE_ACCOUNT_RENT);
    // The validator list as the program's own client reads it: room for 10, the demo's validator in it, Active.
    const list: DecodedList = ValidatorListLayout.decode(Buffer.from((await read(world, addresses.validatorList))!.data));
    expect(list.maxValidators).toBe(10);
    expect(
      list.validators.map((entry) => [entry.voteAccountAddress.toBase58(), entry.status, BigInt(entry.activeStakeLamports.toString())]),
    ).toEqual([[DEMO_VOTE_ACCOUNT, 0, plan.validatorStakeLamports]]);
    expect(readTokenAccount((await read(world, addresses.walletTokenAccount))!.data)!.amount).toBe(plan.validatorStakeLamports);
    expect((await planOf(world)).steps).toEqual([]);

    // A staker's card: the list learned the launched pool, and the deposit route serves it at the exact figure.
    const staker = stakeThroughDemo({ services: world.services, mint: addresses.mint });
    const before = lamportsOf(world.services.chain, staker.wallet.address);
    const stake = await staker.stake(SOL);
    // An empty pool's rate is one token per lamport: 1 SOL is 1e9 of the new token, no deposit fee.
    expect(worded(stake)).toMatchObject({ phase: 'success', route: 'deposit', simulated: SOL, received: SOL });
    expect(before - lamportsOf(world.services.chain, staker.wallet.address)).toBeGreaterThan(SOL);
    const after = decodeStakePool((await read(world, addresses.pool))!.data);
    expect(after.totalLamports).toBe(plan.validatorStakeLamports + SOL);
  });

  it('resumes: stopped after step 2, a second run finishes and creates nothing twice', async () => {
    const world = launchOnDemo();
    const plan = await planOf(world);
    const first = await world.launch(DEMO_LAUNCH_TERMS, { stopAfter: 2 });
    expect(first.end.phase).toBe('cancelled');
    expect(world.services.chain.accepted).toHaveLength(2);
    const rest = await planOf(world);
    expect(rest.steps.map((step) => step.kind)).toEqual(['metadata', 'validator']);
    const second = await world.launch();
    if (first.end.phase !== 'cancelled' || second.end.phase !== 'live') throw new Error(second.end.phase);
    expect(world.services.chain.accepted).toHaveLength(4);
    expect(world.services.chain.failures.size).toBe(0);
    expect(DEFAULT_BALANCE - lamportsOf(world.services.chain, world.wallet.address)).toBe(
      plan.total - unspentFees(plan, [...first.end.sent, ...second.end.sent]),
    );
  });

  it('refuses what the programs refuse (an account that exists, a signature that is not the base’s); the launch takes an address holding only lamports over', async () => {
    const world = launchOnDemo();
    const plan = await planOf(world);
    const chain = world.services.chain;
    // The reserve's creation as CreateAccountWithSeed (the plan itself tops up and allocates: it lands over lamports sent first).
    const reserve = plan.accounts.find((account) => account.name === 'reserve')!;
    const create = createAccountWithSeedInstruction({
      payer: world.wallet.address,
      address: reserve.address,
      seed: LAUNCH_SEEDS.reserve,
      lamports: reserve.lamports,
      space: reserve.space,
      owner: reserve.owner,
    });
    // Another wallet cannot create the team's seeded account: the base (the team's wallet) did not sign.
    const stranger = Keypair.generate();
    const byStranger = { ...create, accounts: [{ ...create.accounts[0]!, address: stranger.publicKey.toBase58() }, create.accounts[1]!] };
    expect(await sendOnDemo(chain, stranger, [byStranger])).toEqual({ InstructionError: [0, 'MissingRequiredSignature'] });
    // Lamports sent to the reserve's address first: the launch's creation fails with the System program's AccountAlreadyInUse.
    const gift = SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: new PublicKey(plan.addresses.reserve), lamports: 1 });
    expect(await sendOnDemo(chain, stranger, [plainOf(gift)])).toBeNull();
    expect(await sendOnDemo(chain, world.wallet.keypair, [create])).toEqual({ InstructionError: [0, { Custom: 0 }] });
    // The planner, reading the chain, takes the address over instead (the rest of its rent, then
    // AllocateWithSeed): the gift pays a lamport of the reserve's rent, and the pool goes live.
    const taken = await planOf(world);
    expect(taken.steps[0]!.spend).toBe(plan.steps[0]!.spend - 1n);
    const before = lamportsOf(chain, world.wallet.address);
    const { end } = await world.launch();
    if (end.phase !== 'live') throw new Error(`not live: ${end.phase}`);
    expect(before - lamportsOf(chain, world.wallet.address)).toBe(taken.total - unspentFees(taken, end.sent));
    expect((await read(world, plan.addresses.reserve))!.lamports).toBe(STAKE_ACCOUNT_RENT);
  });

  it('refuses what the pool program refuses: a second Initialize, a validator added by anyone but the staker, or twice', async () => {
    const world = launchOnDemo();
    const plan = await planOf(world);
    expect((await world.launch()).end.phase).toBe('live');
    const chain = world.services.chain;
    const team = world.wallet.keypair;
    const initialize = plan.steps
      .find((step) => step.kind === 'pool')!
      .instructions.find((instruction) => instruction.programAddress === plan.addresses.programId)!;
    expect(await sendOnDemo(chain, team, [initialize])).toEqual({ InstructionError: [0, { Custom: 0 }] }); // AlreadyInUse
    const add = plan.steps.find((step) => step.kind === 'validator')!.instructions[0]!;
    const stranger = Keypair.generate();
    const byStranger = {
      ...add,
      accounts: add.accounts.map((account, at) => (at === 1 ? { ...account, address: stranger.publicKey.toBase58() } : account)),
    };
    expect(await sendOnDemo(chain, stranger, [byStranger])).toEqual({ InstructionError: [0, { Custom: 21 }] }); // WrongStaker
    expect(await sendOnDemo(chain, team, [add])).toEqual({ InstructionError: [0, { Custom: 13 }] }); // ValidatorAlreadyAdded
  });

  it('writes the metadata as Metaplex does and the pool as the pool program does: as the real programs’ on litesvm, but for each launch’s own addresses', async () => {
    const real = launchWorld();
    const realPlan = await previewLaunch(real.rpc, { wallet: real.wallet.address, terms: LAUNCH_TERMS });
    if ('refusal' in realPlan) throw new Error(inEnglish(realPlan.refusal));
    expect((await real.launch()).end.phase).toBe('live');
    const world = launchOnDemo();
    const plan = await planOf(world);
    expect((await world.launch()).end.phase).toBe('live');
    const written = (await read(world, plan.addresses.metadata))!.data;
    const metaplexWrote = real.read(realPlan.addresses.metadata)!.data;
    // The update authority and the mint (bytes 1-64) are each launch's own; so is the edition nonce, the bump of each mint's edition PDA (byte 325).
    const shared = (data: Uint8Array) => [...data.slice(65, 325), ...data.slice(326)];
    expect(shared(written)).toEqual(shared(metaplexWrote));
    expect(new PublicKey(written.slice(1, 33)).toBase58()).toBe(plan.addresses.withdrawAuthority);
    expect(new PublicKey(written.slice(33, 65)).toBase58()).toBe(plan.addresses.mint);
    const metaplex = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
    const seeds = [Buffer.from('metadata'), metaplex.toBuffer(), new PublicKey(plan.addresses.mint).toBuffer(), Buffer.from('edition')];
    expect(written[325]).toBe(PublicKey.findProgramAddressSync(seeds, metaplex)[1]);
    // And the pool as the real Initialize and DepositSol left it: every term the same; the addresses (and
    // the withdraw authority's bump), the totals (the first deposit follows each cluster's minimum
    // delegation) and the epoch are each chain's.
    const own = ['manager', 'staker', 'stakeDepositAuthority', 'validatorList', 'reserveStake', 'poolMint', 'managerFeeAccount'] as const;
    const terms = (data: Uint8Array) => {
      const pool: Partial<ReturnType<typeof decodeStakePool>> = decodeStakePool(data);
      for (const field of [...own, 'stakeWithdrawBumpSeed', 'totalLamports', 'poolTokenSupply', 'lastUpdateEpoch'] as const)
        delete pool[field];
      return pool;
    };
    expect(terms((await read(world, plan.addresses.pool))!.data)).toEqual(terms(real.read(realPlan.addresses.pool)!.data));
    const withdraw = PublicKey.findProgramAddressSync(
      [new PublicKey(plan.addresses.pool).toBuffer(), Buffer.from('withdraw')],
      new PublicKey(plan.addresses.programId),
    );
    expect(decodeStakePool((await read(world, plan.addresses.pool))!.data).stakeWithdrawBumpSeed).toBe(withdraw[1]);
  });

  it('answers the launch’s reads: the Rent sysvar, the minimum delegation, the demo’s vote account', async () => {
    const world = launchOnDemo();
    expect(await world.rpc.getStakeMinimumDelegation()).toBe(DEMO_MINIMUM_DELEGATION);
    expect((await read(world, DEMO_VOTE_ACCOUNT))!.owner).toBe('Vote111111111111111111111111111111111111111');
    expect((await read(world, 'SysvarRent111111111111111111111111111111111'))!.data.length).toBe(17);
  });
});
