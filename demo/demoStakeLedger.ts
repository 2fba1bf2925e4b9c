import type { DemoRawAccount } from './demoAccounts';
import type { PoolLedger } from './demoPoolProgram';

/** The chain's state as the demo's Stake program and the pool's stake instructions read and write it. */
export interface StakeLedger extends PoolLedger {
  accounts: Map<string, DemoRawAccount>;
  /** The Clock's Unix time (a lockup's), when the chain gives it. */
  unixTimestamp?: bigint;
}
