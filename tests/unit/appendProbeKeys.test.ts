// H4: the close appended to a message that already names as many accounts as an instruction can index
// (256, a byte each): a new account of ours would push the message's own indexes past a byte.
import {
  Keypair,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  AddressLookupTableAccount,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_PROGRAM } from '../support/web3DemoInstructions';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { closeAccountInstruction } from '../../widget/core/stakePool/tokenInstructions';
import { appendInstructions } from '../../widget/solana/appendInstructions';

describe('a message with 256 accounts', () => {
  it('a new account of ours would move its last index past a byte: not appended (null), never a throw', () => {
    const payer = Keypair.generate().publicKey;
    const loaded = Array.from({ length: 254 }, () => Keypair.generate().publicKey);
    const lookupTable = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: loaded },
    });
    const route = new TransactionInstruction({
      programId: AGGREGATOR_PROGRAM,
      keys: loaded.map((pubkey) => ({ pubkey, isWritable: false, isSigner: false })),
      data: Buffer.alloc(0),
    });
    const message = new TransactionMessage({ payerKey: payer, recentBlockhash: PublicKey.default.toBase58(), instructions: [route] });
    const bytes = new VersionedTransaction(message.compileToV0Message([lookupTable])).serialize();
    const close = closeAccountInstruction({
      account: Keypair.generate().publicKey.toBase58(),
      destination: payer.toBase58(),
      authority: payer.toBase58(),
      tokenProgram: PROGRAMS.token,
    });
    const tables = [{ writable: [], readonly: loaded.map(String) }];
    expect(() => appendInstructions(bytes, tables, [close], 10_000)).not.toThrow();
    expect(appendInstructions(bytes, tables, [close], 10_000)).toBeNull();
  });
});
