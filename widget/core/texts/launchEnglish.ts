import { sayer } from './said';

/**
 * The launch's texts, in English: what the launch page says about a project's terms, its steps, and
 * why the guard refused a launch step. Apart from the card's texts because only the launch (a lazy
 * chunk of its own) needs them; their translations (launchTranslations.ts) are chunks of their own too.
 */
export const launchEnglish = {
  launchNameTooLong: 'The name is {bytes} bytes long; Metaplex allows at most {limit} bytes (an accented letter counts as 2).',
  launchSymbolTooLong: 'The symbol is {bytes} bytes long; Metaplex allows at most {limit} bytes.',
  launchUriTooLong: 'The URI is {bytes} bytes long; Metaplex allows at most {limit} bytes.',
  launchFeeInvalid: 'Each fee must be a share from 0 % to 100 %.',
  launchReferralInvalid: 'The referral share must be a whole percent from 0 to 100.',
  launchVoteInvalid: 'The validator vote account is not a Solana address.',
  launchVoteMissing: 'There is no vote account at {address} on this network.',
  launchMaxValidatorsInvalid: 'The largest number of validators must be a whole number from 1 to {max}.',
  launchAddressInUse:
    'The address {address}, which the launch derives from your wallet, already holds something else: this wallet cannot launch here.',
  launchStepAccounts: 'creating the reserve, the token and the fee account',
  launchStepPool: 'creating the pool',
  launchStepPoolDeposit: 'creating the pool with your first deposit',
  launchStepMetadata: 'naming the token',
  launchStepDeposit: 'naming the token and making your first deposit',
  launchStepValidator: 'adding the validator',
  launchProgress: '{step} of {steps}: {title}',
  launchNotPlanned: 'Its transaction is not the launch step that was planned.',
  launchSpendsOther: 'It would take {spent} SOL from your wallet; the plan says {planned} SOL.',
  launchTokensOther: 'It would give you {got} of the new token; the plan says {planned}.',
  launchAccountOther: 'It would leave the account {address} other than planned.',
  launchStepRefused: 'Step {step} of {steps} did not check out on the Solana RPC, so it was not sent to your wallet.',
  launchCancelled: 'Cancelled in your wallet. What landed stays; create on Solana again to continue where it stopped.',
  launchStopped: 'The launch stopped before the next signature. Create on Solana again to continue where it stopped.',
  launchStuck: 'The Solana RPC does not show the steps that were confirmed yet. Create on Solana again in a moment to continue.',
  launchInsufficientSol: 'Your wallet holds {balance} SOL; the steps left need {needed} SOL (rent, your first deposit and fees).',
  launchRentNotCluster:
    'The Solana RPC gives rent as {rate} lamports per byte-year, exempt after {years} years, {burnt} % burnt; every Solana cluster has 3480, 2 years and 50 %. Nothing was signed: use an RPC you trust.',
  launchPoolShared:
    'Someone else holds {others} of the {supply} of your pool at {pool}, minted before your first deposit: a deposit now could be worth less than you put in. Nothing was signed; launch from another wallet.',
  launchSubmittedNote:
    'Nothing exists on Solana yet: this button only records the form on this page. To create the pool for real, connect a wallet and press Create on Solana.',
  launchSummary:
    'You will sign {count} transactions; about {deposits} SOL goes to account deposits; {back} SOL comes back to you as {symbol}.',
  launchSummaryMost: 'At most {total} SOL leaves your wallet, with up to {metaplex} SOL for Metaplex and {fees} SOL of network fees.',
  launchDetails: 'The details: each transaction and the accounts it creates',
  launchTermDeposit: 'Account deposit (rent): the SOL an account must hold to exist on Solana. It stays in the account, it is not a fee.',
  launchTermNetworkFee: 'Network fee: what Solana charges to process a transaction.',
  launchTermMetaplex: "Metaplex's create fee: Metaplex, which keeps the token's name and symbol, charges it once and keeps it.",
  launchTermReserve: "Reserve stake account: holds the pool's SOL that is not staked yet; quick exits are paid from it.",
  launchTermMint: 'Pool token mint: makes {symbol}; only the pool can make more.',
  launchTermManagerFee: 'Fee account (yours): where your epoch fee arrives, as {symbol}.',
  launchTermValidatorList: 'Validator list: the validators the pool stakes with; the more it can hold, the larger its deposit.',
  launchTermPool: 'Stake pool: the pool itself, with its fees, its totals and you as its manager.',
  launchTermMetadata: 'Token metadata: the name, symbol and link that wallets show for {symbol}.',
  launchTermWalletTokenAccount: 'Your token account: holds the {symbol} your first deposit buys.',
  launchTermValidatorStake: "Validator's stake account: the pool's stake with your validator, made from your first deposit.",
  launchStatusDone: 'done',
  launchStatusChecking: 'checking',
  launchStatusSigning: 'waiting for your wallet',
  launchStatusConfirming: 'confirming',
  launchStatusWaiting: 'waiting',
  launchStatusStopped: 'stopped here',
  launchLive: 'Your pool is live.',
  launchStakeInto: 'Stake into {symbol}',
  launchNextTitle: 'What happens next',
  launchNextListing:
    'To be listed beside the other projects, send the mint address ({mint}), name, symbol, a logo link and your website to the maintainers of the public LST list: a new issue at github.com/igneous-labs/sanctum-lst-list (a plain message, no code). Until then, stakers reach the pool by its page or your snippet.',
  launchNotStored:
    "Not stored anywhere: the seller fee ({fee} basis points), the creators and the origin token address ({origin}). A stake pool's token has no place for them on Solana (its metadata fixes the seller fee at 0 and no creators, and a pool holds no other token), so they stay in this form and are gone when you leave the page. Stored on Solana: the name, symbol and metadata URI, in the token's metadata, and the pool's terms, in the pool.",
  launchSnippetDemo:
    "On the demo, your pool lives in this page's demo chain only. This snippet loads the try-it script, which brings the demo services and a burner wallet into the page where you paste it and starts its demo chain with a copy of your pool (its addresses, name and fees), so the card with pool= stakes into it anywhere. Nothing reaches Solana. On Solana, your snippet is lst-stake.js and the element alone.",
  launchSnippetReal:
    'Paste it into any page: the card stakes into your pool at once (the pool= attribute), although no public list names it yet.',
  launchEarlierFees:
    'Your wallet already began a pool at {pool} with other fees: epoch {epoch} %, deposit {deposit} %, withdrawal {withdrawal} %, referral share {referral} %. A wallet launches one pool: choose the same terms to continue it, or launch from another wallet.',
  launchEarlierSize:
    'Your wallet already began a pool at {pool} with room for {max} validators. A wallet launches one pool: choose the same terms to continue it, or launch from another wallet.',
  launchEarlierValidator:
    'Your wallet already began a pool at {pool} that stakes with the validator {vote}. A wallet launches one pool: choose the same terms to continue it, or launch from another wallet.',
  launchEarlierToken:
    'Your wallet already began a pool at {pool} whose token is {name} ({symbol}) at {uri}. A wallet launches one pool: choose the same terms to continue it, or launch from another wallet.',
};

export type LaunchKey = keyof typeof launchEnglish;

/** Says one of the launch's texts: `sayLaunch('launchVoteMissing', { address })`. */
export const sayLaunch = sayer(launchEnglish);
