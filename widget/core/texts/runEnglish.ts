import { sayer } from './said';

/**
 * What a stake, an exit, a launch or a pool action says once it runs, in English: why it stopped on the
 * road (check, sign, recheck, send, track), why a pool or a token was refused, what the wallet could not
 * do. Apart from the card's texts (english.ts) because only the lazy chunks that run an action say them:
 * a page's first load does not carry them. Translations and a page's `labels` override them by the same
 * keys, like every other text; docs/labels.md lists them.
 */
export const runEnglish = {
  walletChanged: 'Your wallet disconnected or changed. Nothing was sent.',
  tokenRefused: 'We will not stake into {symbol}: the token lets someone else control what you hold. Nothing was signed.',
  poolUpdating: "{symbol}'s pool is updating for the new epoch. Try again in a few minutes.",
  poolClosedToDeposits: "{symbol}'s pool takes SOL only from its own deposit authority, so it cannot be staked into here.",
  depositTooSmall: "This amount is too small for {symbol}'s pool: it would give you no {symbol}.",
  poolNotFound: "{symbol}'s pool on the Solana network is not the one the list names, so we will not deposit into it.",
  walletAltered: 'Your wallet changed the transaction it signed, so it was not sent.',
  recheckFailed: 'Your wallet changed the transaction it signed, and it could not be checked again on the Solana RPC, so it was not sent.',
  checkFailed: 'Your transaction could not be checked on the Solana RPC, so it was not sent to your wallet. Please try again.',
  sendRefused: 'The Solana RPC refused the transaction: {reason}. Nothing was sent.',
  stoppedChecking: 'Your transaction was sent, but we stopped checking it. See it in the explorer before you try again.',
  keyRefused: 'The {service} refused the request: set {setting}.',
  insufficientSol: 'Insufficient SOL: your wallet holds {balance} SOL, and {reserve} SOL stays back for fees.',
  stakeDepositNeedsSol:
    'Not enough SOL for this deposit: your wallet holds {balance} SOL, and it needs at least {needed} SOL for the network fee and any account it opens. Nothing was signed.',
  transactionFailed: 'Transaction failed: {reason}',
  failedBelowMinimum:
    'Transaction failed: before it landed, what it would give you fell below the minimum you accepted. It changed nothing but its network fee. You can try again.',
  failedPoolNotUpdated:
    "Transaction failed: the pool's update for the new epoch had not landed yet. It changed nothing but its network fee. Try again in a few minutes.",
  failedWalletShort:
    'Transaction failed: when it landed, your wallet no longer held enough (another transaction may have spent it first). It changed nothing but its network fee.',
  signFailed: 'Your wallet could not sign: {reason}',
  walletCannotSign: 'This wallet cannot sign transactions',
};

export type RunKey = keyof typeof runEnglish;

/** Says one of these texts, as data the card words in its own language: `sayRun('signFailed', { reason })`. */
export const sayRun = sayer(runEnglish);
