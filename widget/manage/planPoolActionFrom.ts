import { rentExemptMinimum } from '../core/amount/clusterRent';
import { percentParam } from '../core/amount/percent';
import { LAMPORTS_PER_SIGNATURE } from '../core/amount/stakeLimits';
import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import type { PlannedAccount } from '../core/guard/checkLaunchStep';
import { DEFAULT_FEE_CAPS } from '../core/guard/feeCaps';
import { aboveCap, poolFeeRefusal } from '../core/guard/poolFees';
import { guardText } from '../core/guard/refusals';
import { SOL_DECIMALS } from '../core/lst/lst';
import { addValidatorToPoolInstruction } from '../core/stakePool/poolInstructions';
import {
  cleanupRemovedValidatorEntriesInstruction,
  removeValidatorFromPoolInstruction,
  setFeeInstruction,
} from '../core/stakePool/poolManageInstructions';
import { poolAfterUpdate } from '../core/stakePool/poolUpdate';
import { validatorLamportsAtUpdate } from '../core/stakePool/validatorLamportsAtUpdate';
import type { Fee } from '../core/stakePool/stakePool';
import { createOwnAccountIdempotentInstruction, TOKEN_ACCOUNT_SIZE, transferCheckedInstruction } from '../core/stakePool/tokenInstructions';
import { sayManage, type ManageKey } from '../core/texts/manageEnglish';
import { amountParam, type Said } from '../core/texts/said';
import { isFee } from '../launch/launchFeeCaps';
import { validatorStakeAddress } from '../solana/poolAddresses';
import { priorityFeeCap } from '../solana/road/computeBudget';
import { UPDATE_UNITS_PER_VALIDATOR, UPDATE_UNITS_TOTALS, updateTransactions } from '../solana/poolUpdateInstructions';
import { harvestInWallet, validatorStakeLamportsOf } from './managedPool';
import { planStakeReserve } from './planStakeReserve';
import type { ManageChain } from './readManageChain';
import type { ManagedFeeKind, PoolAction, PoolActionPlan, PoolActionStep } from './types';

/** One transaction of an action, with what the guard holds it to (checkLaunchStep's complete accounting). */
export interface ManageStep extends PoolActionStep {
  instructions: PlainInstruction[];
  /** The accounts it creates (any payer), as the guard will find them after. */
  creates: PlannedAccount[];
  /** The pool tokens the wallet's accounts gain (the epoch fee an update mints into the team's fee account). */
  tokens: bigint;
  /**
   * The pool's totals: `tokens` is the least the team gains. Anything given to the pool before it lands
   * (SOL to the reserve or a stake, tokens to the fee account) adds to the epoch fee: held exact, a
   * stranger's transfer would refuse the team's update (and every manager action behind it).
   */
  tokensAtLeast: boolean;
  /** Compute units the road asks for over its measure: an update's room for what anyone may send the pool's stakes meanwhile. */
  unitsRoom: number;
}

export interface ManagePlan extends PoolActionPlan {
  steps: ManageStep[];
  /** The pool's own accounts, which record the team's wallet: the plan's exact instructions stand for them in the guard. */
  poolAccounts: string[];
  mint: string;
  symbol: string;
  /** Why there is nothing to do, when the chain already is as the action would leave it. */
  nothingToDo: Said | null;
}

const SET_FEE_TITLES: Record<ManagedFeeKind, ManageKey> = {
  epoch: 'manageStepSetEpochFee',
  solDeposit: 'manageStepSetSolDepositFee',
  stakeDeposit: 'manageStepSetStakeDepositFee',
  solWithdrawal: 'manageStepSetSolWithdrawalFee',
  stakeWithdrawal: 'manageStepSetStakeWithdrawalFee',
};

/** Fees a SetFee applies at once; the others wait for the update two epochs on. */
const AT_ONCE: readonly ManagedFeeKind[] = ['solDeposit', 'stakeDeposit'];

/** A fee as a number to compare: a zero denominator is no fee. */
const sameFee = (a: Fee, b: Fee) =>
  (a.denominator === 0n ? 0n : a.numerator) * (b.denominator === 0n ? 1n : b.denominator) ===
  (b.denominator === 0n ? 0n : b.numerator) * (a.denominator === 0n ? 1n : a.denominator);

