/**
 * Bring your stake (issue 39): a staker's own stake accounts (by withdrawer, and the card's exit stake
 * accounts), each qualified for the pool from its own bytes, and the guarded deposit of one.
 * Framework-free and in no first-load chunk: the card reaches it by import() only.
 */
export type * from './types';
export { readBringableStakeAccounts, readPastedStakeAccount, type BringAsk, type BringIo, type PoolFound } from './readStakeAccounts';
export { runStakeDeposit, type StakeDepositIo, type StakeDepositRequest } from './runStakeDeposit';
export { qualifyStakeAccount, poolStakeDepositRefusal, stakeStateOf, type PoolForStake } from './qualify';
export type { ChainNow } from '../core/stakePool/chainEpoch';
