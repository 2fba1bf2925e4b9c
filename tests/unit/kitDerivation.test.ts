import { address, createAddressWithSeed, getAddressDecoder, getProgramDerivedAddress } from '@solana/kit';
import { PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { programAddressOf } from '../../widget/solana/programAddress';
import { seededAddress } from '../../widget/solana/seededAddress';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { transientStakeAddressOf, validatorStakeAddressOf } from '../../widget/solana/stakePoolStakeAddresses';
import { VALIDATOR_STAKE } from '../support/exitOnLitesvm';
import { PICOSOL, PROGRAM_ID } from '../support/stakePoolOnLitesvm';

/** Any 32 bytes are an address (on the curve or not). */
const anAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => getAddressDecoder().decode(bytes) as string);
const aSeed = fc.uint8Array({ minLength: 0, maxLength: 32 });
/** Seeds as our callers pass them: at most 15 (the bump is the 16th), each at most 32 bytes. */
const someSeeds = fc.array(aSeed, { minLength: 0, maxLength: 15 });
/** A text seed of at most 32 UTF-8 bytes, any characters. */
const aTextSeed = fc.string({ maxLength: 32, unit: 'binary' }).filter((seed) => new TextEncoder().encode(seed).length <= 32);

describe('program addresses, found synchronously', () => {
  it('are the address kit’s async getProgramDerivedAddress finds, and web3.js’s, for any seeds and program', async () => {
    await fc.assert(
      fc.asyncProperty(someSeeds, anAddress, async (seeds, program) => {
        const [kits] = await getProgramDerivedAddress({ programAddress: address(program), seeds });
        const ours = programAddressOf(seeds, program);
        expect(ours).toBe(kits);
        expect(ours).toBe(PublicKey.findProgramAddressSync(seeds, new PublicKey(program))[0].toBase58());
      }),
    );
  });

  it('refuse what the runtime refuses: a seed over 32 bytes, 16 seeds with no room for the bump, an address that is not one', () => {
    const program = PROGRAM_ID;
    expect(() => programAddressOf([new Uint8Array(33)], program)).toThrow(RangeError);
    expect(() =>
      programAddressOf(
        Array.from({ length: 16 }, () => new Uint8Array(1)),
        program,
      ),
    ).toThrow(RangeError);
    expect(() => programAddressOf([], 'not-an-address')).toThrow();
  });

  it('are the chain’s own: picoSOL’s withdraw authority is its mint’s authority, its validator’s stake account is the one on chain', () => {
    // The mint's authority: a COption (4-byte tag 1) then the 32 bytes, as the token program stores it.
    expect(new DataView(PICOSOL.mint.data.buffer, PICOSOL.mint.data.byteOffset).getUint32(0, true)).toBe(1);
    const mintAuthority = getAddressDecoder().decode(PICOSOL.mint.data.subarray(4, 36));
    expect(withdrawAuthorityOf(PROGRAM_ID, PICOSOL.pool.address)).toBe(mintAuthority);

    const [validator] = decodeValidatorList(PICOSOL.validatorList.data).validators;
    expect(validator).toBeDefined();
    const { voteAccount, validatorSeedSuffix, transientSeedSuffix } = validator!;
    expect(validatorStakeAddressOf(PROGRAM_ID, voteAccount, PICOSOL.pool.address, validatorSeedSuffix)).toBe(VALIDATOR_STAKE.address);
    expect(transientStakeAddressOf(PROGRAM_ID, voteAccount, PICOSOL.pool.address, transientSeedSuffix)).toBe(
      PublicKey.findProgramAddressSync(
        [
          new TextEncoder().encode('transient'),
          new PublicKey(voteAccount).toBytes(),
          new PublicKey(PICOSOL.pool.address).toBytes(),
          new Uint8Array(new BigUint64Array([transientSeedSuffix]).buffer),
        ],
        new PublicKey(PROGRAM_ID),
      )[0].toBase58(),
    );
  });
});

describe('seeded addresses (CreateAccountWithSeed)', () => {
  it('are kit’s createAddressWithSeed and web3.js’s createWithSeed, for any base, seed and owner', async () => {
    await fc.assert(
      fc.asyncProperty(anAddress, aTextSeed, anAddress, async (base, seed, owner) => {
        const kits = await createAddressWithSeed({ baseAddress: address(base), seed, programAddress: address(owner) });
        const ours = await seededAddress(base, seed, owner);
        expect(ours).toBe(kits);
        expect(ours).toBe((await PublicKey.createWithSeed(new PublicKey(base), seed, new PublicKey(owner))).toBase58());
      }),
    );
  });

  it('are refused as kit and the runtime refuse them: a seed over 32 bytes, an owner ending in the program-address marker', async () => {
    const base = PICOSOL.pool.address;
    const long = 'x'.repeat(33);
    await expect(createAddressWithSeed({ baseAddress: address(base), seed: long, programAddress: address(PROGRAM_ID) })).rejects.toThrow();
    await expect(seededAddress(base, long, PROGRAM_ID)).rejects.toThrow(RangeError);

    const marker = new TextEncoder().encode('ProgramDerivedAddress');
    const markedBytes = new Uint8Array(32);
    markedBytes.set(marker, 32 - marker.length);
    const marked = getAddressDecoder().decode(markedBytes);
    await expect(createAddressWithSeed({ baseAddress: address(base), seed: 'a', programAddress: marked })).rejects.toThrow();
    await expect(seededAddress(base, 'a', marked)).rejects.toThrow(RangeError);
  });
});
