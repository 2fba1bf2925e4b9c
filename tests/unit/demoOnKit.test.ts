import { getAddressDecoder } from '@solana/kit';
import { PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWalletAddress } from '../../demo/demoAccounts';
import { aggregatorTransaction } from '../../demo/aggregatorTransaction';
import { addressWithSeed } from '../../demo/launchAccounts';
import { programAddressWithBump } from '../../demo/programAddressBump';
import { METADATA_PROGRAM } from '../../widget/core/addresses/metadataProgram';
import { addressBytes, utf8 } from '../../widget/core/encoding/instructionData';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { toWeb3Instruction } from '../support/web3DemoInstructions';
import { PICOSOL, PROGRAM_ID } from '../support/stakePoolOnLitesvm';

/**
 * The demo left web3.js 1.x for widget/core, widget/solana and kit. Here what it derives and builds
 * meets web3.js's own answers (a devDependency of the tests) and the real picoSOL pool's bytes.
 */

const anAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => getAddressDecoder().decode(bytes) as string);
const aSeed = fc.uint8Array({ minLength: 0, maxLength: 32 });
const aTextSeed = fc.string({ maxLength: 32, unit: 'binary' }).filter((seed) => utf8(seed).length <= 32);

describe('the demo’s addresses', () => {
  it('a program address with its bump: the one the real picoSOL pool records as its withdraw bump seed', () => {
    const pool = decodeStakePool(PICOSOL.pool.data);
    const [authority, bump] = programAddressWithBump([addressBytes(PICOSOL.pool.address), utf8('withdraw')], PROGRAM_ID);
    expect(authority).toBe(withdrawAuthorityOf(PROGRAM_ID, PICOSOL.pool.address));
    expect(bump).toBe(pool.stakeWithdrawBumpSeed);
  });

  it('a program address with its bump: web3.js’s findProgramAddressSync, for any seeds and program (Metaplex’s edition seeds too)', () => {
    fc.assert(
      fc.property(fc.array(aSeed, { maxLength: 15 }), anAddress, (seeds, program) => {
        const [address, bump] = PublicKey.findProgramAddressSync(seeds, new PublicKey(program));
        expect(programAddressWithBump(seeds, program)).toEqual([address.toBase58(), bump]);
      }),
    );
    fc.assert(
      fc.property(anAddress, (mint) => {
        const seeds = [utf8('metadata'), addressBytes(METADATA_PROGRAM), addressBytes(mint), utf8('edition')];
        const [address, bump] = PublicKey.findProgramAddressSync(seeds, new PublicKey(METADATA_PROGRAM));
        expect(programAddressWithBump(seeds, METADATA_PROGRAM)).toEqual([address.toBase58(), bump]);
      }),
    );
  });

  it('a seeded address: web3.js’s createWithSeed', async () => {
    await fc.assert(
      fc.asyncProperty(anAddress, aTextSeed, anAddress, async (base, seed, owner) => {
        const theirs = await PublicKey.createWithSeed(new PublicKey(base), seed, new PublicKey(owner));
        expect(addressWithSeed(base, seed, owner)).toBe(theirs.toBase58());
      }),
    );
  });

  it('a wallet’s address is one on the curve, as web3.js’s isOnCurve says; anything not an address is none', () => {
    fc.assert(
      fc.property(anAddress, (address) => {
        expect(isWalletAddress(address)).toBe(PublicKey.isOnCurve(new PublicKey(address).toBytes()));
      }),
    );
    for (const notOne of ['', 'not base58 0OIl', '1111', '11111111111111111111111111111111111111111111111'])
      expect(isWalletAddress(notOne)).toBe(false);
  });
});

/** What a v0 transaction does, as web3.js decompiles it: each instruction's program, accounts (with their flags) and data. */
function decompiled(bytes: Uint8Array) {
  const { message } = VersionedTransaction.deserialize(bytes);
  const { payerKey, recentBlockhash, instructions } = TransactionMessage.decompile(message);
  return {
    payer: payerKey.toBase58(),
    recentBlockhash,
    signatures: VersionedTransaction.deserialize(bytes).signatures.map((signature) => signature.every((byte) => byte === 0)),
    instructions: instructions.map(({ programId, keys, data }) => ({
      program: programId.toBase58(),
      keys: keys.map(({ pubkey, isSigner, isWritable }) => [pubkey.toBase58(), isSigner, isWritable]),
      data: [...data],
    })),
  };
}

/** web3.js's v0 compile of the same instructions, as the demo built its aggregator's transactions before. */
function web3Compile(payer: string, recentBlockhash: string, instructions: readonly PlainInstruction[]): Uint8Array {
  const message = new TransactionMessage({
    payerKey: new PublicKey(payer),
    recentBlockhash,
    instructions: instructions.map(toWeb3Instruction),
  });
  return new VersionedTransaction(message.compileToV0Message()).serialize();
}

/**
 * Instructions of any shape over a few addresses: each account signed or not, writable or not, named
 * more than once or not. Programs are never accounts here: kit refuses a program marked writable.
 */
const someInstructions = (payer: string) =>
  fc
    .tuple(fc.array(anAddress, { minLength: 1, maxLength: 3 }), fc.array(anAddress, { minLength: 1, maxLength: 5 }))
    .chain(([programs, others]) => {
      const anAccount = fc.record({ address: fc.constantFrom(payer, ...others), signer: fc.boolean(), writable: fc.boolean() });
      const anInstruction = fc.record({
        programAddress: fc.constantFrom(...programs),
        accounts: fc.array(anAccount, { maxLength: 6 }),
        data: fc.uint8Array({ maxLength: 40 }),
      });
      return fc.array(anInstruction, { minLength: 1, maxLength: 5 });
    });

describe('the demo aggregator’s transactions', () => {
  it('do what web3.js’s compile of the same instructions does: exactly those, in their order, no compute budget added, unsigned', () => {
    fc.assert(
      fc.property(anAddress, anAddress, (payer, blockhash) => {
        fc.assert(
          fc.property(someInstructions(payer), (instructions) => {
            const ours = decompiled(aggregatorTransaction(payer, blockhash, instructions));
            expect(ours).toEqual(decompiled(web3Compile(payer, blockhash, instructions)));
            expect(ours.instructions.map(({ program }) => program)).toEqual(instructions.map(({ programAddress }) => programAddress));
            expect(ours.signatures.every(Boolean)).toBe(true);
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 10 },
    );
  });
});
