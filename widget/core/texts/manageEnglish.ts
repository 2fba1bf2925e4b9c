import { sayer } from './said';

/**
 * "Your pool": what the chunk that runs a team's live pool says, in English: its refusals, its
 * steps, when a change takes effect, and how a run ended. Apart from the card's texts because only
 * the team's page (a lazy chunk of its own) needs them; their translations are in translations/manage/.
 */
export const manageEnglish = {
  manageNotPool: 'There is no stake pool at {address} on this network.',
  manageUnreadable:
    'The Solana RPC gave the pool at {address} in a form the stake pool program never writes: nothing was planned or signed. Use an RPC you trust.',
  manageInconsistent:
    'The account {account}, as the Solana RPC gives it, does not match what the pool at {address} says of it: nothing was planned or signed. Use an RPC you trust.',
  manageNotManager: 'Only the pool’s manager ({manager}) can do this; the connected wallet is {wallet}.',
  manageNotStaker: 'Only the pool’s staker ({staker}) can do this; the connected wallet is {wallet}.',
  manageUpToDate: 'The pool is already updated for epoch {epoch}: nothing to do until the next epoch.',
  manageValidatorIn: 'The validator {vote} is already in the pool.',
  manageValidatorNotIn: 'The validator {vote} is not in the pool.',
  manageValidatorLeaving: 'The validator {vote} is already leaving the pool: its stake returns to the reserve at the next epoch’s update.',
  manageNotVote: 'There is no vote account at {vote} on this network.',
  manageListFull: 'The pool’s validator list is full: it holds {max}, its most. Remove one before adding another.',
  manageReserveLow:
    'Adding a validator moves {needed} SOL from the pool’s reserve to its stake; the reserve holds {spendable} SOL beyond its rent. Stake more into the pool first.',
  manageLastValidator: 'The pool’s last validator stays: a pool without one has nowhere to stake. Add another before removing this one.',
  manageFeeInvalid: 'A fee must be a share from 0 % to 100 %.',
  manageFeeSame: 'That fee is already set to {percent} %.',
  manageFeeRise: 'The stake pool program lets a withdrawal fee rise at most by half at a time (to {most} % now), or to 0.15 % from none.',
  manageHarvestInWallet:
    'Your fee account is your own {symbol} token account: the harvest is already where the card’s Unstake finds it, with nothing to move.',
  manageNoHarvest: 'Your fee account holds no {symbol} yet: the epoch fee arrives at each epoch’s update.',
  manageNotFeeOwner: 'The pool’s fee account {account} is not the connected wallet’s: only its owner can take its tokens out.',
  manageInsufficientSol: 'Your wallet holds {balance} SOL; this needs {needed} SOL (account deposits and network fees).',
  manageStepUpdateValidators: 'updating validators {from} to {to} of {count}',
  manageStepUpdatePool: 'updating the pool’s totals for epoch {epoch}',
  manageStepCleanup: 'dropping removed validators from the list',
  manageStepAdd: 'adding the validator {vote}',
  manageStepRemove: 'removing the validator {vote}',
  manageStepSetEpochFee: 'setting the epoch fee to {percent} %',
  manageStepSetSolDepositFee: 'setting the SOL deposit fee to {percent} %',
  manageStepSetStakeDepositFee: 'setting the stake deposit fee to {percent} %',
  manageStepSetSolWithdrawalFee: 'setting the SOL withdrawal fee to {percent} %',
  manageStepSetStakeWithdrawalFee: 'setting the stake withdrawal fee to {percent} %',
  manageStakeOnItsWay:
    'A stake is already on its way to the validator {vote} this epoch: it activates at the next epoch. Stake more with it after that epoch’s update.',
  manageStakeBelowLeast: 'A stake from the reserve must be at least {least} SOL (the Stake program’s minimum delegation).',
  manageStakeAboveReserve:
    'The reserve can stake at most {most} SOL now: it keeps its own rent and pays {rent} SOL of rent for the stake on its way, which it gets back at the next update. {amount} SOL is more.',
  manageStepStakeReserve: 'staking {amount} SOL from the reserve with the validator {vote}',
  manageStakeActivates:
    'The stake activates at the next epoch; that epoch’s update adds it to the validator’s stake, and it earns rewards from then on.',
  manageStepHarvest: 'moving {amount} to your own token account',
  manageSummaryOne: 'You will sign 1 transaction, with at most {fees} SOL of network fees and {deposits} SOL of account deposits.',
  manageSummary: 'You will sign {count} transactions, with at most {fees} SOL of network fees and {deposits} SOL of account deposits.',
  manageTakesEffectNow: 'The new fee applies at once.',
  manageTakesEffectEpoch: 'The new fee applies from epoch {epoch}, after that epoch’s update: stakers see it coming until then.',
  manageRemovalLater:
    'The validator’s stake stops now; at the next epoch’s update its SOL returns to the reserve and the validator leaves the list.',
  manageStepRefused: 'Transaction {step} of {steps} did not check out on the Solana RPC, so it was not sent to your wallet.',
  manageCancelled: 'Cancelled in your wallet. What landed stays; do it again to continue where it stopped.',
  manageStopped: 'Stopped before the next signature. Do it again to continue where it stopped.',
  manageStuck: 'The Solana RPC does not show the transactions that were confirmed yet. Do it again in a moment to continue.',
} as const;

export type ManageKey = keyof typeof manageEnglish;

export const sayManage = sayer(manageEnglish);
