import { sayer } from './said';

/**
 * The wallet picker's texts, in English: apart from the card's texts (english.ts) because only the
 * picker's lazy chunk shows them, once the staker asks to connect. Translations and a page's `labels`
 * override them by the same keys, like every other text; docs/labels.md lists them.
 */
export const pickerEnglish = {
  lookingForWallets: 'Looking for wallets…',
  needWalletTitle: "You'll need a wallet on Solana to continue",
  moreOptions: 'More options',
  lessOptions: 'Less options',
  viewOptions: 'Already have a wallet? View options',
  walletDetected: 'Detected',
  walletAvailable: 'Available',
  walletNotInstalled: 'Not installed',
  walletUnsupported: 'Unsupported',
};

export type PickerKey = keyof typeof pickerEnglish;

/** Says one of the picker's texts, as data the card words in its own language. */
export const sayPicker = sayer(pickerEnglish);
