import { atPoolRate } from '../core/guard/fairPrice';
import { applyFee } from '../core/stakePool/applyFee';
import { LAMPORTS_PER_SIGNATURE } from '../core/amount/stakeLimits';
import { priorityFeeCap } from '../solana/road/computeBudget';
import { rentExemptFor } from '../core/amount/rentSysvar';
import { METAPLEX_CREATE_FEE } from '../core/stakePool/tokenMetadataLimits';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import type { PlannedAccount } from '../core/guard/checkLaunchStep';
import { PROGRAMS } from '../core/guard/programs';
import type { RawAccount } from '../core/guard/tokenLayouts';
import { depositSolInstruction } from '../core/stakePool/depositSolInstruction';
import { METADATA_PROGRAM, STAKE_ACCOUNT_SIZE, STAKE_PROGRAM } from '../core/stakePool/nativePrograms';
import {
  addValidatorToPoolInstruction,
  createTokenMetadataInstruction,
  initializePoolInstruction,
  STAKE_POOL_SIZE,
  validatorListSize,
} from '../core/stakePool/poolInstructions';
import { decodeStakePool, type StakePool } from '../core/stakePool/stakePool';
import { stakeInitializeInstruction } from '../core/stakePool/stakeInstructions';
import { createAccountWithSeedInstruction } from '../core/stakePool/systemInstructions';
import {
  createOwnAccountIdempotentInstruction,
  initializeAccount3Instruction,
  initializeMint2Instruction,
  MINT_SIZE,
  TOKEN_ACCOUNT_SIZE,
} from '../core/stakePool/tokenInstructions';
import { sayLaunch } from '../core/texts/launchEnglish';
import { amountParam, inEnglish, type Said } from '../core/texts/said';
import { SOL_DECIMALS } from '../core/lst/lst';
import { LAUNCH_SEEDS, SEEDED_OWNERS, type LaunchAddresses, type SeededName } from './launchAddresses';
import { earlierLaunchDiffers } from './earlierLaunch';
import type { LaunchTerms } from './launchTerms';
import type { LaunchChain } from './readLaunchChain';

/** The four steps of a launch, in order: each one wallet prompt, each one transaction. */
export const LAUNCH_STEP_KINDS = ['accounts', 'pool', 'deposit', 'validator'] as const;
export type LaunchStepKind = (typeof LAUNCH_STEP_KINDS)[number];

const STEP_TITLES = {
  accounts: 'launchStepAccounts',
  pool: 'launchStepPool',
  deposit: 'launchStepDeposit',
  validator: 'launchStepValidator',
} as const;

/** Metaplex's metadata account: its fixed size, whatever the name, symbol and uri. */
export const METADATA_ACCOUNT_SIZE = 679n;
/** The pool program's floor on a validator's stake, whatever the Stake program's minimum: 0.001 SOL. */
const MINIMUM_ACTIVE_STAKE = 1_000_000n;
const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
/** The pool token's decimals: SOL's, so one token starts as one SOL. */
const POOL_TOKEN_DECIMALS = 9;

export type LaunchAccountName = SeededName | 'metadata' | 'walletTokenAccount' | 'validatorStake';

/** An account the launch creates, its rent from the chain's Rent sysvar, and whether it exists already. */
export interface LaunchAccount extends PlannedAccount {
  name: LaunchAccountName;
  /** Its rent, or for the metadata account its rent and the most Metaplex's create fee can add. */
  mostLamports: bigint;
  space: bigint;
  exists: boolean;
  /** Who pays its lamports: the wallet, or the reserve (the validator's stake, out of the first deposit). */
  paidBy: 'wallet' | 'reserve';
}

