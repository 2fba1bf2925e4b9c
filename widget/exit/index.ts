/**
 * A staker's exit stake accounts after a stake exit: found again by derivation, their state, and the
 * guarded Deactivate and Withdraw. Framework-free and in no first-load chunk: the card reaches it by
 * import() only.
 */
export { readExitStakeAccounts, type ExitStakeAccount, type ExitStakeAccounts } from './readExitStakeAccounts';
export { runStakeAccountAction, type StakeAccountActionState, type StakeAccountIo } from './runStakeAccountAction';
export { stakeAccountTransaction, type StakeAccountAction } from './stakeAccountTransaction';
export type { StakeAccountPhase } from './stakeAccountPhase';
export { createStakeAccountsBoard, type StakeAccountsBoard, type StakeAccountsView } from './stakeAccountsBoard';
