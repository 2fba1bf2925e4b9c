import { getTransactionDecoder, type Transaction } from '@solana/kit';
import { VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { RENT_SYSVAR } from '../../widget/core/addresses/sysvars';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { METAPLEX_CREATE_FEE } from '../../widget/core/stakePool/tokenMetadataLimits';
import { inEnglish } from '../../widget/core/texts/said';
import { launchAddresses, type LaunchAddresses } from '../../widget/launch/launchAddresses';
import type { LaunchAccountName, LaunchPlan } from '../../widget/launch/planLaunch';
import { previewLaunch, stepTransaction, type LaunchState } from '../../widget/launch/runLaunch';
import { launchAttacker } from '../support/launchAttacker';
import { compiledAt } from '../support/fixedBudget';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { SOL } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

/**
 * A team's launch on litesvm with the real programs (stake pool, Stake, Token, Associated Token,
 * Metaplex), while someone who watches the chain sends transactions of their own between the team's
 * steps: each attack ends with the pool live and nothing of the team's lost, or refused in words
 * before anything is signed.
 */

type World = ReturnType<typeof launchWorld>;
/** The fixture's Metaplex build charges no create fee: a launch spends the plan's total less the most it could have been. */
/**
 * What the wallet spends on the fixture's runtime: the plan's total, less Metaplex's create fee (the
 * fixture's build charges none) and less what each sent step's fee left of the plan's most (the plan
 * counts a step's fee at the priority cap; the road bids the chain's recent price).
 */
const spent = (plan: LaunchPlan, end: LaunchState) =>
  plan.total -
  METAPLEX_CREATE_FEE -
  ('sent' in end ? end.sent : []).reduce(
    (sum, step) => sum + (plan.steps.find((planned) => planned.kind === step.kind)?.fee ?? step.fee) - step.fee,
    0n,
  );
/** Rent-exempt dust: what a System account of no data must hold, 890,880 lamports. */
const DUST = 890_880n;

const addressesOf = (world: World) => launchAddresses(world.wallet.address, LAUNCH_TERMS.vote);
const planOf = async (world: World) => {
  const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS });
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  return plan;
};
const tokensIn = (world: World, account: string) => {
  const read = world.read(account);
  return read ? readTokenAccount(read.data)!.amount : 0n;
};
/** What the team's tokens (its own account and the manager's fee account) are worth at the pool's rate, as WithdrawSol would pay before its fee. */
const teamWorth = (world: World, addresses: LaunchAddresses) => {
  const pool = decodeStakePool(world.read(addresses.pool)!.data);
  const tokens = tokensIn(world, addresses.walletTokenAccount) + tokensIn(world, addresses.managerFee);
  return { tokens, supply: pool.poolTokenSupply, worth: (tokens * pool.totalLamports) / pool.poolTokenSupply };
};
const live = (end: { phase: string }) =>
  expect(
    end.phase,
    JSON.stringify(worded(end), (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
  ).toBe('live');

describe('first-depositor inflation: no one else’s tokens before the team’s', () => {
  it.each([2, 3])(
    'after step %i an attacker deposits one lamport, gives the reserve a third of the validator’s stake and updates the pool: the team’s deposit was in first, its tokens are worth all it put in',
    async (after) => {
      const world = launchWorld();
      const addresses = await addressesOf(world);
      const plan = await planOf(world);
      const attacker = launchAttacker(world.svm, addresses);
      const gift = plan.validatorStakeLamports / 3n;
      const before = world.balance();
      const { end } = await world.launch(LAUNCH_TERMS, {
        between: (landed) => {
          if (landed !== after) return;
          attacker.deposit(1n);
          attacker.sendSol(addresses.reserve, gift);
          attacker.update();
        },
      });
      live(end);
      expect(world.wallet.prompts).toBe(4);
      expect(before - world.balance()).toBe(spent(plan, end));
      // The team owns all but the attacker's one token, and what it holds is worth its deposit and most of the gift.
      const team = teamWorth(world, addresses);
      expect(attacker.tokens()).toBe(1n);
      expect(team.tokens).toBe(team.supply - 1n);
      expect(team.worth).toBeGreaterThanOrEqual(plan.validatorStakeLamports + gift - 2n);
    },
  );

  it('the team’s first deposit is in the same transaction as the pool’s Initialize, within one packet', async () => {
    const world = launchWorld();
    const plan = await planOf(world);
    const pool = plan.steps.find((step) => step.kind === 'pool')!;
    expect(pool.deposit).toBe(plan.validatorStakeLamports);
    expect(pool.tokens).toBe(plan.validatorStakeLamports);
    const { end } = await world.launch();
    live(end);
    if (end.phase !== 'live') return;
    expect(end.sent.find((step) => step.kind === 'pool')!.bytes).toBeLessThanOrEqual(1_232);
  });
});

describe('a pool begun without the team’s first deposit (as an earlier version of the launch left it)', () => {
  /** Step 1, then the pool's `Initialize` without the deposit, signed by the team's wallet. */
  const begunWithoutDeposit = async () => {
    const world = launchWorld();
    await world.launch(LAUNCH_TERMS, { stopAfter: 1 });
    const plan = await planOf(world);
    const step = plan.steps[0]!;
    const { programId } = plan.addresses;
    // Up to the pool program's first instruction, Initialize: not the deposit after it.
    const instructions = step.instructions.slice(
      0,
      step.instructions.findIndex((instruction) => instruction.programAddress === programId) + 1,
    );
    // Compiled as a builder outside the road would: a fixed budget on the latest blockhash.
    const transaction = VersionedTransaction.deserialize(
      compiledAt(stepTransaction({ ...step, instructions }, world.wallet.address), world.svm.latestBlockhash(), 120_000),
    );
    transaction.sign([world.wallet.keypair]);
    const outcome = world.svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
    if (outcome instanceof FailedTransactionMetadata) throw new Error(String(outcome.err()));
    return { world, addresses: plan.addresses };
  };

  it('when its tokens are all the team’s, the launch makes the deposit with the metadata, at one for one, and goes live', async () => {
    const { world, addresses } = await begunWithoutDeposit();
    const plan = await planOf(world);
    expect(plan.steps.map((step) => [step.kind, step.deposit])).toEqual([
      ['metadata', plan.validatorStakeLamports],
      ['validator', 0n],
    ]);
    expect(inEnglish(plan.steps[0]!.title)).toBe('naming the token and making your first deposit');
    const before = world.balance();
    const { end } = await world.launch();
    live(end);
    expect(before - world.balance()).toBe(spent(plan, end));
    expect(tokensIn(world, addresses.walletTokenAccount)).toBe(plan.validatorStakeLamports);
  });

  it('when someone else deposited first (one lamport, a gift to the reserve, an update), it is refused in words before any prompt', async () => {
    const { world, addresses } = await begunWithoutDeposit();
    const attacker = launchAttacker(world.svm, addresses);
    attacker.deposit(1n);
    attacker.sendSol(addresses.reserve, 334_094_293n);
    attacker.update();
    const prompts = world.wallet.prompts;
    const before = world.balance();
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: `Someone else holds 0.000000001 tstSOL of the 0.000000001 tstSOL of your pool at ${addresses.pool}, minted before your first deposit: a deposit now could be worth less than you put in. Nothing was signed; launch from another wallet.`,
    });
    expect(world.wallet.prompts).toBe(prompts);
    expect(world.balance()).toBe(before);
  });
});

