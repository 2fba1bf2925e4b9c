import { sayer } from './said';

/**
 * Every text the card and the wallet button show, in English: the defaults, and the keys of the
 * `labels` a page may override. The quoted ones are the product spec's, word for word. `{name}` is a
 * value filled in when the text is shown. (Texts only a lazy chunk says live beside it, out of the first
 * load: the transaction guard's in guard/refusals.ts, a running action's in runEnglish.ts, the wallet
 * picker's in pickerEnglish.ts, the Unstake tab's in unstakeEnglish.ts.) docs/labels.md lists them all;
 * a test keeps it complete.
 */
export const english = {
  // The card
  title: 'Stake SOL for {symbol}',
  titleUnstake: 'Unstake {symbol}',
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
  maxKeeps: 'Max keeps {reserve} SOL for fees',
  balance: 'Balance: {amount} SOL',
  preview: 'You receive ≈ {amount}',
  previewLoading: 'Fetching a quote…',
  previewFailed: 'No quote right now; staking will try again.',
  previewAtLeast: 'At least {amount} if the price moves as far as the swap allows',
  previewExact: 'You receive {amount}',
  accountRent: 'Opens your {symbol} account: {rent} SOL, back to you when it is closed.',
  stakeTotal: 'Total: {total} SOL + network fee',
  routeDeposit: 'Direct deposit into the pool',
  routeSwap: 'Swap',
  poolRate: '1 {symbol} = {rate} SOL',
  poolFees: 'Deposit fee {depositFee} %; withdrawal fee {withdrawalFee} %; the pool keeps {epochFee} % of rewards',
  poolFeesScheduled: 'Once its scheduled change applies: withdrawal fee {withdrawalFee} %; the pool keeps {epochFee} % of rewards',
  poolApy: 'APY ≈ {apy} % (last epoch)',
  poolApyFirstEpoch: 'APY after its first full epoch',
  position: 'You hold {lst} ≈ {sol} SOL',
  positionNoRate: 'You hold {lst}',
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
  demoTransaction: 'A demo transaction: no explorer has it.',
  // Outcomes
  successTitle: 'Stake confirmed',
  success: 'You will receive approximately {amount} LST tokens',
  successInWallet: 'They are in your wallet as {symbol}.',
  stakeAgain: 'Stake again',
  connectFirst: 'Please connect your wallet first',
  quoteFailed: 'Failed to get swap quote. Please try again.',
  lstsFailed: 'Failed to fetch LSTs',
  lstsFailedShown: 'Could not load the list of tokens.',
  swapQuoteFailed: 'Failed to fetch swap quote',
  cancelled: 'Staking cancelled in your wallet. Nothing was sent.',
  expired: 'The transaction expired before it was confirmed. You were not charged.',
  refused: 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
  depositRefused: "The deposit into {symbol}'s pool did not check out on the Solana RPC. Nothing was signed.",
  invalidMint: 'This widget has no valid token mint address.',
  wrongNetwork:
    "This widget is set up for Solana {cluster}, but its RPC serves another network. Nothing can be staked until the widget's cluster and rpc-url agree.",
  unknownMint: 'This token is not in the LST list.',
  // The card's tabs (the Unstake tab's own texts load with it: unstakeEnglish.ts)
  tabsLabel: 'Stake or unstake',
  tabStake: 'Stake',
  tabUnstake: 'Unstake',
  // The wallet button and its menu (the picker's own texts load with it: pickerEnglish.ts)
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
  connectWalletTitle: 'Connect a wallet on Solana to continue',
};

export type EnglishKey = keyof typeof english;

/** Says one of these texts, as data the card words in its own language: `say('wrongNetwork', { cluster })`. */
export const say = sayer(english);
