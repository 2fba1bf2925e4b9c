import { atPoolRate } from '../core/guard/fairPrice';
import { applyFee } from '../core/stakePool/applyFee';
import { LAMPORTS_PER_SIGNATURE } from '../core/amount/stakeLimits';
import { rentExemptMinimum } from '../core/amount/clusterRent';
import { priorityFeeCap } from '../solana/road/computeBudget';
import { METAPLEX_CREATE_FEE } from '../core/stakePool/tokenMetadataLimits';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import type { PlannedAccount } from '../core/guard/checkLaunchStep';
import { PROGRAMS } from '../core/guard/programs';
import { readTokenAccount, type RawAccount } from '../core/guard/tokenLayouts';
import { depositSolInstruction } from '../core/stakePool/depositSolInstruction';
import { METADATA_PROGRAM } from '../core/addresses/metadataProgram';
import { STAKE_PROGRAM, VOTE_PROGRAM } from '../core/addresses/nativePrograms';
import { decodeStakeAccount, STAKE_ACCOUNT_SIZE } from '../core/stakePool/stakeAccount';
import {
  addValidatorToPoolInstruction,
  createTokenMetadataInstruction,
  initializePoolInstruction,
  STAKE_POOL_SIZE,
  validatorListSize,
} from '../core/stakePool/poolInstructions';
import { decodeStakePool, type StakePool } from '../core/stakePool/stakePool';
import { stakeInitializeInstruction } from '../core/stakePool/stakeInstructions';
import { seededAccountInstructions } from '../core/stakePool/systemInstructions';
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
export const LAUNCH_STEP_KINDS = ['accounts', 'pool', 'metadata', 'validator'] as const;
export type LaunchStepKind = (typeof LAUNCH_STEP_KINDS)[number];

/** Each step's title, and its title when it also makes the team's first deposit. */
const STEP_TITLES = {
  accounts: ['launchStepAccounts', 'launchStepAccounts'],
  pool: ['launchStepPool', 'launchStepPoolDeposit'],
  metadata: ['launchStepMetadata', 'launchStepDeposit'],
  validator: ['launchStepValidator', 'launchStepValidator'],
} as const;

/** Metaplex's metadata account: its fixed size, whatever the name, symbol and uri. */
export const METADATA_ACCOUNT_SIZE = 679n;
/** The pool program's floor on a validator's stake, whatever the Stake program's minimum: 0.001 SOL. */
export const MINIMUM_ACTIVE_STAKE = 1_000_000n;
/** The pool token's decimals: SOL's, so one token starts as one SOL. */
const POOL_TOKEN_DECIMALS = 9;

export type LaunchAccountName = SeededName | 'metadata' | 'walletTokenAccount' | 'validatorStake';

/**
 * An account the launch creates, its rent (every cluster's, which the chain's Rent sysvar was checked
 * to say), and whether it exists already. `lamports` is the least it will hold, `mostLamports` the most
 * (Metaplex's create fee), both counting the dust someone may have sent to its address (`dust`), which
 * the launch takes over: what the wallet pays into it is what it ends with less that dust.
 */
