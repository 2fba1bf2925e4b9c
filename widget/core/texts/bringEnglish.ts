import { bringEntryEnglish } from './bringEntryEnglish';
import { sayer } from './said';

/**
 * "Bring your stake" texts, in English (issue 39): a staker's own stake account deposited into the pool.
 * Apart from the card's other texts because only the stake-account chunks say them; their translations
 * are chunks of their own too (bringTranslations.ts), so the SOL path downloads none of them. A page's
 * `labels` override them by the same keys, like every other text; docs/labels.md lists them.
 */
export const bringEnglish = {
  ...bringEntryEnglish,
  bringTitle: 'Bring your stake',
  bringIntro: 'A stake account you hold becomes {symbol} in one transaction, with no unstaking.',
  bringNone: 'This wallet has no stake accounts.',
  bringReadFailed: 'Your stake accounts could not be read right now.',
  bringListRefused: "This Solana RPC does not list stake accounts: paste one's address",
  bringPasteOther: "Not in the list? Paste a stake account's address",
  bringPasteLabel: 'Stake account address',
  bringPasteSubmit: 'Look it up',
  bringPasteMalformed: 'This is not a Solana address: paste the stake account’s whole address (32 to 44 letters and digits).',
  bringPasteFailed: 'That address could not be read right now. Please try again.',
  bringAccounts: 'Stake accounts',
  bringAccountSol: '{amount} SOL',
  bringValidator: 'Validator {voter}',
  bringValidatorNamed: 'Validator {name} ({voter})',
  bringNoValidator: 'Not delegated',
  bringStateActive: 'Active',
  bringStateActivating: 'Activating',
  bringStateDeactivating: 'Deactivating',
  bringStateInactive: 'Not staked',
  bringStateLocked: 'Locked',
  bringFromWallet: 'In your wallet',
  bringFromExit: 'From your {symbol} unstake',
  bringFromPasted: 'Pasted',
  whyActivating: 'Activating: it can be deposited from epoch {epoch}',
  whyDeactivating: 'Deactivating: only active stake can be deposited',
  whyInactive: 'Not staked: it holds SOL, not stake',
  whyLockedEpoch: 'Locked until epoch {epoch}',
  whyLockedTime: 'Locked until {time}',
  whyLockedBoth: 'Locked until epoch {epoch} and {time}',
  whyNotInPool: "Its validator is not in {symbol}'s pool",
  whyPreferredOnly: "{symbol}'s pool takes stake only on its preferred validator",
  whyNotYours: "Not this wallet's to move",
  whyNotStakeAccount: 'This address holds no stake account',
  whyPoolPrivate: "{symbol}'s pool takes no stake accounts from the public",
  whyFeeOverCap: "{symbol}'s pool charges {percent} % on stake deposits: above this card's {cap} % limit",
  whyTooSmall: "Too small: {symbol}'s pool would give no {symbol} for it",
  bringFeeStake: 'Stake deposit fee: {amount}',
  bringPaysFee: 'From your wallet: only the network fee.',
  bringFeeSol: 'SOL deposit fee on its {rest} SOL not staked: {amount}',
  bringFeeReferral: "Of these fees, {amount} goes to this site's referrer",
  bringFeeBack: 'Of these fees, {amount} comes back to you (counted above)',
  bringPoolStakeFee: "{symbol}'s pool: stake deposit fee {percent} %",
  poolStakeDepositFee: 'Stake account deposit fee {percent} %',
  bringSubmit: 'Deposit this stake account',
  bringSuccess: 'You received {amount} for your stake account',
  bringDepositUnread: "{symbol}'s pool could not be read right now. Nothing was sent.",
} as const;

export type BringKey = keyof typeof bringEnglish;

/** Says one of the stake-account deposit's texts, as data the card words in its own language. */
export const sayBring = sayer(bringEnglish);
