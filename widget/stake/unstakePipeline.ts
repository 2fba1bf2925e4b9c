/**
 * The lazy half of an unstake: its runner and the exit guard, with the same transaction I/O as a
 * stake's. A chunk of its own, so a staker who never opens the Unstake tab never downloads it.
 */
export { runUnstake } from './runUnstake';
export { transactionIo } from './pipeline';