export interface LaunchAccount extends PlannedAccount {
  name: LaunchAccountName;
  mostLamports: bigint;
  dust: bigint;
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

/** An account someone sent lamports to before the launch created it: owned by System, no data. */
const isDust = (account: RawAccount): boolean => account.owner === PROGRAMS.system && account.data.length === 0;
const tokensIn = (account: RawAccount | null): bigint => (account && readTokenAccount(account.data)?.amount) ?? 0n;

/**
 * The launch's plan, from what the chain holds now and the team's terms (already checked by
 * `launchTermsRefusal`): every account, its rent, and the steps still to do, each skipping what
 * exists. Run again after each step (or after a reload), it continues where the chain says the launch
 * stopped, so nothing is created twice. Pure: the chain was read by `readLaunchChain`. Each step's fee
 * is counted at its most: a signature and the embedder's priority-fee cap (`priorityFeeCap`).
 *
 * Others may send transactions between the steps. Lamports sent to an address of the launch before it
 * is created are taken over (the wallet pays only the rest of the rent); lamports sent to the reserve
 * before the pool's `Initialize` become pool tokens in the team's fee account. The team's first deposit
 * is made in the same transaction as `Initialize`, so no one's tokens come before the team's.
 */
export function planLaunch(
  chain: LaunchChain,
  terms: LaunchTerms,
  addresses: LaunchAddresses,
  maxPriorityFeeLamports?: number | string,
): LaunchPlan | { refusal: Said } {
  const { wallet, programId, withdrawAuthority } = addresses;
  const onChain = (address: string): RawAccount | null => chain.accounts.get(address) ?? null;
  const rent = rentExemptMinimum;
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
    const dust = found && isDust(found) ? found.lamports : 0n;
    const needs = name === 'validatorStake' ? validatorStakeLamports : rent(space);
    // The programs top up what an address holds to its rent (a seeded account here, by a transfer of
    // the rest); the pool program moves the validator's whole stake from the reserve whatever is there.
    const lamports = name === 'validatorStake' ? needs + dust : needs > dust ? needs : dust;
    // Metaplex's create fee, where the deployed program charges it, stays in the metadata account, on
    // top of its rent and whatever was there.
    const mostLamports = name === 'metadata' ? needs + METAPLEX_CREATE_FEE + dust : lamports;
    const exists = found !== null && !isDust(found);
    return { name, address, owner, space, lamports, mostLamports, dust, exists, paidBy, found };
  };
  const all = [
    ...(Object.keys(LAUNCH_SEEDS) as SeededName[]).map((name) => accountOf(name, addresses[name], owners[name], spaces[name])),
    accountOf('metadata', addresses.metadata, METADATA_PROGRAM, METADATA_ACCOUNT_SIZE),
    accountOf('walletTokenAccount', addresses.walletTokenAccount, PROGRAMS.token, TOKEN_ACCOUNT_SIZE),
    accountOf('validatorStake', addresses.validatorStake, STAKE_PROGRAM, STAKE_ACCOUNT_SIZE, 'reserve'),
  ];
  // Anyone can send lamports to an address (dust): the launch takes that over. Only an account that
  // holds something else (data, another owner) stops it, and is said.
  const inTheWay = all.find(({ found, owner }) => found !== null && !isDust(found) && found.owner !== owner);
  if (inTheWay) return { refusal: sayLaunch('launchAddressInUse', { address: inTheWay.address }) };
  // What the launch (or an earlier run of it) made: not dust.
  const made = (address: string): RawAccount | null => {
    const found = onChain(address);
    return found && !isDust(found) ? found : null;
  };
  const differs = earlierLaunchDiffers(made, terms, addresses);
  if (differs) return { refusal: differs };
  const accounts: LaunchAccount[] = all.map(({ found: _found, ...account }) => account);
  const byName = Object.fromEntries(accounts.map((account) => [account.name, account])) as Record<LaunchAccountName, LaunchAccount>;
  const missing = (name: LaunchAccountName) => !byName[name].exists;
  // Every seeded account in the shape that lands whether or not anyone sends lamports to its address
  // between the plan's check and the landing (a transfer of the rest of the rent, then AllocateWithSeed:
  // `seededAccountInstructions`); any such lamports stay in the account, the launch's.
  const raceProofCreation = (name: SeededName): PlainInstruction[] => {
    const { lamports, dust } = byName[name];
    const seeded = { payer: wallet, address: addresses[name], seed: LAUNCH_SEEDS[name], space: spaces[name], owner: owners[name] };
    return seededAccountInstructions({ ...seeded, lamports, dust });
  };

