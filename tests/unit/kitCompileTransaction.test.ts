import { getAddressComparator } from '@solana/kit';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  MessageV0,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { depositTransaction } from '../../widget/stake/routes/deposit/depositTransaction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction, UndecodableTransactionError } from '../../widget/solana/decodeTransaction';
import { exitTransaction, type ExitRequest } from '../../widget/solana/exitTransaction';
import { feePayerSignature, UnsignedTransactionError } from '../../widget/solana/feePayerSignature';
import { updateInstructions } from '../../widget/solana/poolUpdateInstructions';
import { seededAddress } from '../../widget/solana/seededAddress';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import type { DecodedTransaction } from '../../widget/core/guard/decodedMessage';
import { VALIDATOR_STAKE } from '../support/exitOnLitesvm';
import { PICOSOL, PROGRAM_ID, REFERRER, SOL, STAKER, STAKER_PICOSOL } from '../support/stakePoolOnLitesvm';

/**
 * The embed compiles and decodes on @solana/kit; web3.js 1.x (a devDependency here) did it before.
 * Here both meet on the same inputs: real transactions of ours and any shape fast-check makes.
 */

/** web3.js's compile, as widget/solana/compileTransaction.ts did it before kit. */
function web3Compile(input: Parameters<typeof compileTransaction>[0]): Uint8Array {
  const toWeb3 = ({ programAddress, accounts, data }: PlainInstruction) =>
    new TransactionInstruction({
      programId: new PublicKey(programAddress),
      keys: accounts.map(({ address, signer, writable }) => ({ pubkey: new PublicKey(address), isSigner: signer, isWritable: writable })),
      data: Buffer.from(data),
    });
  const instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: input.computeUnitLimit }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: input.computeUnitPriceMicroLamports }),
    ...input.instructions.map(toWeb3),
  ];
  const message = new TransactionMessage({ payerKey: new PublicKey(input.payer), recentBlockhash: input.recentBlockhash, instructions });
  return new VersionedTransaction(message.compileToV0Message()).serialize();
}

/**
 * web3.js's v0 bytes with the static keys of each kind (signed or not, writable or not; the fee payer
 * first) in kit's order, by address, instead of web3.js's order of first use: the only difference
 * between the two compilers.
 */
function inKitOrder(bytes: Uint8Array): Uint8Array {
  const { message } = VersionedTransaction.deserialize(bytes);
  if (!(message instanceof MessageV0)) throw new Error('expected a v0 message');
  const { header, staticAccountKeys } = message;
  const signed = header.numRequiredSignatures;
  const unsignedWritable = staticAccountKeys.length - header.numReadonlyUnsignedAccounts;
  const kinds = [
    [1, signed - header.numReadonlySignedAccounts],
    [signed - header.numReadonlySignedAccounts, signed],
    [signed, unsignedWritable],
    [unsignedWritable, staticAccountKeys.length],
  ];
  const compare = getAddressComparator();
  const keys = staticAccountKeys.map((key) => key.toBase58());
  const ordered = [keys[0]!, ...kinds.flatMap(([from, to]) => keys.slice(from, to).sort(compare))];
  const indexOf = (index: number) => ordered.indexOf(keys[index]!);
  const reordered = new MessageV0({
    header,
    staticAccountKeys: ordered.map((key) => new PublicKey(key)),
    recentBlockhash: message.recentBlockhash,
    compiledInstructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: indexOf(instruction.programIdIndex),
      accountKeyIndexes: instruction.accountKeyIndexes.map(indexOf),
      data: instruction.data,
    })),
    addressTableLookups: message.addressTableLookups,
  });
  return new VersionedTransaction(reordered).serialize();
}

/** web3.js's decode into the guard's form, as widget/solana/decodeTransaction.ts did it before kit. */
function web3Decode(bytes: Uint8Array): DecodedTransaction {
  const { message } = VersionedTransaction.deserialize(bytes);
  const { header } = message;
  return {
    bytes,
    messageBytes: message.serialize(),
    message: {
      signaturesRequired: header.numRequiredSignatures,
      readonlySigned: header.numReadonlySignedAccounts,
      readonlyUnsigned: header.numReadonlyUnsignedAccounts,
      staticKeys: message.staticAccountKeys.map((key) => key.toBase58()),
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data: instruction.data,
      })),
      lookups: message.addressTableLookups.map((lookup) => ({
        table: lookup.accountKey.toBase58(),
        writable: lookup.writableIndexes,
        readonly: lookup.readonlyIndexes,
      })),
    },
  };
}

