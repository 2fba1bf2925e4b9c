import { METADATA_PROGRAM } from '../core/addresses/metadataProgram';
import { addressBytes, utf8 } from '../core/encoding/instructionData';
import { programAddressOf } from './programAddress';

/** The seed the stake pool program derives its withdraw authority with: the mint authority of every pool token. */
const WITHDRAW_AUTHORITY_SEED = utf8('withdraw');

/** The pool's withdraw authority: the program address of [pool, "withdraw"] under the pool's program. */
export const withdrawAuthorityOf = (programId: string, pool: string): string =>
  programAddressOf([addressBytes(pool), WITHDRAW_AUTHORITY_SEED], programId);

/** The stake account a pool keeps for a validator: the PDA of [vote, pool] (no seed suffix) under the pool's program. */
export const validatorStakeAddress = (programId: string, vote: string, pool: string): string =>
  programAddressOf([addressBytes(vote), addressBytes(pool)], programId);

/** A mint's Metaplex metadata account: the PDA of ["metadata", Metaplex, mint] under Metaplex. */
export const metadataAddress = (mint: string): string =>
  programAddressOf([utf8('metadata'), addressBytes(METADATA_PROGRAM), addressBytes(mint)], METADATA_PROGRAM);

/** The seed of the pool's default stake deposit authority: a pool whose `stakeDepositAuthority` is this PDA takes anyone's stake account. */
const DEPOSIT_AUTHORITY_SEED = utf8('deposit');

/** The pool's default stake deposit authority: the program address of [pool, "deposit"] under the pool's program. */
export const depositAuthorityOf = (programId: string, pool: string): string =>
  programAddressOf([addressBytes(pool), DEPOSIT_AUTHORITY_SEED], programId);