  const steps: LaunchStep[] = [];
  const step = (kind: LaunchStepKind, instructions: PlainInstruction[], creates: LaunchAccount[], deposit = 0n, tokens = 0n) => {
    if (instructions.length === 0) return;
    const paid = creates
      .filter((account) => account.paidBy === 'wallet')
      .reduce((sum, account) => sum + account.mostLamports - account.dust, 0n);
    const title = STEP_TITLES[kind][deposit > 0n ? 1 : 0];
    const number = LAUNCH_STEP_KINDS.indexOf(kind) + 1;
    steps.push({
      kind,
      number,
      title: sayLaunch(title),
      progress: sayLaunch('launchProgress', { step: number, steps: LAUNCH_STEP_KINDS.length, title: inEnglish(sayLaunch(title)) }),
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
    first.push(...raceProofCreation('reserve'), stakeInitializeInstruction({ stake: addresses.reserve, authority: withdrawAuthority }));
  if (missing('mint')) {
    first.push(
      ...raceProofCreation('mint'),
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
      ...raceProofCreation('managerFee'),
      initializeAccount3Instruction({ account: addresses.managerFee, mint: addresses.mint, owner: wallet, tokenProgram: PROGRAMS.token }),
    );
  }
  step(
    'accounts',
    first,
    (['reserve', 'mint', 'managerFee'] as const).filter(missing).map((name) => byName[name]),
  );

  // The team's first deposit: enough for the validator's stake account, made before the validator is
  // added, so that stake is the team's own, held as the pool token. (A plain top-up of the reserve
  // would not count until the next epoch's update, and then as rewards that the epoch fee takes its
  // share of: LIFECYCLE.md.) Into the pool as `Initialize` leaves it, in the same transaction: no one
  // can deposit before it. `Initialize` counts what the reserve holds above its rent as the pool's and
  // mints as many tokens to the manager's fee account (the team's): lamports anyone sent there.
  const poolAccount = made(addresses.pool);
  const pool = poolAccount ? decodeStakePool(poolAccount.data) : null;
  const reserveAccount = made(addresses.reserve);
  const reserveMeta = reserveAccount ? decodeStakeAccount(reserveAccount.data).meta : null;
  const reserveAboveRent = reserveMeta
    ? reserveAccount!.lamports - reserveMeta.rentExemptReserve
    : byName.reserve.lamports - rent(STAKE_ACCOUNT_SIZE);
  const poolTotals = pool ?? { totalLamports: reserveAboveRent, poolTokenSupply: reserveAboveRent };
  const stillNeeded = validatorStakeLamports - poolTotals.totalLamports;
  const deposit = missing('validatorStake') && stillNeeded > 0n ? stillNeeded : 0n;
  const tokens = atPoolRate(poolTotals, deposit);
  if (pool && deposit > 0n) {
    // A pool begun without the team's deposit (by an earlier version of the launch): a deposit now is
    // safe only while every token of it is the team's, else someone's few tokens could take a share of it.
    const teamTokens = tokensIn(made(addresses.managerFee)) + tokensIn(made(addresses.walletTokenAccount));
    if (pool.poolTokenSupply !== teamTokens) {
      const amount = (units: bigint) => amountParam(units, POOL_TOKEN_DECIMALS, terms.symbol);
      return {
        refusal: sayLaunch('launchPoolShared', {
          pool: addresses.pool,
          others: amount(pool.poolTokenSupply - teamTokens),
          supply: amount(pool.poolTokenSupply),
        }),
      };
    }
  }
  const depositInstructions =
    deposit > 0n
      ? [
          createOwnAccountIdempotentInstruction(wallet, addresses.walletTokenAccount, addresses.mint, PROGRAMS.token),
          depositSolInstruction({
            programId,
            pool: {
              address: addresses.pool,
              reserveStake: addresses.reserve,
              managerFeeAccount: addresses.managerFee,
              poolMint: addresses.mint,
              tokenProgramId: PROGRAMS.token,
            } as StakePool & { address: string },
            withdrawAuthority,
            staker: wallet,
            stakerTokenAccount: addresses.walletTokenAccount,
            // The referral share, too, comes back to the team: there is no one else in this deposit.
            referrerTokenAccount: addresses.walletTokenAccount,
            lamports: deposit,
            // At the rate the plan was made at (one for one into a new pool), less the deposit fee: if
            // anyone changed the rate before it lands, it fails rather than give the team less.
            minimumPoolTokens: tokens - applyFee(terms.depositFee, tokens),
          }),
        ]
      : [];
  const depositCreates = deposit > 0n && missing('walletTokenAccount') ? [byName.walletTokenAccount] : [];

  // 2. The validator list and the pool, `Initialize` (the wallet is manager and staker), and the first deposit.
  if (missing('pool')) {
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
      [
        ...(missing('validatorList') ? raceProofCreation('validatorList') : []),
        ...raceProofCreation('pool'),
        initialize,
        ...depositInstructions,
      ],
      [...(['validatorList', 'pool'] as const).filter(missing).map((name) => byName[name]), ...depositCreates],
      deposit,
      // The reserve's lamports above its rent, as tokens to the fee account, and the deposit's.
      (reserveAboveRent > 0n ? reserveAboveRent : 0n) + tokens,
    );
  }

  // 3. The token's metadata (and the first deposit, into a pool begun without it).
  const third: PlainInstruction[] = [];
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
  if (pool) third.push(...depositInstructions);
  step(
    'metadata',
    third,
    [...(missing('metadata') ? [byName.metadata] : []), ...(pool ? depositCreates : [])],
    pool ? deposit : 0n,
    pool ? tokens : 0n,
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