describe('a launch cannot be blocked for a lamport', () => {
  it('one lamport sent to the reserve after step 1: Initialize mints it to the team’s fee account as the plan expects, and the pool goes live', async () => {
    const world = launchWorld();
    const addresses = await addressesOf(world);
    const plan = await planOf(world);
    const attacker = launchAttacker(world.svm, addresses);
    const before = world.balance();
    const { end } = await world.launch(LAUNCH_TERMS, { between: (landed) => landed === 1 && attacker.sendSol(addresses.reserve, 1n) });
    live(end);
    expect(world.wallet.prompts).toBe(4);
    // The lamport is the pool's, as the team's token: the first deposit needs one lamport less.
    expect(before - world.balance()).toBe(spent(plan, end) - 1n);
    expect(tokensIn(world, addresses.managerFee)).toBe(1n);
    expect(tokensIn(world, addresses.walletTokenAccount)).toBe(plan.validatorStakeLamports - 1n);
    const pool = decodeStakePool(world.read(addresses.pool)!.data);
    expect(pool.totalLamports).toBe(plan.validatorStakeLamports);
    expect(pool.poolTokenSupply).toBe(plan.validatorStakeLamports);
  });

  it('more than the validator’s stake sent to the reserve before Initialize: the team’s fee account holds it all, no deposit is needed', async () => {
    const world = launchWorld();
    const addresses = await addressesOf(world);
    const attacker = launchAttacker(world.svm, addresses);
    const gift = 2n * SOL;
    const { end } = await world.launch(LAUNCH_TERMS, { between: (landed) => landed === 1 && attacker.sendSol(addresses.reserve, gift) });
    live(end);
    expect(tokensIn(world, addresses.managerFee)).toBe(gift);
    expect(tokensIn(world, addresses.walletTokenAccount)).toBe(0n);
    expect(teamWorth(world, addresses)).toMatchObject({ tokens: gift, supply: gift, worth: gift });
  });

  const NAMES: LaunchAccountName[] = [
    'pool',
    'validatorList',
    'reserve',
    'mint',
    'managerFee',
    'metadata',
    'walletTokenAccount',
    'validatorStake',
  ];
  it.each(NAMES)(
    'rent-exempt dust at the %s’s address before the launch: the launch takes the address over, the dust counts as the team’s',
    async (name) => {
      const world = launchWorld();
      const clean = await planOf(world);
      const at = clean.accounts.find((account) => account.name === name)!.address;
      launchAttacker(world.svm, clean.addresses).sendSol(at, DUST);
      const plan = await planOf(world);
      const before = world.balance();
      const { end } = await world.launch();
      live(end);
      expect(world.wallet.prompts).toBe(4);
      // The plan counts Metaplex's fee at its most over the dust; the fixture's Metaplex takes neither, and only tops the dust up to the rent.
      expect(before - world.balance()).toBe(spent(plan, end) - (name === 'metadata' ? DUST : 0n));
      // The dust pays part of the launch's rent (in the validator's stake, it stays staked as the pool's).
      expect(before - world.balance()).toBe(spent(clean, end) - (name === 'validatorStake' ? 0n : DUST));
      const account = world.read(at)!;
      expect(account.owner).toBe(clean.accounts.find((planned) => planned.name === name)!.owner);
    },
  );

  it('dust at every address not yet created, sent again after each step: the pool goes live, spending no more than the plan', async () => {
    const world = launchWorld();
    const clean = await planOf(world);
    const attacker = launchAttacker(world.svm, clean.addresses);
    // A new System account must hold its rent (DUST); one already there takes any lamport more.
    const dustAll = () => {
      for (const account of clean.accounts) {
        const now = world.read(account.address);
        if (!now || now.owner !== account.owner) attacker.sendSol(account.address, now ? 1n : DUST);
      }
    };
    dustAll();
    const before = world.balance();
    const { end } = await world.launch(LAUNCH_TERMS, { between: dustAll });
    live(end);
    expect(world.wallet.prompts).toBe(4);
    expect(before - world.balance()).toBeLessThanOrEqual(spent(clean, end));
    for (const account of clean.accounts) expect(world.read(account.address)!.owner, account.name).toBe(account.owner);
  });

  it('the team’s own token account, created for it by someone else once the mint exists: the launch uses it, the pool goes live', async () => {
    const world = launchWorld();
    const plan = await planOf(world);
    const attacker = launchAttacker(world.svm, plan.addresses);
    const before = world.balance();
    const { end } = await world.launch(LAUNCH_TERMS, {
      between: (landed) => landed === 1 && attacker.createTokenAccountFor(world.wallet.address),
    });
    live(end);
    const tokenAccountRent = plan.accounts.find((account) => account.name === 'walletTokenAccount')!.lamports;
    expect(before - world.balance()).toBe(spent(plan, end) - tokenAccountRent);
    expect(tokensIn(world, plan.addresses.walletTokenAccount)).toBe(plan.validatorStakeLamports);
  });

  it('an address that truly holds something else (an account of another program) is still refused in words, before any prompt', async () => {
    const world = launchWorld();
    const clean = await planOf(world);
    world.svm.setAccount({
      address: clean.addresses.pool,
      lamports: DUST + 6_960n,
      programAddress: clean.addresses.mint,
      data: new Uint8Array(1),
      executable: false,
      space: 1n,
    } as never);
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: `The address ${clean.addresses.pool}, which the launch derives from your wallet, already holds something else: this wallet cannot launch here.`,
    });
    expect(world.wallet.prompts).toBe(0);
  });
});

