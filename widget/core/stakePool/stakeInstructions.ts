import { addressBytes, concatBytes, u32 } from '../encoding/instructionData';
import type { PlainInstruction } from '../encoding/plainInstruction';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { RENT_SYSVAR } from '../addresses/sysvars';

/** The Stake program's `Initialize` (its instruction number 0). */
const INITIALIZE = 0;
/** No lockup: a zero Unix time (i64), a zero epoch (u64) and a zero custodian (32 bytes). */
const NO_LOCKUP = new Uint8Array(8 + 8 + 32);

/**
 * The Stake program's `Initialize`: the account's staker and withdrawer, no lockup. A pool's reserve
 * is initialized with the pool's withdraw authority as both, as `Initialize` of the pool requires.
 */
export function stakeInitializeInstruction({ stake, authority }: { stake: string; authority: string }): PlainInstruction {
  return {
    programAddress: STAKE_PROGRAM,
    accounts: [
      { address: stake, signer: false, writable: true },
      { address: RENT_SYSVAR, signer: false, writable: false },
    ],
    data: concatBytes(u32(INITIALIZE), addressBytes(authority), addressBytes(authority), NO_LOCKUP),
  };
}