/** The program's cap on a withdrawal fee's rise (`Fee::check_withdrawal`): half again the fee now, or 0.15 % from none. */
function withdrawalRiseRefusal(now: Fee, next: Fee): Said | null {
  const old = now.denominator === 0n || now.numerator === 0n ? { numerator: 1n, denominator: 1000n } : now;
  if (next.denominator === 0n) return null;
  if (old.numerator * next.denominator * 3n >= next.numerator * old.denominator * 2n) return null;
  return sayManage('manageFeeRise', { most: percentParam({ numerator: old.numerator * 3n, denominator: old.denominator * 2n }) });
}

/**
 * An action's plan, from the chain as it stands (read by `readManageChain`): each transaction within a
 * packet, with its exact instructions, the most fee it pays, what the wallet puts into accounts and
 * the tokens it gains. A manager's action on a pool not updated this epoch begins with the update
 * (the program refuses them on a stale pool). Pure. A plan with no steps says why (`nothingToDo`):
 * a run that has landed something is then done; a first plan is refused with it.
 */
export function planPoolActionFrom(
  chain: ManageChain,
  wallet: string,
  action: PoolAction,
  maxPriorityFeeLamports?: number | string,
): ManagePlan | { refusal: Said } {
  const { pool, list, programId, address, withdrawAuthority } = chain;
  const epoch = chain.chain.epoch;
  // A pool token without metadata is named by its mint: an address reads the same in every language.
  const symbol = chain.symbol ?? pool.poolMint;
  const fee = LAMPORTS_PER_SIGNATURE + BigInt(priorityFeeCap(maxPriorityFeeLamports));
  const steps: ManageStep[] = [];
  const step = (
    title: Said,
    instructions: PlainInstruction[],
    creates: PlannedAccount[] = [],
    spend = 0n,
    tokens = 0n,
    tokensAtLeast = false,
    unitsRoom = 0,
  ) => steps.push({ number: 0, title, fee, spend, instructions, creates, tokens, tokensAtLeast, unitsRoom });
  const stale = pool.lastUpdateEpoch < epoch;
  // The pool as its update leaves it (its totals, the epoch fee it mints, the scheduled fees in force).
  const after = poolAfterUpdate(
    pool,
    {
      reserveLamports: chain.reserve.lamports,
      reserveRentExemptReserve: chain.reserveRent,
      validatorLamports: validatorLamportsAtUpdate(list.validators, chain.stakes, epoch),
      mintSupply: chain.mintSupply,
    },
    epoch,
  );

  // The update (anyone's): the list in as many transactions as its validators need, then the pool's
  // totals (the epoch fee minted to the fee account: the wallet's gain when the account is its own),
  // and the removed validators dropped.
  const update = () => {
    const feeTokens = chain.feeAccount.owner === wallet ? after.poolTokenSupply - chain.mintSupply : 0n;
    const cleanup = cleanupRemovedValidatorEntriesInstruction({ programId, pool: address, validatorList: pool.validatorList });
    const removed = list.validators.some((entry) => entry.status === 'readyForRemoval');
    const count = list.validators.length;
    for (const transaction of updateTransactions(programId, { ...pool, address }, list, epoch, wallet)) {
      if (transaction.kind === 'validators') {
        const title = sayManage('manageStepUpdateValidators', { from: transaction.from + 1, to: transaction.to, count });
        step(title, transaction.instructions, [], 0n, 0n, false, (transaction.to - transaction.from) * UPDATE_UNITS_PER_VALIDATOR);
      } else {
        // The list's only part may ride in front of the totals (three instructions, not two).
        const named = transaction.instructions.length > 2 ? count : 0;
        const room = named * UPDATE_UNITS_PER_VALIDATOR + UPDATE_UNITS_TOTALS;
        step(sayManage('manageStepUpdatePool', { epoch: String(epoch) }), transaction.instructions, [], 0n, feeTokens, true, room);
      }
    }
    if (!stale && removed) step(sayManage('manageStepCleanup'), [cleanup]);
  };

  const poolAccounts = [
    address,
    pool.validatorList,
    pool.reserveStake,
    pool.poolMint,
    ...chain.pairs.flatMap(({ validatorStake, transientStake }) => [validatorStake, transientStake]),
  ];
  let nothingToDo: Said | null = null;
  let takesEffect: Said | null = null;
  const notStaker = () =>
    wallet === pool.staker
      ? null
      : pool.staker === pool.manager
        ? sayManage('manageNotManager', { manager: pool.manager, wallet })
        : sayManage('manageNotStaker', { staker: pool.staker, wallet });
  const entryOf = (vote: string) => list.validators.findIndex((entry) => entry.voteAccount === vote);

  switch (action.kind) {
    case 'update': {
      update();
      if (steps.length === 0) nothingToDo = sayManage('manageUpToDate', { epoch: String(epoch) });
      break;
    }
    case 'add-validator': {
      const refusal = notStaker();
      if (refusal) return { refusal };
      const validatorStake = validatorStakeAddress(programId, action.vote, address);
      poolAccounts.push(validatorStake);
      if (entryOf(action.vote) >= 0) {
        nothingToDo = sayManage('manageValidatorIn', { vote: action.vote });
        break;
      }
      if (!chain.vote) return { refusal: sayManage('manageNotVote', { vote: action.vote }) };
      if (list.validators.length >= list.maxValidators) return { refusal: sayManage('manageListFull', { max: list.maxValidators }) };
      const needed = validatorStakeLamportsOf(chain);
      const spendable = chain.reserve.lamports - chain.reserveRent;
      if (spendable < needed) {
        const sol = (lamports: bigint) => amountParam(lamports > 0n ? lamports : 0n, SOL_DECIMALS);
        return { refusal: sayManage('manageReserveLow', { needed: sol(needed), spendable: sol(spendable) }) };
      }
      update();
      const add = addValidatorToPoolInstruction({
        programId,
        pool: address,
        withdrawAuthority,
        staker: wallet,
        reserve: pool.reserveStake,
        validatorList: pool.validatorList,
        validatorStake,
        vote: action.vote,
      });
      // The validator's stake account is made from the reserve's lamports (over any dust someone sent to
      // its address, which stays in it): the wallet pays none of it.
      const dust = chain.voteStakeDust;
      step(
        sayManage('manageStepAdd', { vote: action.vote }),
        [add],
        [{ address: validatorStake, owner: STAKE_PROGRAM, lamports: needed + dust, dust }],
      );
      break;
    }
    case 'remove-validator': {
      const refusal = notStaker();
      if (refusal) return { refusal };
      const index = entryOf(action.vote);
      if (index < 0) return { refusal: sayManage('manageValidatorNotIn', { vote: action.vote }) };
      takesEffect = sayManage('manageRemovalLater');
      if (list.validators[index]!.status !== 'active') {
        nothingToDo = sayManage('manageValidatorLeaving', { vote: action.vote });
        break;
      }
      if (list.validators.filter((entry) => entry.status === 'active').length <= 1) return { refusal: sayManage('manageLastValidator') };
      update();
      const { validatorStake, transientStake } = chain.pairs[index]!;
      const remove = removeValidatorFromPoolInstruction({
        programId,
        pool: address,
        staker: wallet,
        withdrawAuthority,
        validatorList: pool.validatorList,
        validatorStake,
        transientStake,
      });
      step(sayManage('manageStepRemove', { vote: action.vote }), [remove]);
      break;
    }
    case 'set-fee': {
      if (wallet !== pool.manager) return { refusal: sayManage('manageNotManager', { manager: pool.manager, wallet }) };
      const { fee: kind, value } = action;
      if (!isFee(value)) return { refusal: sayManage('manageFeeInvalid') };
      // The fees as the SetFee finds them: after the update in front (a stale pool's scheduled fees come
      // into force there, and the program holds a withdrawal fee's rise to the fee then in force).
      const fees = after;
      const now = {
        epoch: fees.epochFee,
        solDeposit: fees.solDepositFee,
        stakeDeposit: fees.stakeDepositFee,
        solWithdrawal: fees.solWithdrawalFee,
        stakeWithdrawal: fees.stakeWithdrawalFee,
      }[kind];
      const next = { epoch: fees.nextEpochFee, solWithdrawal: fees.nextSolWithdrawalFee, stakeWithdrawal: fees.nextStakeWithdrawalFee }[
        kind as 'epoch'
      ];
      const atOnce = AT_ONCE.includes(kind);
      // The stakers' card refuses a pool over its caps, now or scheduled: the launch's caps hold here too.
      const terms = {
        solDepositFee: kind === 'solDeposit' ? value : fees.solDepositFee,
        solWithdrawalFee: fees.solWithdrawalFee,
        stakeWithdrawalFee: fees.stakeWithdrawalFee,
        epochFee: fees.epochFee,
        nextSolWithdrawalFee: kind === 'solWithdrawal' ? { fee: value } : fees.nextSolWithdrawalFee,
        nextStakeWithdrawalFee: kind === 'stakeWithdrawal' ? { fee: value } : fees.nextStakeWithdrawalFee,
        nextEpochFee: kind === 'epoch' ? { fee: value } : fees.nextEpochFee,
      };
      const capped = poolFeeRefusal(terms, DEFAULT_FEE_CAPS, symbol);
      if (capped) return { refusal: capped };
      if (kind === 'stakeDeposit' && aboveCap(value, DEFAULT_FEE_CAPS.maxFeeBps)) {
        return { refusal: guardText.poolDepositFee(symbol, percentParam(value)) };
      }
      if (kind === 'solWithdrawal' || kind === 'stakeWithdrawal') {
        const rise = withdrawalRiseRefusal(now, value);
        if (rise) return { refusal: rise };
      }
      const set = atOnce ? sameFee(now, value) : next ? sameFee(next.fee, value) : sameFee(now, value);
      const percent = percentParam(value);
      if (set) {
        nothingToDo = sayManage('manageFeeSame', { percent });
        break;
      }
      // Deposit fees apply at once; the others at the update two epochs after this one (the pool is
      // updated for this epoch first when it is not).
      takesEffect = atOnce ? sayManage('manageTakesEffectNow') : sayManage('manageTakesEffectEpoch', { epoch: String(epoch + 2n) });
      if (!atOnce) update();
      step(sayManage(SET_FEE_TITLES[kind], { percent }), [
        setFeeInstruction({ programId, pool: address, manager: wallet, fee: kind, value }),
      ]);
      break;
    }
    case 'stake-reserve': {
      const refusal = notStaker();
      if (refusal) return { refusal };
      const planned = planStakeReserve(chain, wallet, action);
      if ('refusal' in planned) return planned;
      if ('nothingToDo' in planned) {
        nothingToDo = planned.nothingToDo;
        break;
      }
      takesEffect = planned.takesEffect;
      update();
      step(planned.title, [planned.instruction], planned.creates);
      break;
    }
    case 'harvest': {
      if (chain.feeAccount.owner !== wallet) return { refusal: sayManage('manageNotFeeOwner', { account: pool.managerFeeAccount }) };
      // A fee account that is the wallet's own associated account: its tokens are where a harvest would
      // move them (a transfer to itself, again and again, never done).
      if (harvestInWallet(chain)) {
        nothingToDo = sayManage('manageHarvestInWallet', { symbol });
        break;
      }
      if (chain.feeAccount.amount === 0n) {
        nothingToDo = sayManage('manageNoHarvest', { symbol });
        break;
      }
      const destination = chain.walletTokenAccount!;
      // The associated token program creates over lamports someone sent to the address: they count in its rent.
      const rent = rentExemptMinimum(TOKEN_ACCOUNT_SIZE);
      const dust = chain.walletTokenAccountDust;
      const creates: PlannedAccount[] = chain.walletTokenAccountExists
        ? []
        : [{ address: destination, owner: pool.tokenProgramId, lamports: rent > dust ? rent : dust, dust }];
      const amount = chain.feeAccount.amount;
      step(
        sayManage('manageStepHarvest', { amount: amountParam(amount, chain.mintDecimals, symbol) }),
        [
          createOwnAccountIdempotentInstruction(wallet, destination, pool.poolMint, pool.tokenProgramId),
          transferCheckedInstruction({
            source: pool.managerFeeAccount,
            mint: pool.poolMint,
            destination,
            owner: wallet,
            amount,
            decimals: chain.mintDecimals,
            tokenProgram: pool.tokenProgramId,
          }),
        ],
        creates,
        creates.reduce((sum, created) => sum + created.lamports - (created.dust ?? 0n), 0n),
      );
      break;
    }
  }

  steps.forEach((planned, index) => (planned.number = index + 1));
  const fees = steps.reduce((sum, planned) => sum + planned.fee, 0n);
  const deposits = steps.reduce((sum, planned) => sum + planned.spend, 0n);
  if (chain.walletLamports < fees + deposits) {
    const sol = (lamports: bigint) => amountParam(lamports, SOL_DECIMALS);
    return { refusal: sayManage('manageInsufficientSol', { balance: sol(chain.walletLamports), needed: sol(fees + deposits) }) };
  }
  const sol = (lamports: bigint) => amountParam(lamports, SOL_DECIMALS);
  return {
    action,
    steps,
    summary:
      steps.length === 1
        ? sayManage('manageSummaryOne', { fees: sol(fees), deposits: sol(deposits) })
        : sayManage('manageSummary', { count: steps.length, fees: sol(fees), deposits: sol(deposits) }),
    takesEffect,
    poolAccounts,
    mint: pool.poolMint,
    symbol,
    nothingToDo,
  };
}