describe('the Rent sysvar is held to the cluster’s constants', () => {
  /** A node that answers the Rent sysvar with other figures: lamports per byte-year, threshold, burn percent. */
  const lyingNode =
    (perByteYear: bigint, threshold: number, burn = 50) =>
    (fetch: typeof globalThis.fetch) =>
      (async (input, init) => {
        const answer = await fetch(input, init);
        const body = JSON.parse(String(init?.body)) as { method: string; params: [string[]] };
        if (body.method !== 'getMultipleAccounts' || !body.params[0].includes(RENT_SYSVAR)) return answer;
        const json = (await answer.json()) as { result: { value: ({ data: [string, string] } | null)[] } };
        const data = new Uint8Array(17);
        new DataView(data.buffer).setBigUint64(0, perByteYear, true);
        new DataView(data.buffer).setFloat64(8, threshold, true);
        data[16] = burn;
        json.result.value[body.params[0].indexOf(RENT_SYSVAR)]!.data = [Buffer.from(data).toString('base64'), 'base64'];
        return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
      }) as typeof globalThis.fetch;

  it.each([
    ['ten times the lamports per byte-year', 34_800n, 2],
    ['one and a half times', 5_220n, 2],
    ['a threshold of 3 years', 3_480n, 3],
    ['a threshold of 1 year at the old rate', 3_480n, 1],
  ] as const)('%s: refused in words before any prompt, nothing spent', async (_, perByteYear, threshold) => {
    const world = launchWorld({ node: lyingNode(perByteYear, threshold) });
    const before = world.balance();
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: `The Solana RPC gives rent as ${perByteYear} lamports per byte-year, exempt after ${threshold} years, 50 % burnt; every Solana cluster has 3480, 2 years and 50 %. Nothing was signed: use an RPC you trust.`,
    });
    expect(world.wallet.prompts).toBe(0);
    expect(world.balance()).toBe(before);
  });

  it('a burn percent other than 50: refused the same way', async () => {
    const world = launchWorld({ node: lyingNode(3_480n, 2, 0) });
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: expect.stringMatching(/^The Solana RPC gives rent as 3480 lamports per byte-year, exempt after 2 years, 0 % burnt;/),
    });
    expect(world.wallet.prompts).toBe(0);
  });

  it('the same rent written as SIMD-0194 writes it (6,960 lamports per byte, threshold 1): the same plan, and the pool goes live', async () => {
    const world = launchWorld({ node: lyingNode(6_960n, 1) });
    const plan = await planOf(world);
    expect(plan.accounts.find((account) => account.name === 'pool')!.lamports).toBe(5_143_440n);
    const { end } = await world.launch();
    live(end);
  });
});
