import { sayer } from './said';

/**
 * Every text the card and the wallet button show, in English: the defaults, and the keys of the
 * `labels` a page may override. The quoted ones are the product spec's, word for word. `{name}` is a
 * value filled in when the text is shown. (The transaction guard's own texts live with the guard, in
 * its lazy chunk: guard/refusals.ts.) docs/labels.md lists them all; a test keeps it complete.
 */
export const english = {
  // The card
  title: 'Stake SOL for {symbol}',
  titleLoading: 'Stake SOL',
  loadingToken: 'Loading token…',
  noValidMint: 'no valid mint',
  demoBadge: 'Demo',
  demoBadgeTitle: 'Demo services: no real funds move',
  amountLabel: 'Stake Amount',
  amountPresets: 'Amount presets',
  presetQuarter: '25 %',
  presetHalf: '50 %',
  presetMax: 'Max',
  balance: 'Balance: {amount} SOL',
  preview: 'You receive ≈ {amount}',
  previewLoading: 'Fetching a quote…',
  previewFailed: 'No quote right now; staking will try again.',
  previewExact: 'You receive {amount}',
  routeDeposit: 'Direct deposit into the pool',
  routeSwap: 'Swap',
  poolRate: '1 {symbol} = {rate} SOL',
  poolFees: 'Deposit fee {depositFee} %; withdrawal fee {withdrawalFee} %; the pool keeps {epochFee} % of rewards',
  poolFeesScheduled: 'Scheduled: withdrawal fee {withdrawalFee} %; the pool keeps {epochFee} % of rewards',
  submit: 'Start Staking',
  tryAgain: 'Try again',
  widgetCrashed: 'Something went wrong in this widget.',
  // The launcher and its dialog
  launcher: 'Stake {symbol}',
  launcherAmount: 'Stake {amount} SOL',
  launcherLoading: 'Stake',
  close: 'Close',
  // Amounts as typed
  amountEmpty: 'Enter an amount',
  amountSeparator: 'Use a dot (.) as the decimal separator, for example 1.5',
  amountNotANumber: 'Enter a plain decimal number, for example 1.5',
  amountTooManyDecimals: 'At most {decimals} decimal places',
  invalidAmount: 'Please enter a valid stake amount',
  amountTooLarge: 'That amount is too large',
  invalidFixedAmount: 'This card is set up with an amount it cannot stake ({problem}).',
  // The stake, step by step
  quoting: 'Getting a quote…',
  building: 'Preparing your transaction…',
  checking: 'Checking the transaction before your wallet sees it…',
  awaitingSignature: 'Approve the transaction in your wallet.',
  sending: 'Sending your transaction…',
  confirming: 'Confirming on Solana…',
  stillChecking:
    'Your transaction was sent. The Solana RPC is not answering right now; we keep checking. Do not stake again until it confirms.',
  viewTransaction: 'View transaction in the explorer',
  // Outcomes
  successHeadline: 'You received {amount}',
  successHeadlineSimulated: 'Staked: {amount} should now be in your wallet',
  success: 'You will receive approximately {amount} LST tokens',
  stakeAgain: 'Stake again',
  connectFirst: 'Please connect your wallet first',
  quoteFailed: 'Failed to get swap quote. Please try again.',
  lstsFailed: 'Failed to fetch LSTs',
  swapQuoteFailed: 'Failed to fetch swap quote',
  cancelled: 'Staking cancelled in your wallet. Nothing was sent.',
  walletChanged: 'Your wallet disconnected or changed. Nothing was sent.',
  expired: 'The transaction expired before it was confirmed. You were not charged.',
  refused: 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
  tokenRefused: 'We will not stake into {symbol}: the token lets someone else control what you hold. Nothing was signed.',
  depositRefused: "The deposit into {symbol}'s pool did not check out on the Solana RPC. Nothing was signed.",
  poolUpdating: "{symbol}'s pool is updating for the new epoch. Try again in a few minutes.",
  poolClosedToDeposits: "{symbol}'s pool takes SOL only from its own deposit authority, so it cannot be staked into here.",
  depositTooSmall: "This amount is too small for {symbol}'s pool: it would give you no {symbol}.",
  poolNotFound: "{symbol}'s pool on the Solana network is not the one the list names, so we will not deposit into it.",
  walletAltered: 'Your wallet changed the transaction it signed, so it was not sent.',
  recheckFailed: 'Your wallet changed the transaction it signed, and it could not be checked again on the Solana RPC, so it was not sent.',
  checkFailed: 'Your transaction could not be checked on the Solana RPC, so it was not sent to your wallet. Please try again.',
  sendRefused: 'The Solana RPC refused the transaction: {reason}. Nothing was sent.',
  stoppedChecking: 'Your transaction was sent, but we stopped checking it. See it in the explorer before you try again.',
  invalidMint: 'This widget has no valid token mint address.',
  wrongNetwork:
    "This widget is set up for Solana {cluster}, but its RPC serves another network. Nothing can be staked until the widget's cluster and rpc-url agree.",
  keyRefused: 'The {service} refused the request: set {setting}.',
  unknownMint: 'This token is not in the LST list.',
  insufficientSol: 'Insufficient SOL: your wallet holds {balance} SOL, and {reserve} SOL stays back for fees.',
  transactionFailed: 'Transaction failed: {reason}',
  signFailed: 'Your wallet could not sign: {reason}',
  // The wallet button, its menu and the wallet picker
  selectWallet: 'Select Wallet',
  connect: 'Connect',
  connecting: 'Connecting ...',
  disconnecting: 'Disconnecting ...',
  connected: 'Connected',
  walletMenu: 'Wallet',
  copyAddress: 'Copy address',
  copied: 'Copied',
  changeWallet: 'Change wallet',
  disconnect: 'Disconnect',
  walletSupportFailed: 'Wallet support failed to load ({reason})',
  walletNotReady: 'The wallet is not ready yet',
  walletCannotSign: 'This wallet cannot sign transactions',
  lookingForWallets: 'Looking for wallets…',
  connectWalletTitle: 'Connect a wallet on Solana to continue',
  needWalletTitle: "You'll need a wallet on Solana to continue",
  moreOptions: 'More options',
  lessOptions: 'Less options',
  viewOptions: 'Already have a wallet? View options',
  walletDetected: 'Detected',
  walletAvailable: 'Available',
  walletNotInstalled: 'Not installed',
  walletUnsupported: 'Unsupported',
};

export type EnglishKey = keyof typeof english;

/** Says one of these texts, as data the card words in its own language: `say('wrongNetwork', { cluster })`. */
export const say = sayer(english);
