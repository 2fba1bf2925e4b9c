import { formatAmount } from '../../widget/core/amount/amount';
import { SOL_DECIMALS } from '../../widget/core/lst/lst';
import type { Fee } from '../../widget/core/stakePool/stakePool';
import type { ApyNotKnown } from '../../widget/core/stakePool/poolApy';
import { poolApyText } from '../../widget/core/stakePool/poolApyText';
import type { ManagedFee, ManagedFeeKind, ManagedPool, ManagedValidator } from '../../widget/manage/types';
import { feePercent } from './launchSummary';
import { words } from './launchWords';

/** The pool's token as the page names it: its symbol, or "pool tokens" when its metadata gives none. */
export const tokenName = (pool: Pick<ManagedPool, 'symbol'>): string => pool.symbol ?? 'pool tokens';

/** An amount of the pool's token, exactly, in its mint's decimals: "12.5 orcSOL". */
export const tokenAmount = (units: bigint, pool: Pick<ManagedPool, 'symbol' | 'decimals'>): string =>
  `${formatAmount(units, pool.decimals)} ${tokenName(pool)}`;

/**
 * What one token is worth in SOL at the pool's rate (its SOL over its supply, as of its last update),
 * to the lamport, rounded down: "1 orcSOL = 1.000512 SOL". An empty pool has no rate yet.
 */
export function poolRate(pool: Pick<ManagedPool, 'symbol' | 'decimals' | 'totalLamports' | 'poolTokenSupply'>): string {
  if (pool.poolTokenSupply === 0n) return 'No rate yet: the pool has no tokens out.';
  const lamportsPerToken = (pool.totalLamports * 10n ** BigInt(pool.decimals)) / pool.poolTokenSupply;
  return `1 ${tokenName(pool)} = ${formatAmount(lamportsPerToken, SOL_DECIMALS)} SOL`;
}

/** Why a pool shows no APY, for its team: each reason its own words (a stale pool is not a new one). */
const NO_APY: Record<ApyNotKnown, string> = {
  'first-epoch': 'APY after its first full epoch',
  stale: 'APY known after this epoch’s update',
  'no-growth': 'No APY last epoch: nothing was earned (stake earns from the epoch after it is delegated)',
  implausible: 'APY not shown: last epoch’s change is too large to be a yield',
  empty: 'No APY yet: the pool holds no SOL',
  'no-slot-time': 'APY not known: the RPC gives no time for the epoch',
};

/** The APY as the cards say it ("APY ≈ 7.1 % (last epoch)"), or why there is none. */
export function apyWords({ apy, apyNotKnown }: Pick<ManagedPool, 'apy' | 'apyNotKnown'>): string {
  return apy === null ? NO_APY[apyNotKnown ?? 'first-epoch'] : words(poolApyText({ apy })!);
}

/** The fees a team can change, in the order the page lists them, with their names. */
export const FEE_NAMES: Record<ManagedFeeKind, string> = {
  epoch: 'Epoch fee',
  solDeposit: 'SOL deposit fee',
  stakeDeposit: 'Stake deposit fee',
  solWithdrawal: 'SOL withdrawal fee',
  stakeWithdrawal: 'Stake withdrawal fee',
};

/** What each fee takes, in a line a team reads. */
export const FEE_MEANINGS: Record<ManagedFeeKind, string> = {
  epoch: "Your share of the pool's rewards each epoch: it arrives in your fee account, as your harvest.",
  solDeposit: 'Taken from each deposit of SOL, in pool tokens.',
  stakeDeposit: 'Taken from each deposit of a stake account, in pool tokens.',
  solWithdrawal: 'Taken from each withdrawal of SOL, in pool tokens.',
  stakeWithdrawal: 'Taken from each withdrawal of a stake account, in pool tokens.',
};

export const FEE_KINDS = Object.keys(FEE_NAMES) as ManagedFeeKind[];

/** A fee as a percent: "5 %", "0.1 %". */
export const percent = (fee: Fee): string => `${feePercent(fee)} %`;

/** A fee's change waiting for an epoch boundary, as stakers will see it: "0.3 % from epoch 812"; null when none waits. */
export const scheduledFee = (fee: ManagedFee): string | null =>
  fee.next ? `${percent(fee.next.fee)} from epoch ${fee.next.fromEpoch}` : null;

/** A validator's state on the pool's list, in a team's words. */
export const VALIDATOR_STATUS: Record<ManagedValidator['status'], string> = {
  active: 'Staking',
  'deactivating-transient': 'Leaving: its stake moving to or from the reserve is deactivating',
  'ready-for-removal': 'Removed at the next update',
  'deactivating-validator': 'Leaving: its stake is deactivating, back to the reserve',
  'deactivating-all': 'Leaving: all its stake is deactivating, back to the reserve',
};

/** Whose the fee account and the harvest are, as the page says it to this wallet: "your", or "the manager's". */
export const whose = (pool: Pick<ManagedPool, 'walletIsManager'>): string => (pool.walletIsManager ? 'your' : "the manager's");

/** The same at the start of a sentence. */
export const Whose = (pool: Pick<ManagedPool, 'walletIsManager'>): string => (pool.walletIsManager ? 'Your' : "The manager's");
