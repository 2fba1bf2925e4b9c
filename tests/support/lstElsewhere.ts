import { Keypair, PublicKey } from '@solana/web3.js';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { MINT, staker, STAKER_PICOSOL, type ExitWorld } from './exitOnLitesvm';
import { tokenAccountBytes, u64 } from './litesvmWorld';
import { STAKER, TOKEN_ACCOUNT_RENT } from './stakePoolOnLitesvm';

/**
 * The staker keeps `amount` picoSOL in a token account of theirs that is not their associated one:
 * a new account, and a real Token `Transfer` of `amount` into it from the associated account, signed
 * by the staker. Returns the new account's address (a node's index would list it as theirs).
 */
export function moveLstElsewhere(world: ExitWorld, amount: bigint): string {
  const other = Keypair.generate().publicKey.toBase58();
  world.put({
    address: other,
    lamports: TOKEN_ACCOUNT_RENT,
    owner: PROGRAMS.token,
    data: tokenAccountBytes(new PublicKey(MINT), STAKER.publicKey, 0n),
  });
  const moved = world.send(
    compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 20_000,
      computeUnitPriceMicroLamports: 0,
      instructions: [
        {
          programAddress: PROGRAMS.token,
          accounts: [
            { address: STAKER_PICOSOL, signer: false, writable: true },
            { address: other, signer: false, writable: true },
            { address: staker, signer: true, writable: false },
          ],
          data: Uint8Array.from([3, ...u64(amount)]),
        },
      ],
    }),
  );
  if (!moved.ok) throw new Error(`the move failed: ${moved.error}`);
  world.svm.expireBlockhash();
  return other;
}
