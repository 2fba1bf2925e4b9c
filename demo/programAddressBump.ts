import { sha256 } from '@noble/hashes/sha2';
import { encodeBase58 } from '../widget/core/encoding/base58';
import { addressBytes, concatBytes, u8 } from '../widget/core/encoding/instructionData';
import { PDA_MARKER, programAddressOf } from '../widget/solana/programAddress';

/**
 * A program address with its bump, which some programs record (the stake pool's withdraw bump seed,
 * Metaplex's edition nonce). widget/solana finds the address (programAddressOf); the bump is the one
 * whose hash it is, found again here, as the widget itself never needs it.
 */
export function programAddressWithBump(seeds: readonly Uint8Array[], programId: string): [address: string, bump: number] {
  const found = programAddressOf(seeds, programId);
  const program = addressBytes(programId);
  for (let bump = 255; bump >= 0; bump--) {
    if (encodeBase58(sha256(concatBytes(...seeds, u8(bump), program, PDA_MARKER))) === found) return [found, bump];
  }
  throw new RangeError('No bump gives this program address.');
}
