// What runs is what was checked, on a real Solana runtime (litesvm), through the card's own stake owner:
// a route that reaches, by cross-program invocation with the staker's signature, a program the guard
// does not know is refused before the wallet is asked, however harmless that program was while we
// simulated; a route whose venues are on the list passes, lookup tables and all.
import { address, getTransactionDecoder, type Transaction } from '@solana/kit';
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { KNOWN_PROGRAMS } from '../../widget/core/guard/knownPrograms';
import {
  concat,
  createWorld,
  fixture,
  lookupTable,
  relay,
  SOL,
  swapTransaction,
  TOKEN,
  u32,
  u64,
  WSOL,
  type World,
} from '../support/litesvmWorld';
import { OUT, STAKE, stakeIn } from '../support/stakeOnLitesvm';

const REFUSED = 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.';
const DRAIN = 5n * SOL;
const short = (key: PublicKey) => `${key.toBase58().slice(0, 4)}..${key.toBase58().slice(-4)}`;
const unknownProgram = (key: PublicKey) =>
  `Its transaction can run a program we do not know (${short(key)}): what it does when it lands may not be what we checked.`;

/**
 * The attacker's program, `hidden`, called by the route with the staker's signature and accounts ready
 * for a 5 SOL System transfer to `thief`, in the relay's own format: a no-op ignores them; the relay,
 * deployed in its place, makes the transfer.
 */
function drainThrough(world: World, hidden: PublicKey, thief: PublicKey): TransactionInstruction {
  const transfer = concat(u32(2), u64(DRAIN));
  const relayData = concat(Uint8Array.of(2, 3, 1), transfer); // the staker writable and signing, the thief writable
  return relay(
    hidden,
    [
      { pubkey: SystemProgram.programId },
      { pubkey: world.user.publicKey, isWritable: true, isSigner: true },
      { pubkey: thief, isWritable: true },
    ],
    relayData,
  );
}

/** A world where `hidden` is a program that does nothing (it returns success for any input). */
function worldWithHarmlessProgram() {
  const world = createWorld();
  const hidden = Keypair.generate().publicKey;
  const thief = Keypair.generate().publicKey;
  world.svm.addProgramFromFile(address(hidden.toBase58()), fixture('transfer-hook-accept.so'));
  return { world, hidden, thief, attack: drainThrough(world, hidden, thief) };
}

describe('a program that is harmless while we simulate and hostile when it lands', () => {
  it('without the guard: simulated, it does nothing; upgraded before landing, the same signed bytes drain 5 SOL', () => {
    const { world, hidden, thief, attack } = worldWithHarmlessProgram();
    const transaction = swapTransaction(world, { lamports: STAKE, out: OUT, extra: [attack] });
    transaction.sign([world.user]);
    const wire = getTransactionDecoder().decode(transaction.serialize()) as Transaction;
    const simulated = world.svm.simulateTransaction(wire);
    expect(simulated).not.toBeInstanceOf(FailedTransactionMetadata);
    const thiefAfterSimulation = (simulated as Exclude<typeof simulated, FailedTransactionMetadata>)
      .postAccounts()
      .find((account) => account.address === thief.toBase58());
    expect(thiefAfterSimulation?.lamports ?? 0n).toBe(0n);

    world.svm.addProgramFromFile(address(hidden.toBase58()), fixture('relay.so')); // the upgrade
    const before = world.balance(world.user.publicKey);
    expect(world.svm.sendTransaction(wire)).not.toBeInstanceOf(FailedTransactionMetadata);
    expect(world.balance(thief)).toBe(DRAIN);
    expect(before - world.balance(world.user.publicKey)).toBeGreaterThan(STAKE + DRAIN);
  });

  it('with the guard: refused before the wallet is asked, so the upgrade that lands before the send finds nothing to drain', async () => {
    const { world, hidden, thief, attack } = worldWithHarmlessProgram();
    const before = world.balance(world.user.publicKey);
    // The attacker upgrades the program the moment the transaction is sent, after every check.
    const upgradeOnSend = (method: string) => {
      if (method === 'sendTransaction') world.svm.addProgramFromFile(address(hidden.toBase58()), fixture('relay.so'));
    };
    const { end, sent, roundTrips } = await stakeIn(world, { extra: [attack] }, { beforeRpc: upgradeOnSend });
    expect({ phase: end.phase, message: end.message, detail: end.detail }).toEqual({
      phase: 'failed',
      message: REFUSED,
      detail: unknownProgram(hidden),
    });
    expect(roundTrips).toBeNull(); // no wallet prompt
    expect(sent).toHaveLength(0);
    expect(world.balance(world.user.publicKey)).toBe(before);
    expect(world.balance(thief)).toBe(0n);
  });

  it('the same program named only in an address lookup table is refused alike', async () => {
    const { world, hidden, attack } = worldWithHarmlessProgram();
    const table = lookupTable(world, [hidden, SystemProgram.programId]);
    const { end, sent } = await stakeIn(world, { extra: [attack], tables: [table] });
    expect(end.detail).toBe(unknownProgram(hidden));
    expect(sent).toHaveLength(0);
  });

  it('a program deployed between the account read and the simulation of one round trip: the simulation’s inner instructions name it', async () => {
    const world = createWorld();
    const hidden = Keypair.generate().publicKey;
    const attack = drainThrough(world, hidden, Keypair.generate().publicKey);
    // The read finds nothing at its address (not a program); the simulation, asked next, runs it.
    const deployBeforeSimulating = (method: string) => {
      if (method === 'simulateTransaction' && !world.svm.getAccount(address(hidden.toBase58())).exists) {
        world.svm.addProgramFromFile(address(hidden.toBase58()), fixture('transfer-hook-accept.so'));
      }
    };
    const { end, sent, requests } = await stakeIn(world, { extra: [attack] }, { beforeRpc: deployBeforeSimulating });
    expect(requests.slice(1, 3)).toEqual(['rpc getMultipleAccounts', 'rpc simulateTransaction']);
    expect(end.detail).toBe(unknownProgram(hidden));
    expect(sent).toHaveLength(0);
  });

  it('a program the message names but nothing calls while we simulate is refused too: named is enough', async () => {
    const { world, hidden } = worldWithHarmlessProgram();
    // A 0-lamport transfer that carries the program's account along: what a route that calls it only
    // on some condition (met when it lands) looks like while we simulate.
    const carried = relay(
      SystemProgram.programId,
      [
        { pubkey: world.user.publicKey, isWritable: true, isSigner: true },
        { pubkey: world.wrappedSol, isWritable: true },
        { pubkey: hidden },
      ],
      concat(u32(2), u64(0n)),
    );
    const { end, sent } = await stakeIn(world, { extra: [carried] });
    expect(end.detail).toBe(unknownProgram(hidden));
    expect(sent).toHaveLength(0);
  });
});

