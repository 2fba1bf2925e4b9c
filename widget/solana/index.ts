export { createSolanaDeps, feePayerSignature, UnsignedTransactionError } from './createSolanaDeps';
export type { SolanaDeps } from './createSolanaDeps';
export { confirmTransaction, sleep } from './confirmTransaction';
export { createRpcClient, SEND_OPTIONS } from './rpcClient';
export type { RpcClient, SignatureStatus } from './rpcClient';
export { decodeSwapTransaction, UndecodableTransactionError } from './decodeSwapTransaction';
export { createStakeDeps } from './createStakeDeps';
export type { SigningWallet } from './createStakeDeps';
export { startStake } from './startStake';
