export { createStakeDeps, feePayerSignature, UnsignedTransactionError } from './createStakeDeps';
export type { TransactionDeps } from './createStakeDeps';
export { decodeTransaction, UndecodableTransactionError } from './decodeTransaction';
export { stakeAccounts, associatedTokenAddress } from './stakeAccounts';
export { inspectTransaction } from './inspectTransaction';
export { receivedAmount, trackTransaction } from './trackTransaction';
export { sleep } from './sleep';
// The stake pipeline and its guard travel in this lazy chunk: nothing before the first click needs them.
export { runStake } from '../stake/runStake';