/** Plain arrays for bytes, so that a Buffer and a Uint8Array of the same bytes compare equal. */
const plain = (value: unknown): unknown =>
  value instanceof Uint8Array
    ? [...value]
    : Array.isArray(value)
      ? value.map(plain)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plain(field)]))
        : value;

const pool = { ...decodeStakePool(PICOSOL.pool.data), address: PICOSOL.pool.address };
const list = decodeValidatorList(PICOSOL.validatorList.data);
const staker = STAKER.publicKey.toBase58();
const blockhash = Keypair.generate().publicKey.toBase58();

async function realShapes(): Promise<[string, { payer: string; instructions: readonly PlainInstruction[] }][]> {
  const deposit = (referrer: typeof REFERRER | null, updateFirst: boolean) =>
    depositTransaction({
      staker,
      pool,
      programId: PROGRAM_ID,
      referrer: referrer ? { wallet: referrer, accountUsable: true } : null,
      lamports: SOL,
      minimumPoolTokens: 700_000_000n,
      updateFirst: updateFirst ? { list, instructions: updateInstructions(PROGRAM_ID, pool, list) } : null,
    }).transaction;
  const exitBase: Omit<ExitRequest, 'exit'> = {
    programId: PROGRAM_ID,
    pool,
    staker,
    stakerTokenAccount: STAKER_PICOSOL,
    poolTokens: SOL,
    minimumLamports: 1n,
  };
  const seed = 'exit-1';
  const newStake = await seededAddress(staker, seed, STAKE_PROGRAM);
  const stakeExit = { kind: 'stake' as const, splitFrom: VALIDATOR_STAKE.address, newStake, seed, stakeRent: 2_282_880n, prefunded: 5n };
  return [
    ['a deposit', deposit(null, false)],
    ['a deposit with a referrer', deposit(REFERRER, false)],
    ['a deposit behind the pool’s update', deposit(REFERRER, true)],
    ['an instant exit', exitTransaction({ ...exitBase, exit: { kind: 'instant' } })],
    ['a stake-account exit behind the pool’s update', exitTransaction({ ...exitBase, exit: stakeExit, updateFirst: { list } })],
  ];
}

