import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import type { DemoChain } from './demoChain';
import { stakeStateData } from './demoStakeState';
import { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from './demoVote';
import { addressWithSeed } from './launchAccounts';
import { STAKE_ACCOUNT_RENT } from './stakePoolAccounts';

/**
 * The stake accounts a demo wallet holds from its first connect (issue 39's "bring your stake"): the
 * kinds a long-time staker has, each with the wallet as staker and withdrawer, no lockup:
 * - `active`: 25 SOL delegated long ago to the demo's validator, which every demo pool's list holds
 *   (canSOL's, mossSOL's, fernSOL's, seqSOL's): the one a pool takes;
 * - `activating`: 10 SOL delegated to the same validator in this epoch: a pool takes it from the next
 *   (the demo's one epoch of warm-up; "end the epoch" on the demo site, or `?fault=rpc-clock:epoch-ends`);
 * - `outside`: 5 SOL delegated long ago to the demo's second validator, in none of the demo projects' lists.
 * The fourth, the card's own exit stake account, is what an exit to a stake account leaves (the demo's
 * WithdrawStake): nothing is seeded for it, so a wallet that never left a pool has none.
 * Their addresses are seeded from the wallet's, so they are the same at every connect of the same key.
 */
export const BURNER_STAKES = {
  active: { seed: 'demo-stake-active', stake: 25_000_000_000n, voter: DEMO_VOTE_ACCOUNT, activatedAgo: 40n },
  activating: { seed: 'demo-stake-activating', stake: 10_000_000_000n, voter: DEMO_VOTE_ACCOUNT, activatedAgo: 0n },
  outside: { seed: 'demo-stake-outside', stake: 5_000_000_000n, voter: DEMO_SECOND_VOTE_ACCOUNT, activatedAgo: 40n },
} as const;
export type BurnerStake = keyof typeof BURNER_STAKES;

/** The address of `wallet`'s demo stake account of that kind. */
export const burnerStakeAddress = (wallet: string, kind: BurnerStake): string =>
  addressWithSeed(wallet, BURNER_STAKES[kind].seed, STAKE_PROGRAM);

/**
 * Puts `wallet`'s three stake accounts on the chain, activated relative to its epoch now; once only
 * (a reconnect, or a second call, leaves them as they are: deposited, or grown active). Their addresses.
 */
export function seedBurnerStakeAccounts(chain: DemoChain, wallet: string): Record<BurnerStake, string> {
  const addresses = {} as Record<BurnerStake, string>;
  for (const kind of Object.keys(BURNER_STAKES) as BurnerStake[]) {
    const { stake, voter, activatedAgo } = BURNER_STAKES[kind];
    const address = burnerStakeAddress(wallet, kind);
    addresses[kind] = address;
    if (chain.balances.has(address)) continue;
    const delegation = { voter, stake, activationEpoch: chain.epoch - activatedAgo };
    chain.accounts.set(address, { owner: STAKE_PROGRAM, data: stakeStateData({ staker: wallet, withdrawer: wallet, delegation }) });
    chain.balances.set(address, stake + STAKE_ACCOUNT_RENT);
  }
  return addresses;
}
