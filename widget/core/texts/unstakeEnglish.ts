import { sayer } from './said';

/**
 * The Unstake tab's texts, in English: apart from the card's other texts because only the tab's lazy
 * chunk says them (a staker who never unstakes never downloads them). Translations and a page's
 * `labels` override them by the same keys, like every other text; docs/labels.md lists them.
 */
export const unstakeEnglish = {
  unstakeAmountLabel: 'Unstake Amount',
  unstakeSubmit: 'Start Unstaking',
  exitOffers: 'Ways out',
  wayNow: 'Now',
  wayIn: 'In {time}',
  wayReceives: '{amount} SOL',
  whyInstant: "From the pool's reserve, at the pool's own rate",
  whyStakeAccount: "The pool's own rate, with no swap: a stake account you deactivate, then withdraw",
  whyStakeAccountReady: "The pool's own rate, with no swap: a stake account, not staked, that you withdraw at once",
  whySwapBack: "Through a swap, at the market's rate",
  wayFee: 'Fee {percent} %',
  waySwapFee: "Fee: in the swap's rate",
  wayRate: '1 {symbol} gives {rate} SOL this way',
  wayStakeRent: "{amount} SOL of it is the stake account's rent, which your wallet pays now",
  wayCloses: '+{amount} SOL from closing your empty {symbol} account',
  unstakeInstantly: 'Unstake instantly',
  unstakeIn: 'Unstake now, SOL in {time}',
  unstakeToStakeAccount: 'Unstake to a stake account',
  routeInstant: 'Instant from the pool',
  routeStakeAccount: 'A stake account',
  routeSwapBack: 'Swap back',
  previewExactSol: 'You receive {amount} SOL',
  previewSol: 'You receive ≈ {amount} SOL',
  exitTooSmall: "This amount is too small: {symbol}'s pool would pay no SOL for it.",
  exitSolAuthority: "{symbol}'s pool pays SOL out only to its own withdraw authority.",
  exitReserveShort: "{symbol}'s pool reserve cannot pay this much at once now: take a stake account or swap back.",
  exitNoStakeSource: "{symbol}'s pool has no stake account that can give this much now.",
  exitBelowMinimumDelegation: 'This amount is below the smallest stake account the Solana network allows.',
  exitPoolUnreadable:
    "{symbol}'s pool could not be read on the Solana RPC just now, so no way out can be priced. Please try again in a moment.",
  exitStakeSlotsFull: "Your wallet already has 16 stake accounts from {symbol}'s pool: withdraw one first.",
  exitRefused: "The exit from {symbol}'s pool did not check out on the Solana RPC. Nothing was signed.",
  pickAnotherExit: 'Pick another way out above, then unstake again.',
  swapBackRefused: 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
  confirmExit: 'Please confirm these figures before your wallet is asked:',
  confirmFee: "{symbol}'s pool takes a withdrawal fee of {percent} %, above the {cap} % cap.",
  confirmFeeScheduled: "{symbol}'s pool has scheduled a withdrawal fee of {percent} %, above the {cap} % cap.",
  confirmBelowRate: 'The swap gives at least {offered} SOL; the pool itself would pay {atPoolRate} SOL now.',
  confirmUnmeasured: 'The swap gives at least {offered} SOL, and there is no pool figure to check it against.',
  confirmStaysOpen:
    "This swap's transaction has no room to close your empty {symbol} account: its {amount} SOL stays there, still yours, and your wallet app can close it.",
  confirmGo: 'Unstake anyway',
  confirmBack: 'Back',
  exitNotConfirmed: 'You did not confirm the figures. Nothing was signed.',
  exitFiguresChanged: 'The figures changed since you looked. Nothing was signed: see the new ones, then unstake again.',
  unstakeCancelled: 'Unstaking cancelled in your wallet. Nothing was sent.',
  unstakeSuccessNow: 'Unstaked: {amount} SOL is in your wallet',
  unstakeSuccessStake: 'Unstaked into a new stake account holding {amount} SOL. Deactivate it below, and you can withdraw it in {time}.',
  unstakeSuccessStakeReady: 'Unstaked into a new stake account holding {amount} SOL. It is not staked: you can withdraw it below now.',
  unstakeClosed: 'Your empty {symbol} account is closed: its {amount} SOL is back in your wallet.',
  unstakeLeftOpen: 'Your empty {symbol} account stays open: its {amount} SOL is still yours there, and your wallet app can close it.',
  unstakeAgain: 'Unstake again',
  insufficientLst: 'You hold {balance}: not enough for this amount.',
  mainLstShort: 'Your main {symbol} account holds {balance}: not enough for this amount.',
  heldElsewhere:
    '{amount} more is in your other {symbol} accounts: unstaking takes only from your main one. Send it there from your wallet to unstake it.',
  invalidUnstakeAmount: 'Please enter a valid amount to unstake',
  noLstHeld: 'You hold no {symbol} to unstake.',
  // The staker's exit stake accounts, listed in the Unstake tab
  stakeAccountRefused: 'The transaction for your stake account did not check out on the Solana RPC. Nothing was signed.',
  stakeAccountCancelled: 'Cancelled in your wallet. Nothing was sent.',
  stakeAccountsTitle: 'Your stake accounts',
  stakeAccountStaked: '{amount} SOL staked: deactivate it, and it is SOL in {time}',
  stakeAccountCooling: '{amount} SOL deactivating: SOL in {time}',
  stakeAccountReady: '{amount} SOL ready to withdraw',
  stakeAccountDeactivate: 'Deactivate',
  stakeAccountWithdraw: 'Withdraw',
  stakeAccountWithdrawn: '{amount} SOL is in your wallet',
  stakeAccountsFailed: 'Your stake accounts could not be read right now.',
  timeDays: 'about {count} days',
  timeHours: 'about {count} hours',
  timeMinutes: 'about {count} minutes',
  timeEpoch: 'about one epoch',
} as const;

export type UnstakeKey = keyof typeof unstakeEnglish;

/** Says one of the Unstake tab's texts, as data the card words in its own language. */
export const sayUnstake = sayer(unstakeEnglish);