describe('compileTransaction on kit', () => {
  it('compiles our real transactions into web3.js’s bytes, the accounts of each kind ordered by address', async () => {
    for (const [name, { payer, instructions }] of await realShapes()) {
      const input = { payer, recentBlockhash: blockhash, computeUnitLimit: 61_234, computeUnitPriceMicroLamports: 12_345, instructions };
      const ours = compileTransaction(input);
      const before = web3Compile(input);
      expect(ours.length, name).toBe(before.length);
      expect([...ours], name).toEqual([...inKitOrder(before)]);
    }
  });

  it('does so for any shape: accounts used twice with different roles, other signers, the payer inside an instruction', () => {
    const keys = Array.from({ length: 8 }, () => Keypair.generate().publicKey.toBase58());
    const programs = Array.from({ length: 3 }, () => Keypair.generate().publicKey.toBase58());
    const account = fc.record({ address: fc.constantFrom(...keys), signer: fc.boolean(), writable: fc.boolean() });
    const instruction = fc.record({
      programAddress: fc.constantFrom(...programs),
      accounts: fc.array(account, { maxLength: 6 }),
      data: fc.uint8Array({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.array(instruction, { maxLength: 5 }),
        fc.integer({ min: 0, max: 1_400_000 }),
        fc.nat(),
        (payer, instructions, computeUnitLimit, computeUnitPriceMicroLamports) => {
          const input = { payer, recentBlockhash: blockhash, computeUnitLimit, computeUnitPriceMicroLamports, instructions };
          expect([...compileTransaction(input)]).toEqual([...inKitOrder(web3Compile(input))]);
        },
      ),
    );
  });
});

describe('decodeTransaction on kit', () => {
  const keys = Array.from({ length: 10 }, () => Keypair.generate().publicKey);
  const tables = [0, 1].map(
    (index) =>
      new AddressLookupTableAccount({
        key: Keypair.generate().publicKey,
        state: {
          deactivationSlot: 2n ** 64n - 1n,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: keys.slice(index * 5, index * 5 + 5),
        },
      }),
  );
  const programs = Array.from({ length: 2 }, () => Keypair.generate().publicKey);
  const instruction = fc.record({
    programId: fc.constantFrom(...programs),
    keys: fc.array(fc.record({ pubkey: fc.constantFrom(...keys), isSigner: fc.constant(false), isWritable: fc.boolean() }), {
      maxLength: 6,
    }),
    data: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
  });
  /** A transaction web3.js compiles, legacy or v0 (loading from the tables or not), signed with made-up bytes. */
  const aTransaction = fc
    .record({
      instructions: fc.array(instruction, { minLength: 1, maxLength: 4 }),
      version: fc.constantFrom('legacy', 'v0', 'v0 with tables'),
      signature: fc.uint8Array({ minLength: 64, maxLength: 64 }),
    })
    .map(({ instructions, version, signature }) => {
      const message = new TransactionMessage({
        payerKey: STAKER.publicKey,
        recentBlockhash: blockhash,
        instructions: instructions.map((fields) => new TransactionInstruction(fields)),
      });
      const compiled = version === 'legacy' ? message.compileToLegacyMessage() : message.compileToV0Message(version === 'v0' ? [] : tables);
      const transaction = new VersionedTransaction(compiled);
      transaction.signatures[0] = signature;
      return transaction.serialize();
    });

  it('reads any legacy or v0 transaction as web3.js read it, its lookup tables too', () => {
    fc.assert(
      fc.property(aTransaction, (bytes) => {
        expect(plain(decodeTransaction(bytes))).toEqual(plain(web3Decode(bytes)));
        expect(plain(decodeTransaction(Buffer.from(bytes).toString('base64')))).toEqual(plain(web3Decode(bytes)));
      }),
    );
  });

  it('keeps bytes past the message’s end out of the message it compares, as before', () => {
    const [bytes] = fc.sample(aTransaction, { numRuns: 1, seed: 38 });
    const padded = Uint8Array.from([...bytes!, 1, 2, 3]);
    expect(decodeTransaction(padded).messageBytes).toEqual(decodeTransaction(bytes!).messageBytes);
    expect(plain({ ...decodeTransaction(padded), bytes: bytes! })).toEqual(plain(web3Decode(bytes!)));
  });

  it('refuses what is no legacy or v0 transaction: nothing, garbage, a v1 message, signatures that do not match the signers', () => {
    const [bytes] = fc.sample(aTransaction, { numRuns: 1, seed: 7 });
    const refused = (what: Uint8Array | string) => expect(() => decodeTransaction(what)).toThrow(UndecodableTransactionError);
    refused(new Uint8Array());
    refused('not base64 at all!');
    refused(Uint8Array.of(1, 2, 3));
    // v1 puts the message first: its first byte is 0x81. kit reads it; the guard does not.
    refused(Uint8Array.from([0x81, ...bytes!.subarray(65)]));
    // Two signatures where the message asks for one.
    refused(Uint8Array.from([2, ...bytes!.subarray(1, 65), ...bytes!.subarray(1)]));
  });
});

describe('feePayerSignature on kit', () => {
  const transfer = (from: PublicKey, to: PublicKey) =>
    new TransactionInstruction({
      programId: new PublicKey(STAKE_PROGRAM),
      keys: [
        { pubkey: from, isSigner: true, isWritable: true },
        { pubkey: to, isSigner: false, isWritable: true },
      ],
      data: Buffer.from([2]),
    });

  it('is the first signature in wire order, the transaction’s id; an empty slot is no signature', () => {
    const second = Keypair.generate();
    const message = new TransactionMessage({
      payerKey: STAKER.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer(second.publicKey, Keypair.generate().publicKey)],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    expect(() => feePayerSignature(transaction.serialize())).toThrow(UnsignedTransactionError);
    transaction.sign([second]);
    expect(() => feePayerSignature(transaction.serialize())).toThrow(UnsignedTransactionError);
    transaction.sign([STAKER]);
    const signed = transaction.serialize();
    expect(feePayerSignature(signed)).toBe(bs58.encode(transaction.signatures[0]!));
    expect(feePayerSignature(signed)).not.toBe(bs58.encode(transaction.signatures[1]!));
  });

  it('refuses bytes that are no legacy or v0 transaction, as the decoder does', () => {
    expect(() => feePayerSignature(new Uint8Array())).toThrow(UndecodableTransactionError);
    expect(() => feePayerSignature(Uint8Array.of(1, 2, 3))).toThrow(UndecodableTransactionError);
  });
});
