import { CLOCK_SYSVAR } from '../core/addresses/sysvars';
import { guardStakeDeposit } from '../core/guard/guardStakeDeposit';
import { tokenAmount } from '../core/guard/knownTokens';
import { guardText } from '../core/guard/refusals';
import { say } from '../core/texts/english';
import { sayRun } from '../core/texts/runEnglish';
import { amountParam, SaidError, type Said } from '../core/texts/said';
import { stakeDepositSolNeeded } from '../core/stakePool/depositStakeArithmetic';
import { SOL_DECIMALS } from '../core/lst/lst';
import type { StakeAccountIo } from '../exit/runStakeAccountAction';
import { checkOnRoad } from '../solana/road/checkOnRoad';
import type { RoadRun } from '../solana/road/judge';
import { serviceFailure, type RoadStop } from '../solana/road/roadEnd';
import { priorityFeeCap } from '../solana/road/computeBudget';
import { roadIo } from '../solana/road/roadIo';
import { roadPhases } from '../solana/road/roadSteps';
import { signAndSend } from '../solana/road/signAndSend';
import { receivedAmount } from '../solana/trackTransaction';
import { stakeAccounts } from '../solana/stakeAccounts';
import { readStakeAccountsFor, type BringAsk } from './readStakeAccounts';
import { stakeDepositTransaction } from './stakeDepositTransaction';
import type { BringableStakeAccount, StakeDepositState } from './types';

/** The deposit's I/O: the cluster's RPC, the wallet's signature, who is connected now (as a stake-account action's). */
export type StakeDepositIo = StakeAccountIo;

export interface StakeDepositRequest {
  staker: string;
  /** The stake account as the card listed it (its preview is the figure the staker saw), or its address. */
  account: BringableStakeAccount | string;
  ask: Omit<BringAsk, 'wallet'>;
}

/**
 * Deposits one of the staker's stake accounts into the pool, from the check to confirmation, and returns
 * how it ended; never throws. The account is read again with the Clock and the pool's list (its bytes
 * decide, now: a lockup or a change since the list was read is said before anything is built), the
 * transaction built here (`stakeDepositTransaction`: the minimum is the figure the pool's arithmetic gives
 * now, and never below the one the staker was shown) and sent down the road: guarded on the configured
 * RPC (`guardStakeDeposit`) before the wallet is asked, a wallet's changes checked again whole, then sent
 * and followed until the RPC says how it ended. `signal` stops the run before the signature, not after.
 */
export async function runStakeDeposit(
  io: StakeDepositIo,
  { staker, account, ask }: StakeDepositRequest,
  move: (state: StakeDepositState) => void,
  signal: AbortSignal,
): Promise<StakeDepositState> {
  const end = (state: StakeDepositState) => {
    move(state);
    return state;
  };
  const { token, reading } = ask;
  const refused = (detail: Said) => end({ phase: 'failed', message: say('depositRefused', { symbol: token.symbol }), detail });
  const gone = () => signal.aborted || io.currentWallet() !== staker;
  const stopped = (stop: RoadStop) => {
    if ('gone' in stop) return end({ phase: 'cancelled', message: sayRun('walletChanged') });
    if ('cancelled' in stop) return end({ phase: 'cancelled', message: say('cancelled') });
    return end({ phase: 'failed', ...stop.failed });
  };

  move({ phase: 'checking' });
  const address = typeof account === 'string' ? account : account.address;
  const shown = typeof account === 'string' || !account.verdict.depositable ? null : account.verdict.preview;
  let now;
  try {
    now = await readStakeAccountsFor(io.rpc, { ...ask, wallet: staker }, [{ address, source: 'pasted' }], signal);
  } catch (error) {
    if (gone()) return end({ phase: 'cancelled', message: sayRun('walletChanged') });
    return end({ phase: 'failed', ...serviceFailure(error, error instanceof SaidError ? error.said : sayRun('checkFailed')) });
  }
  if (gone()) return end({ phase: 'cancelled', message: sayRun('walletChanged') });
  // A staker whose SOL is all staked may hold too little for the network fee (and the LST account's rent
  // when the deposit opens it): said in words here, not as the simulation's error code.
  const needed = stakeDepositSolNeeded(now.wallet.opensAccount);
  if (now.wallet.lamports < needed) {
    return end({
      phase: 'failed',
      message: sayRun('stakeDepositNeedsSol', {
        balance: amountParam(now.wallet.lamports, SOL_DECIMALS),
        needed: amountParam(needed, SOL_DECIMALS),
      }),
    });
  }
  const [fresh] = now.accounts;
  if (!fresh?.verdict.depositable || !fresh.voter) return refused(guardText.stakeNotDepositable(address));
  const { preview } = fresh.verdict;
  // The program mints what its arithmetic gives when it lands; less than the staker was shown is not what they asked for.
  if (shown && preview.lstOut < shown.lstOut) {
    const names = { lst: { mint: token.mint, symbol: token.symbol, decimals: token.decimals } };
    return refused(
      guardText.stakeDepositLess(tokenAmount(token.mint, preview.lstOut, names), tokenAmount(token.mint, shown.lstOut, names)),
    );
  }

  const pool = { ...now.target.pool, address: reading.address };
  const { transaction } = stakeDepositTransaction({
    staker,
    programId: reading.programId,
    pool,
    list: now.updateFirst?.list ?? now.target.list,
    stake: address,
    voter: fresh.voter,
    referrer: ask.referrer && reading.referrerUsable ? { wallet: ask.referrer, accountUsable: true } : null,
    minimumPoolTokens: preview.programMinimum,
    updateFirst: now.updateFirst,
  });
  const accounts = { ...stakeAccounts(staker, token.mint), handsOver: { stake: address, to: pool.stakeDepositAuthority } };
  // The mint (checked whole), the Clock and the staker's LST accounts are read with the transaction's own.
  const road: RoadRun = { watch: [token.mint, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)], signal, gone };
  // A staker whose SOL is nearly all staked still deposits in a busy fee market: the priority fee bid
  // never takes more than the wallet holds above the signature's fee and the rent (tests/unit/leftAloneBring.test.ts).
  const bidCap = Math.min(priorityFeeCap(io.maxPriorityFeeLamports), Number(now.wallet.lamports - needed));
  const onRoad = roadIo(io.rpc, io.sign, { ...io, maxPriorityFeeLamports: bidCap });
  const checked = await checkOnRoad(
    onRoad,
    transaction,
    (inspection, walletPrograms) =>
      guardStakeDeposit(inspection, {
        accounts,
        token,
        minimumOut: preview.lstOut,
        programId: reading.programId,
        // The pool account records its manager: a team depositing its own stake is not refused for it.
        setAside: { accounts: [reading.address], owner: reading.programId },
        walletPrograms,
      }),
    road,
  );
  if ('refused' in checked) return refused(checked.refused.refusal);
  if (!('ready' in checked)) return stopped(checked);
  const sent = await signAndSend(onRoad, checked.ready, road, roadPhases(move));
  if (!('confirmed' in sent)) return stopped(sent);
  // What arrived, from the confirmed transaction's token balances as a SOL stake reads it (more than the
  // preview when the pool's fee fell before it landed); the checked simulation's figure when the RPC cannot say.
  const { signature, verdict } = sent.confirmed;
  const received = await receivedAmount(io.rpc, signature, staker, token.mint);
  return end({ phase: 'done', signature, lstGained: received ?? verdict.lstGained, simulated: verdict.lstGained, received });
}
