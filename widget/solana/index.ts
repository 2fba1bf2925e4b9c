export { createStakeDeps, feePayerSignature, UnsignedTransactionError } from './createStakeDeps';
export type { TransactionDeps } from './createStakeDeps';
export { createRpcClient, RpcRefusal, SEND_OPTIONS } from './rpcClient';
export type { RpcClient, SignatureStatus } from './rpcClient';
export { decodeSwapTransaction, UndecodableTransactionError } from './decodeSwapTransaction';
export { stakeAccounts, associatedTokenAddress } from './stakeAccounts';
export { simulateSwap } from './simulateSwap';
export { receivedAmount, trackTransaction } from './trackTransaction';
export { sleep } from './sleep';
// The stake pipeline and its guard travel in this lazy chunk: nothing before the first click needs them.
export { runStake } from '../core/runStake';