export interface LaunchStep {
  kind: LaunchStepKind;
  /** Its place among the four: "2 of 4". */
  number: number;
  title: Said;
  /** Its title in its place: "2 of 4: creating the pool". */
  progress: Said;
  instructions: PlainInstruction[];
  /**
   * The most network fee it may take: one signature, and the most priority fee the road bids (its
   * price is set from the chain's recent fees when the step is sent, and the guard holds its exact fee).
   */
  fee: bigint;
  /** The accounts it creates (any payer), as the guard will find them after. */
  creates: LaunchAccount[];
  /** Lamports the wallet deposits into the pool (its first deposit), and the pool tokens that come back to it. */
  deposit: bigint;
  tokens: bigint;
  /** What the wallet parts with besides the fee: the rent it pays and its deposit. */
  spend: bigint;
}

export interface LaunchPlan {
  addresses: LaunchAddresses;
  /** The pool's manager and staker: the connected wallet. */
  manager: string;
  staker: string;
  /** Every account of the launch, done or to do, with its rent. */
  accounts: LaunchAccount[];
  /** What the validator's stake account needs from the reserve: the minimum delegation and its rent. */
  validatorStakeLamports: bigint;
  /** The steps still to do, in order; none when the pool is live. */
  steps: LaunchStep[];
  /**
   * The most the wallet will spend on them: rent, Metaplex's create fee where charged, the first
   * deposit (which comes back as pool tokens) and fees.
   */
  total: bigint;
}

/** The pool tokens the program mints for a SOL deposit: one for one into a pool not created yet or empty, else at its rate. */
export const poolTokensForDeposit = (pool: Pick<StakePool, 'totalLamports' | 'poolTokenSupply'> | null, lamports: bigint): bigint =>
  pool ? atPoolRate(pool, lamports) : lamports;

/**
 * The launch's plan, from what the chain holds now and the team's terms (already checked by
 * `launchTermsRefusal`): every account, its rent, and the steps still to do, each skipping what
 * exists. Run again after each step (or after a reload), it continues where the chain says the launch
 * stopped, so nothing is created twice. Pure: the chain was read by `readLaunchChain`. Each step's fee
 * is counted at its most: a signature and the embedder's priority-fee cap (`priorityFeeCap`).
 */
