import { Keypair } from '@solana/web3.js';
import { TOKEN_ACCOUNT_RENT } from '../../demo/demoAccounts';
import { stakeStateData } from '../../demo/demoStakeState';
import type { DemoServices } from '../../demo/demoServices';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import type { LstEntry } from '../../widget/core/lst/lst';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';

/** A new wallet's address. */
export const newWallet = () => Keypair.generate().publicKey.toBase58();

/** `owner` holds `amount` of the entry's token in an account of its own on the demo chain (0: an emptied account). */
export function holdOnDemo(services: DemoServices, owner: string, entry: LstEntry, amount: bigint): void {
  services.chain.tokenAccounts.set(newWallet(), {
    mint: entry.mint,
    owner,
    program: entry.token_program,
    amount,
    lamports: TOKEN_ACCOUNT_RENT,
  });
}

/**
 * An exit stake account of `owner` from the entry's pool, at the seeded address `index`, as a stake
 * exit leaves it: `ready` (never delegated: an exit paid from the reserve, withdrawable now) or
 * `cooling` (delegated, deactivated this epoch).
 */
export async function exitStakeAccountOnDemo(
  services: DemoServices,
  owner: string,
  entry: LstEntry,
  lamports: bigint,
  { index = 0, phase = 'ready' }: { index?: number; phase?: 'ready' | 'cooling' } = {},
): Promise<string> {
  const address = (await exitStakeCandidates(owner, entry.pool!.pool!))[index]!.address;
  const { epoch } = services.chain;
  const delegation =
    phase === 'cooling' ? { voter: DEMO_VOTE_ACCOUNT, stake: lamports, activationEpoch: epoch - 3n, deactivationEpoch: epoch } : undefined;
  services.chain.accounts.set(address, { owner: STAKE_PROGRAM, data: stakeStateData({ staker: owner, withdrawer: owner, delegation }) });
  services.chain.balances.set(address, lamports);
  return address;
}