describe('routes through listed venues pass', () => {
  const venue = new PublicKey('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc'); // Whirlpool, on the list

  /** The route as Jupiter runs it: the aggregator's program calls the venue, which calls the token program. */
  function throughVenue(
    world: World,
    program: PublicKey,
    from: PublicKey,
    mint: PublicKey,
    to: PublicKey,
    amount: bigint,
    at: PublicKey = venue,
  ) {
    const accounts = [
      { pubkey: from, isWritable: true },
      { pubkey: mint },
      { pubkey: to, isWritable: true },
      { pubkey: world.user.publicKey, isSigner: true },
    ];
    const transferChecked = concat(Uint8Array.of(12), u64(amount), Uint8Array.of(9));
    const venueData = concat(Uint8Array.of(4, 1, 0, 1, 2), transferChecked);
    return relay(at, [{ pubkey: program }, ...accounts], venueData);
  }

  it('a Jupiter-shaped route with lookup tables, whose AMM program is on the list: 3 round trips, and it lands', async () => {
    expect(KNOWN_PROGRAMS).toContain(venue.toBase58());
    const world = createWorld();
    world.svm.addProgramFromFile(address(venue.toBase58()), fixture('relay.so'));
    const route = [
      throughVenue(world, TOKEN, world.wrappedSol, WSOL, world.solVault, STAKE),
      throughVenue(world, world.tokenProgram, world.lstVault, world.mint, world.lstAccount, OUT),
    ];
    const table = lookupTable(world, [venue, TOKEN, world.solVault, world.lstVault, WSOL, world.mint, world.wrappedSol, world.lstAccount]);
    const { end, roundTrips, sent } = await stakeIn(world, { route, tables: [table] });
    expect(end).toMatchObject({ phase: 'success', received: OUT });
    expect(roundTrips).toBe(3);
    expect(sent).toHaveLength(1);
    expect(world.tokens(world.lstAccount)).toBe(OUT);
  });

  it('the same route through an honest venue that is not on the list is refused: the list decides, not what the venue did', async () => {
    const world = createWorld();
    const unlisted = Keypair.generate().publicKey;
    world.svm.addProgramFromFile(address(unlisted.toBase58()), fixture('relay.so'));
    const route = [
      throughVenue(world, TOKEN, world.wrappedSol, WSOL, world.solVault, STAKE, unlisted),
      throughVenue(world, world.tokenProgram, world.lstVault, world.mint, world.lstAccount, OUT, unlisted),
    ];
    const { end, sent } = await stakeIn(world, { route });
    expect(end.detail).toBe(unknownProgram(unlisted));
    expect(sent).toHaveLength(0);
  });
});
