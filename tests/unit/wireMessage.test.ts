import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction as kitCompileTransaction,
  createTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
} from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeWireMessage, encodeWireMessage, type WireMessage } from '../../widget/solana/wireMessage';
import { decodeWireTransaction, encodeWireTransaction } from '../../widget/solana/wireTransaction';

/**
 * The embed's own legacy/v0 wire format (widget/solana/wireMessage.ts, wireTransaction.ts) and compile
 * (compileTransaction.ts) against kit's message pipeline and codecs, which they replace in the embed:
 * the same bytes, the same reading, the same refusals, on any shape fast-check makes.
 */

const keys = Array.from({ length: 12 }, () => Keypair.generate().publicKey.toBase58() as Address);
const aBlockhash = Keypair.generate().publicKey.toBase58() as Address;
const index = fc.integer({ min: 0, max: 255 });
const indexes = fc.array(index, { maxLength: 6 });

const aMessage: fc.Arbitrary<WireMessage> = fc
  .record({
    version: fc.constantFrom('legacy' as const, 0 as const),
    header: fc.record({
      numSignerAccounts: fc.integer({ min: 0, max: 5 }),
      numReadonlySignerAccounts: fc.integer({ min: 0, max: 3 }),
      numReadonlyNonSignerAccounts: fc.integer({ min: 0, max: 5 }),
    }),
    staticAccounts: fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 8 }),
    lifetimeToken: fc.constant(aBlockhash),
    instructions: fc.array(fc.record({ programAddressIndex: index, accountIndices: indexes, data: fc.uint8Array({ maxLength: 40 }) }), {
      maxLength: 4,
    }),
    addressTableLookups: fc.array(
      fc.record({ lookupTableAddress: fc.constantFrom(...keys), writableIndexes: indexes, readonlyIndexes: indexes }),
      { maxLength: 2 },
    ),
  })
  .map((message) => (message.version === 'legacy' ? { ...message, addressTableLookups: [] } : message));

/** kit leaves out empty account lists, data and lookups when it decodes; ours always has them. */
const kitShape = (message: WireMessage) => ({
  ...message,
  instructions: message.instructions.map(({ programAddressIndex, accountIndices, data }) => ({
    programAddressIndex,
    ...(accountIndices.length ? { accountIndices } : {}),
    ...(data.length ? { data } : {}),
  })),
  ...(message.version === 0 && message.addressTableLookups.length ? {} : { addressTableLookups: undefined }),
});
const plain = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, field: unknown) => (field instanceof Uint8Array ? [...field] : field)));
const outcome = <T>(run: () => T): unknown => {
  try {
    return { value: plain(run()) };
  } catch {
    return 'refused';
  }
};

describe('the wire format of legacy and v0 messages', () => {
  it('writes any message as kit writes it, and reads kit’s bytes back as kit reads them', () => {
    fc.assert(
      fc.property(aMessage, (message) => {
        const ours = encodeWireMessage(message);
        expect([...ours]).toEqual([...getCompiledTransactionMessageEncoder().encode(message)]);
        expect(plain(kitShape(decodeWireMessage(ours)))).toEqual(plain(getCompiledTransactionMessageDecoder().decode(ours)));
        expect(plain(decodeWireMessage(Uint8Array.from([...ours, 7, 7])))).toEqual(plain(decodeWireMessage(ours)));
      }),
    );
  });

  it('refuses what kit refuses: a message cut short anywhere, an empty one; and v1, which kit reads and the guard does not', () => {
    fc.assert(
      fc.property(aMessage, fc.nat(), (message, cut) => {
        const bytes = encodeWireMessage(message);
        const short = bytes.subarray(0, cut % bytes.length);
        const kit = outcome(() => getCompiledTransactionMessageDecoder().decode(short));
        if (kit === 'refused') expect(() => decodeWireMessage(short)).toThrow();
      }),
    );
    expect(() => decodeWireMessage(new Uint8Array())).toThrow();
    const v0 = encodeWireMessage({ ...fc.sample(aMessage, { numRuns: 1, seed: 1 })[0]!, version: 0 });
    expect(() => decodeWireMessage(Uint8Array.from([0x81, ...v0.subarray(1)]))).toThrow();
  });
});

