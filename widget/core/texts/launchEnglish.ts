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
