/**
 * The Solana Program Library's programs a stake's transaction uses besides the stake pool (whose three
 * deploys live in stakePool/poolPrograms.ts, beside the list's names for them): the token programs an
 * LST may belong to, the associated-account program that derives the staker's token accounts, and Memo.
 * Each is written here once, so the guard's allow-lists and the code that builds instructions name the
 * same account.
 */

/** SPL Token: most LSTs and wrapped SOL. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** Token-2022: tokens with extensions (a transfer fee, a hook, a permanent delegate, ...), which the guard reads whole. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** Associated Token Account: the staker's own token account of each mint, at an address derived from theirs. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** Memo: DEX instructions that move Token-2022 tokens (Raydium CLMM, Whirlpool) name it. */
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