export function planLaunch(
  chain: LaunchChain,
  terms: LaunchTerms,
  addresses: LaunchAddresses,
  maxPriorityFeeLamports?: number | string,
): LaunchPlan | { refusal: Said } {
  const { wallet, programId, withdrawAuthority } = addresses;
  const onChain = (address: string): RawAccount | null => chain.accounts.get(address) ?? null;
  const rent = (space: bigint) => rentExemptFor(chain.rent, space);
  const owners = SEEDED_OWNERS(programId);
  const spaces: Record<SeededName, bigint> = {
    pool: STAKE_POOL_SIZE,
    validatorList: validatorListSize(terms.maxValidators),
    reserve: STAKE_ACCOUNT_SIZE,
    mint: MINT_SIZE,
    managerFee: TOKEN_ACCOUNT_SIZE,
  };
  const minimumStake = chain.minimumDelegation > MINIMUM_ACTIVE_STAKE ? chain.minimumDelegation : MINIMUM_ACTIVE_STAKE;
  const validatorStakeLamports = minimumStake + rent(STAKE_ACCOUNT_SIZE);

  const accountOf = (
    name: LaunchAccountName,
    address: string,
    owner: string,
    space: bigint,
    paidBy: LaunchAccount['paidBy'] = 'wallet',
  ) => {
    const found = onChain(address);
    const lamports = name === 'validatorStake' ? validatorStakeLamports : rent(space);
    // Metaplex's create fee, where the deployed program charges it, stays in the metadata account.
    const mostLamports = name === 'metadata' ? lamports + METAPLEX_CREATE_FEE : lamports;
    return { name, address, owner, space, lamports, mostLamports, exists: found !== null, paidBy, found };
  };
  const all = [
    ...(Object.keys(LAUNCH_SEEDS) as SeededName[]).map((name) => accountOf(name, addresses[name], owners[name], spaces[name])),
    accountOf('metadata', addresses.metadata, METADATA_PROGRAM, METADATA_ACCOUNT_SIZE),
    accountOf('walletTokenAccount', addresses.walletTokenAccount, PROGRAMS.token, TOKEN_ACCOUNT_SIZE),
    accountOf('validatorStake', addresses.validatorStake, STAKE_PROGRAM, STAKE_ACCOUNT_SIZE, 'reserve'),
  ];
  // Only the wallet's signature can create a seeded account, but anyone can send lamports to its
  // address: then it exists, owned by System, and creating it would fail. Say so rather than try.
  const inTheWay = all.find(({ found, owner }) => found !== null && found.owner !== owner);
  if (inTheWay) return { refusal: sayLaunch('launchAddressInUse', { address: inTheWay.address }) };
  const differs = earlierLaunchDiffers(onChain, terms, addresses);
  if (differs) return { refusal: differs };
  const accounts: LaunchAccount[] = all.map(({ found: _found, ...account }) => account);
  const byName = Object.fromEntries(accounts.map((account) => [account.name, account])) as Record<LaunchAccountName, LaunchAccount>;
  const missing = (name: LaunchAccountName) => !byName[name].exists;
  const seededCreation = (name: SeededName) =>
    createAccountWithSeedInstruction({
      payer: wallet,
      address: addresses[name],
      seed: LAUNCH_SEEDS[name],
      lamports: byName[name].lamports,
      space: spaces[name],
      owner: owners[name],
    });

  const steps: LaunchStep[] = [];
  const step = (kind: LaunchStepKind, instructions: PlainInstruction[], creates: LaunchAccount[], deposit = 0n, tokens = 0n) => {
    if (instructions.length === 0) return;
    const paid = creates.filter((account) => account.paidBy === 'wallet').reduce((sum, account) => sum + account.mostLamports, 0n);
    steps.push({
      kind,
      number: LAUNCH_STEP_KINDS.indexOf(kind) + 1,
      title: sayLaunch(STEP_TITLES[kind]),
      progress: sayLaunch('launchProgress', {
        step: LAUNCH_STEP_KINDS.indexOf(kind) + 1,
        steps: LAUNCH_STEP_KINDS.length,
        title: inEnglish(sayLaunch(STEP_TITLES[kind])),
      }),
      instructions,
      fee: LAMPORTS_PER_SIGNATURE + BigInt(priorityFeeCap(maxPriorityFeeLamports)),
      creates,
      deposit,
      tokens,
      spend: paid + deposit,
    });
  };

  // 1. The reserve (a stake account the pool's withdraw authority controls), the mint (its authority
  //    the same), and the manager's fee account (the wallet's, of the new mint).
  const first: PlainInstruction[] = [];
  if (missing('reserve'))
    first.push(seededCreation('reserve'), stakeInitializeInstruction({ stake: addresses.reserve, authority: withdrawAuthority }));
  if (missing('mint')) {
    first.push(
      seededCreation('mint'),
      initializeMint2Instruction({
        mint: addresses.mint,
        decimals: POOL_TOKEN_DECIMALS,
        mintAuthority: withdrawAuthority,
        tokenProgram: PROGRAMS.token,
      }),
    );
  }
  if (missing('managerFee')) {
    first.push(
      seededCreation('managerFee'),
      initializeAccount3Instruction({ account: addresses.managerFee, mint: addresses.mint, owner: wallet, tokenProgram: PROGRAMS.token }),
    );
  }
  step(
    'accounts',
    first,
    (['reserve', 'mint', 'managerFee'] as const).filter(missing).map((name) => byName[name]),
  );

  // 2. The validator list and the pool, and Initialize: the wallet is manager and staker.
  if (missing('pool')) {
    const list = missing('validatorList') ? [seededCreation('validatorList')] : [];
    const initialize = initializePoolInstruction({
      programId,
      pool: addresses.pool,
      withdrawAuthority,
      manager: wallet,
      staker: wallet,
      validatorList: addresses.validatorList,
      reserve: addresses.reserve,
      mint: addresses.mint,
      managerFeeAccount: addresses.managerFee,
      tokenProgram: PROGRAMS.token,
      epochFee: terms.epochFee,
      withdrawalFee: terms.withdrawalFee,
      depositFee: terms.depositFee,
      referralFee: terms.referralPercent,
      maxValidators: terms.maxValidators,
    });
    step(
      'pool',
      [...list, seededCreation('pool'), initialize],
      (['validatorList', 'pool'] as const).filter(missing).map((name) => byName[name]),
    );
  }

  // 3. The token's metadata, and the team's first deposit: enough for the validator's stake account,
  //    made before the validator is added, so that stake is the team's own, held as the pool token.
  //    (A plain top-up of the reserve would not count until the next epoch's update, and then as
  //    rewards that the epoch fee takes its share of: LIFECYCLE.md.)
  const poolAccount = onChain(addresses.pool);
  const pool = poolAccount ? decodeStakePool(poolAccount.data) : null;
  const third: PlainInstruction[] = [];
  const poolTerms = pool ?? {
    totalLamports: 0n,
    poolTokenSupply: 0n,
    solDepositFee: terms.depositFee,
    solReferralFee: terms.referralPercent,
  };
  if (missing('metadata')) {
    third.push(
      createTokenMetadataInstruction({
        programId,
        pool: addresses.pool,
        withdrawAuthority,
        manager: wallet,
        mint: addresses.mint,
        payer: wallet,
        metadata: addresses.metadata,
        name: terms.name,
        symbol: terms.symbol,
        uri: terms.uri,
      }),
    );
  }
  const stillNeeded = validatorStakeLamports - poolTerms.totalLamports;
  const deposit = missing('validatorStake') && stillNeeded > 0n ? stillNeeded : 0n;
  const tokens = deposit > 0n ? poolTokensForDeposit(pool, deposit) : 0n;
  if (deposit > 0n) {
    const depositFee = applyFee(poolTerms.solDepositFee, tokens);
    const poolForDeposit = {
      address: addresses.pool,
      reserveStake: addresses.reserve,
      managerFeeAccount: addresses.managerFee,
      poolMint: addresses.mint,
      tokenProgramId: PROGRAMS.token,
    } as StakePool & { address: string };
    third.push(
      createOwnAccountIdempotentInstruction(wallet, addresses.walletTokenAccount, addresses.mint, PROGRAMS.token),
      depositSolInstruction({
        programId,
        pool: poolForDeposit,
        withdrawAuthority,
        staker: wallet,
        stakerTokenAccount: addresses.walletTokenAccount,
        // The referral share, too, comes back to the team: there is no one else in this deposit.
        referrerTokenAccount: addresses.walletTokenAccount,
        lamports: deposit,
        minimumPoolTokens: tokens - depositFee,
      }),
    );
  }
  const thirdCreates = (['metadata', ...(deposit > 0n ? (['walletTokenAccount'] as const) : [])] as const).filter(missing);
  step(
    'deposit',
    third,
    thirdCreates.map((name) => byName[name]),
    deposit,
    tokens,
  );

  // 4. The validator: its stake account is made from the reserve's lamports (the first deposit).
  if (missing('validatorStake')) {
    if (onChain(addresses.vote)?.owner !== VOTE_PROGRAM) return { refusal: sayLaunch('launchVoteMissing', { address: addresses.vote }) };
    const add = addValidatorToPoolInstruction({
      programId,
      pool: addresses.pool,
      withdrawAuthority,
      staker: wallet,
      reserve: addresses.reserve,
      validatorList: addresses.validatorList,
      validatorStake: addresses.validatorStake,
      vote: addresses.vote,
    });
    step('validator', [add], [byName.validatorStake]);
  }

  const total = steps.reduce((sum, { spend, fee }) => sum + spend + fee, 0n);
  const balance = onChain(wallet)?.lamports ?? 0n;
  if (balance < total) {
    const sol = (lamports: bigint) => amountParam(lamports, SOL_DECIMALS);
    return { refusal: sayLaunch('launchInsufficientSol', { balance: sol(balance), needed: sol(total) }) };
  }
  return { addresses, manager: wallet, staker: wallet, accounts, validatorStakeLamports, steps, total };
}
