import { createInitializeAccount3Instruction, createInitializeMint2Instruction } from '@solana/spl-token';
import { StakePoolInstruction } from '@solana/spl-stake-pool';
import { Keypair, PublicKey, StakeProgram, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { PROGRAMS } from '../../widget/core/guard/programs';
import {
  addValidatorToPoolInstruction,
  createTokenMetadataInstruction,
  initializePoolInstruction,
  validatorListSize,
} from '../../widget/core/stakePool/poolInstructions';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';
import { stakeInitializeInstruction } from '../../widget/core/stakePool/stakeInstructions';
import { createAccountWithSeedInstruction } from '../../widget/core/stakePool/systemInstructions';
import { initializeAccount3Instruction, initializeMint2Instruction } from '../../widget/core/stakePool/tokenInstructions';
import { metadataOverLimit } from '../../widget/core/stakePool/tokenMetadataLimits';
import { metadataAddress, validatorStakeAddress, withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { seededAddress } from '../../widget/solana/seededAddress';

/**
 * The launch's instructions, byte for byte and account for account, against the reference clients:
 * `@solana/spl-stake-pool` 1.1.8 (the pool program's own), web3.js (System, Stake) and
 * `@solana/spl-token` (the Token program's). Initialize has no builder in the pool's client: the
 * program itself checks it, on litesvm (launchOnLitesvm.test.ts).
 */
const key = () => Keypair.generate().publicKey;
const asPlain = (instruction: TransactionInstruction): PlainInstruction => ({
  programAddress: instruction.programId.toBase58(),
  accounts: instruction.keys.map(({ pubkey, isSigner, isWritable }) => ({
    address: pubkey.toBase58(),
    signer: isSigner,
    writable: isWritable,
  })),
  data: new Uint8Array(instruction.data),
});
const SPL = POOL_PROGRAM_IDS.Spl;

/** The library's address derivations (not exported from its entry point: loaded from its sources). */
const { findMetadataAddress, findStakeProgramAddress } = (await import(
  /* @vite-ignore */ '@solana/spl-stake-pool/src/utils/program-address' as string
)) as {
  findMetadataAddress: (mint: PublicKey) => PublicKey;
  findStakeProgramAddress: (programId: PublicKey, vote: PublicKey, pool: PublicKey) => Promise<PublicKey>;
};

describe('the launch’s instructions match the reference clients', () => {
  const [pool, wallet, reserve, list, vote, mint] = [key(), key(), key(), key(), key(), key()];
  const withdrawAuthority = withdrawAuthorityOf(SPL, pool.toBase58());

  it('AddValidatorToPool, as @solana/spl-stake-pool builds it', async () => {
    const validatorStake = validatorStakeAddress(SPL, vote.toBase58(), pool.toBase58());
    const libraryStake = await findStakeProgramAddress(new PublicKey(SPL), vote, pool);
    expect(validatorStake).toBe(libraryStake.toBase58());
    const ours = addValidatorToPoolInstruction({
      programId: SPL,
      pool: pool.toBase58(),
      withdrawAuthority,
      staker: wallet.toBase58(),
      reserve: reserve.toBase58(),
      validatorList: list.toBase58(),
      validatorStake,
      vote: vote.toBase58(),
    });
    const library = StakePoolInstruction.addValidatorToPool({
      stakePool: pool,
      staker: wallet,
      reserveStake: reserve,
      withdrawAuthority: new PublicKey(withdrawAuthority),
      validatorList: list,
      validatorStake: libraryStake,
      validatorVote: vote,
    });
    expect(ours).toEqual(asPlain(library));
  });

  it.each([
    ['Test Staked SOL', 'tstSOL', 'https://example.com/tstsol.json'],
    ['x'.repeat(32), 'y'.repeat(10), 'https://example.com/' + 'z'.repeat(180)],
    ['', '', ''],
  ])('CreateTokenMetadata %j, as @solana/spl-stake-pool builds it', (name, symbol, uri) => {
    const metadata = metadataAddress(mint.toBase58());
    expect(metadata).toBe(findMetadataAddress(mint).toBase58());
    const ours = createTokenMetadataInstruction({
      programId: SPL,
      pool: pool.toBase58(),
      withdrawAuthority,
      manager: wallet.toBase58(),
      mint: mint.toBase58(),
      payer: wallet.toBase58(),
      metadata,
      name,
      symbol,
      uri,
    });
    const library = StakePoolInstruction.createTokenMetadata({
      stakePool: pool,
      manager: wallet,
      tokenMetadata: new PublicKey(metadata),
      withdrawAuthority: new PublicKey(withdrawAuthority),
      poolMint: mint,
      payer: wallet,
      name,
      symbol,
      uri,
    });
    expect(ours).toEqual(asPlain(library));
  });

  it('CreateAccountWithSeed with the wallet as base, as web3.js builds it; the address as web3.js derives it', async () => {
    const address = await seededAddress(wallet.toBase58(), 'lst-pool', SPL);
    expect(address).toBe((await PublicKey.createWithSeed(wallet, 'lst-pool', new PublicKey(SPL))).toBase58());
    const ours = createAccountWithSeedInstruction({
      payer: wallet.toBase58(),
      address,
      seed: 'lst-pool',
      lamports: 5_143_440n,
      space: 611n,
      owner: SPL,
    });
    const library = SystemProgram.createAccountWithSeed({
      fromPubkey: wallet,
      basePubkey: wallet,
      newAccountPubkey: new PublicKey(address),
      seed: 'lst-pool',
      lamports: 5_143_440,
      space: 611,
      programId: new PublicKey(SPL),
    });
    expect(ours).toEqual(asPlain(library));
  });

  it('the Stake program’s Initialize, with no lockup, as web3.js builds it', () => {
    const ours = stakeInitializeInstruction({ stake: reserve.toBase58(), authority: withdrawAuthority });
    const authority = new PublicKey(withdrawAuthority);
    const library = StakeProgram.initialize({ stakePubkey: reserve, authorized: { staker: authority, withdrawer: authority } });
    expect(ours).toEqual(asPlain(library));
  });

  it('InitializeMint2 (no freeze authority) and InitializeAccount3, as @solana/spl-token builds them', () => {
    const authority = new PublicKey(withdrawAuthority);
    expect(
      initializeMint2Instruction({ mint: mint.toBase58(), decimals: 9, mintAuthority: withdrawAuthority, tokenProgram: PROGRAMS.token }),
    ).toEqual(asPlain(createInitializeMint2Instruction(mint, 9, authority, null)));
    const account = key();
    expect(
      initializeAccount3Instruction({
        account: account.toBase58(),
        mint: mint.toBase58(),
        owner: wallet.toBase58(),
        tokenProgram: PROGRAMS.token,
      }),
    ).toEqual(asPlain(createInitializeAccount3Instruction(account, mint, wallet)));
  });

  it('Initialize: the fees as Borsh Fee { denominator, numerator }, the referral share, the list’s size', () => {
    const ours = initializePoolInstruction({
      programId: SPL,
      pool: pool.toBase58(),
      withdrawAuthority,
      manager: wallet.toBase58(),
      staker: wallet.toBase58(),
      validatorList: list.toBase58(),
      reserve: reserve.toBase58(),
      mint: mint.toBase58(),
      managerFeeAccount: key().toBase58(),
      tokenProgram: PROGRAMS.token,
      epochFee: { numerator: 5n, denominator: 100n },
      withdrawalFee: { numerator: 1n, denominator: 1000n },
      depositFee: { numerator: 0n, denominator: 0n },
      referralFee: 50,
      maxValidators: 10,
    });
    expect(ours.data).toHaveLength(54);
    const view = new DataView(ours.data.buffer);
    expect([ours.data[0], view.getBigUint64(1, true), view.getBigUint64(9, true), view.getBigUint64(17, true)]).toEqual([
      0,
      100n,
      5n,
      1000n,
    ]);
    expect([ours.data[49], view.getUint32(50, true)]).toEqual([50, 10]);
    expect(ours.accounts.filter((account) => account.signer).map((account) => account.address)).toEqual([wallet.toBase58()]);
    expect(validatorListSize(10)).toBe(739n);
  });
});

describe('Metaplex’s limits, in UTF-8 bytes', () => {
  it.each([
    [
      { name: 'n'.repeat(33), symbol: 's', uri: 'u' },
      { field: 'name', bytes: 33, limit: 32 },
    ],
    [
      { name: 'n', symbol: 's'.repeat(11), uri: 'u' },
      { field: 'symbol', bytes: 11, limit: 10 },
    ],
    [
      { name: 'n', symbol: 's', uri: 'u'.repeat(201) },
      { field: 'uri', bytes: 201, limit: 200 },
    ],
    [
      { name: 'é'.repeat(17), symbol: 's', uri: 'u' },
      { field: 'name', bytes: 34, limit: 32 },
    ],
    [{ name: 'n'.repeat(32), symbol: 's'.repeat(10), uri: 'u'.repeat(200) }, null],
  ])('%j → %j', (metadata, problem) => {
    expect(metadataOverLimit(metadata)).toEqual(problem);
  });
});
