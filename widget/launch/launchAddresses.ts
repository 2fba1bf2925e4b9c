import { PROGRAMS } from '../core/guard/programs';
import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import { POOL_PROGRAM_IDS } from '../core/stakePool/poolPrograms';
import { metadataAddress, validatorStakeAddress, withdrawAuthorityOf } from '../solana/poolAddresses';
import { seededAddress } from '../solana/seededAddress';
import { associatedTokenAddress } from '../solana/stakeAccounts';

/**
 * The seeds of the accounts a launch creates with `CreateAccountWithSeed`, the wallet as the base. The
 * programs accept seeded accounts for all five (LIFECYCLE.md, on litesvm), so no keypair is ever made:
 * the wallet's signature alone creates them, and a reload finds them again from the wallet. One pool
 * per wallet: the same seeds always name the same accounts, which is what lets a launch resume.
 */
export const LAUNCH_SEEDS = {
  pool: 'lst-launch-pool',
  validatorList: 'lst-launch-validator-list',
  reserve: 'lst-launch-reserve',
  mint: 'lst-launch-mint',
  managerFee: 'lst-launch-manager-fee',
} as const;

export type SeededName = keyof typeof LAUNCH_SEEDS;

export interface LaunchAddresses {
  programId: string;
  wallet: string;
  vote: string;
  pool: string;
  validatorList: string;
  reserve: string;
  mint: string;
  /** The manager's fee account: a token account of the new mint, owned by the wallet. */
  managerFee: string;
  withdrawAuthority: string;
  metadata: string;
  /** The pool's stake account for the validator, created by AddValidatorToPool. */
  validatorStake: string;
  /** The wallet's associated account of the new token: where its first deposit's tokens arrive, as a card's would. */
  walletTokenAccount: string;
}

/** The program that owns each seeded account once created. */
export const SEEDED_OWNERS = (programId: string): Record<SeededName, string> => ({
  pool: programId,
  validatorList: programId,
  reserve: STAKE_PROGRAM,
  mint: PROGRAMS.token,
  managerFee: PROGRAMS.token,
});

/** Every address of the wallet's launch under the SPL stake pool program (the deploy anyone may use). */
export async function launchAddresses(wallet: string, vote: string, programId: string = POOL_PROGRAM_IDS.Spl): Promise<LaunchAddresses> {
  const owners = SEEDED_OWNERS(programId);
  const seeded = async (name: SeededName) => seededAddress(wallet, LAUNCH_SEEDS[name], owners[name]);
  const [pool, validatorList, reserve, mint, managerFee] = await Promise.all(
    (['pool', 'validatorList', 'reserve', 'mint', 'managerFee'] as const).map(seeded),
  );
  return {
    programId,
    wallet,
    vote,
    pool: pool!,
    validatorList: validatorList!,
    reserve: reserve!,
    mint: mint!,
    managerFee: managerFee!,
    withdrawAuthority: withdrawAuthorityOf(programId, pool!),
    metadata: metadataAddress(mint!),
    validatorStake: validatorStakeAddress(programId, vote, pool!),
    walletTokenAccount: associatedTokenAddress(wallet, mint!, PROGRAMS.token),
  };
}