describe('the wire format of signatures-first transactions', () => {
  const signature = fc.option(fc.uint8Array({ minLength: 64, maxLength: 64 }), { nil: null });

  it('writes signatures and message as kit does, and reads any bytes (cut, with a wrong count or first byte) as kit’s decoder does', () => {
    fc.assert(
      fc.property(aMessage, fc.array(signature, { maxLength: 3 }), fc.nat(), fc.nat(255), (message, signatures, cut, first) => {
        const messageBytes = encodeWireMessage(message);
        const bytes = encodeWireTransaction(signatures, messageBytes);
        const signers = Math.min(message.header.numSignerAccounts, message.staticAccounts.length);
        if (signers > 0 && signatures.length === signers) {
          const kitSignatures = Object.fromEntries(message.staticAccounts.slice(0, signers).map((key, at) => [key, signatures[at]]));
          // kit keys the signatures by address (equal when each signer is named once, as here) and writes none without a signer.
          expect([...bytes]).toEqual([
            ...getTransactionEncoder().encode({ messageBytes: messageBytes as never, signatures: kitSignatures as never }),
          ]);
        }
        for (const candidate of [bytes, bytes.subarray(0, cut % (bytes.length + 1)), Uint8Array.from([first, ...bytes.subarray(1)])]) {
          const kit = outcome(() => getTransactionDecoder().decode(candidate));
          const ours = outcome(() => decodeWireTransaction(candidate));
          // kit reads a message-first (v1) transaction, which ours refuses by design.
          if (candidate[0] !== undefined && candidate[0] & 0x80) expect(ours).toBe('refused');
          else if (kit === 'refused' || ours === 'refused') expect(ours).toEqual(kit);
          else {
            const read = decodeWireTransaction(candidate);
            const kitRead = getTransactionDecoder().decode(candidate);
            expect([...read.messageBytes]).toEqual([...kitRead.messageBytes]);
            expect(read.signatures.map((one) => (one.some((byte) => byte) ? [...one] : null))).toEqual(
              Object.values(kitRead.signatures).map((one) => (one ? [...one] : null)),
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('compileTransaction against kit’s message pipeline', () => {
  const kitCompile = (input: Parameters<typeof compileTransaction>[0]): Uint8Array => {
    const role = ({ signer, writable }: { signer: boolean; writable: boolean }) =>
      signer
        ? writable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : writable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY;
    const all = [
      getSetComputeUnitLimitInstruction({ units: input.computeUnitLimit }),
      getSetComputeUnitPriceInstruction({ microLamports: BigInt(input.computeUnitPriceMicroLamports) }),
      ...input.instructions.map(({ programAddress, accounts, data }) => ({
        programAddress: address(programAddress),
        accounts: accounts.map((account) => ({ address: address(account.address), role: role(account) })),
        data,
      })),
    ];
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayer(address(input.payer), message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(input.recentBlockhash), lastValidBlockHeight: 0n }, message),
      (message) => appendTransactionMessageInstructions(all, message),
    );
    return getTransactionEncoder().encode(kitCompileTransaction(message)) as Uint8Array;
  };

  it('compiles any shape into kit’s bytes, and refuses what kit refuses (a writable program, a paying one, too many accounts)', () => {
    // Few keys, some of them programs too: a program named writable or as the payer comes up often.
    const many = Array.from({ length: 70 }, () => Keypair.generate().publicKey.toBase58());
    const account = (pool: string[]) => fc.record({ address: fc.constantFrom(...pool), signer: fc.boolean(), writable: fc.boolean() });
    const instruction = (pool: string[], programs: string[]) =>
      fc.record({
        programAddress: fc.constantFrom(...programs),
        accounts: fc.array(account(pool), { maxLength: 70 }),
        data: fc.uint8Array({ maxLength: 20 }),
      });
    const input = fc.oneof(
      fc.record({ pool: fc.constant(keys.slice(0, 6)), programs: fc.constant(keys.slice(4, 8)) }),
      fc.record({ pool: fc.constant(many), programs: fc.constant(keys.slice(0, 2)) }),
    );
    fc.assert(
      fc.property(
        input.chain(({ pool, programs }) =>
          fc.record({ payer: fc.constantFrom(...pool), instructions: fc.array(instruction(pool, programs), { maxLength: 4 }) }),
        ),
        fc.integer({ min: 0, max: 1_400_000 }),
        fc.nat(),
        ({ payer, instructions }, computeUnitLimit, computeUnitPriceMicroLamports) => {
          const request = {
            payer,
            recentBlockhash: aBlockhash,
            computeUnitLimit,
            computeUnitPriceMicroLamports,
            instructions: instructions as PlainInstruction[],
          };
          expect(outcome(() => [...compileTransaction(request)])).toEqual(outcome(() => [...kitCompile(request)]));
        },
      ),
      { numRuns: 300 },
    );
  });
});
