/** An instruction's error as the RPC reports it: a runtime error's name, or a program's own code. */
export type InstructionFault = string | { Custom: number };

export type PoolInstructionResult = { ok: true; logs: string[] } | { ok: false; error: InstructionFault; logs: string[] };

/**
 * How the demo's programs end an instruction, in one place: a refusal with its error (a runtime
 * error's name, or a program's code) and the log line a node would show, or success with its log.
 */
export const refuse = (error: InstructionFault, why: string): PoolInstructionResult => ({
  ok: false,
  error,
  logs: [`Program log: Error: ${why}`],
});
export const done = (what: string): PoolInstructionResult => ({ ok: true, logs: [`Program log: ${what}`] });

/** The stake pool program's `StakePoolError` codes the demo returns, by the program's own names. */
export const POOL_ERROR = {
  AlreadyInUse: 0,
  InvalidProgramAddress: 1,
  InvalidState: 2,
  CalculationFailure: 3,
  FeeTooHigh: 4,
  WrongManager: 6,
  SignatureMissing: 7,
  InvalidValidatorStakeList: 8,
  InvalidFeeAccount: 9,
  WrongPoolMint: 10,
  WrongStakeStake: 11,
  ValidatorAlreadyAdded: 13,
  ValidatorNotFound: 14,
  InvalidStakeAccountAddress: 15,
  StakeListOutOfDate: 16,
  StakeListAndPoolOutOfDate: 17,
  WrongMintingAuthority: 19,
  WrongStaker: 21,
  NonZeroPoolTokenSupply: 22,
  StakeLamportsNotEqualToMinimum: 23,
  IncorrectDepositVoteAddress: 24,
  IncorrectWithdrawVoteAddress: 25,
  FeeIncreaseTooHigh: 27,
  WithdrawalTooSmall: 28,
  DepositTooSmall: 29,
  InvalidStakeDepositAuthority: 30,
  InvalidSolDepositAuthority: 31,
  TransientAccountInUse: 33,
  InvalidSolWithdrawAuthority: 34,
  SolWithdrawalTooLarge: 35,
  ExceededSlippage: 39,
} as const;

/** The pool program's refusal by its error's name (and the log's words, when they say more). */
export const poolError = (name: keyof typeof POOL_ERROR, why: string = name): PoolInstructionResult =>
  refuse({ Custom: POOL_ERROR[name] }, why);
