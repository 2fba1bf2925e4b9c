// Issue 39's stake account deposit, attacked on a real Solana runtime (litesvm, the real SPL stake pool
// program, the real Stake program): a wallet that edits what it signs, the pool's manager changing its
// fees or preferred validator between the card's read and the landing, hostile pool shapes, stake
// accounts at the edges, a hostile search answer, and the LST landing where someone else can reach it.
// Each test asserts the card's outcome: refused in words with nothing taken, or exactly what was shown.
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { readBringableStakeAccounts } from '../../widget/bring/readStakeAccounts';
import { stakeDepositTransaction } from '../../widget/bring/stakeDepositTransaction';
import { encodeBase58 } from '../../widget/core/encoding/base58';
import { addressBytes } from '../../widget/core/encoding/instructionData';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { guardStakeDeposit } from '../../widget/core/guard/guardStakeDeposit';
import { authorizeStakeInstruction } from '../../widget/core/stakePool/depositStakeInstruction';
import type { StakePool } from '../../widget/core/stakePool/stakePool';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { depositAuthorityOf } from '../../widget/solana/poolAddresses';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { bringWorld, changePool, deposit, DEPOSIT_STAKE, STAKE, stakeBytes, TOKEN, type StakeShape } from '../support/bringOnLitesvm';
import { POOL, PROGRAM_ID, SOL, staker, STAKER_PICOSOL, VALIDATOR_STAKE, VOTE, type ExitWorld } from '../support/exitOnLitesvm';
import { PICOSOL, REFERRER, REFERRER_PICOSOL, STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const STRANGER = Keypair.generate().publicKey.toBase58();
const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
/** A second stake account of the staker's, as active as the first. */
const SECOND = Keypair.generate().publicKey.toBase58();
const WALLET_CHANGED = 'Your wallet changed the transaction it signed, so it was not sent.';

const tokensOf = (world: ExitWorld, address: string) => world.tokens(address) ?? 0n;

/** The one account the search lists, as the card judges it, and the preview it shows (throws when not depositable). */
async function listedOne(setup: ReturnType<typeof bringWorld>, referrer?: string) {
  const asked = await setup.ask(referrer);
  const [account] = (await readBringableStakeAccounts({ rpc: setup.rpc }, asked)).accounts;
  if (!account?.verdict.depositable)
    throw new Error(`not depositable: ${JSON.stringify(account?.verdict, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`);
  return { asked, account, preview: account.verdict.preview };
}

/** What the staker holds that the deposit could touch: for "nothing taken". */
function holdings(world: ExitWorld) {
  return {
    stake: world.read(STAKE)?.data,
    second: world.read(SECOND)?.data,
    lst: tokensOf(world, STAKER_PICOSOL),
    sol: world.balance(staker),
  };
}

/** A wallet with the staker's keys that edits the message it is asked to sign, then signs the edit. */
function editingWallet(edit: (transaction: VersionedTransaction) => void) {
  const wallet = {
    prompts: 0,
    current: () => staker,
    async signTransaction(bytes: Uint8Array) {
      wallet.prompts++;
      const transaction = VersionedTransaction.deserialize(bytes);
      edit(transaction);
      transaction.signatures = [new Uint8Array(64)];
      transaction.sign([STAKER]);
      return transaction.serialize();
    },
  };
  return wallet;
}

/** The message's instruction of `program` whose data starts with `tag` (u8) or Authorize (u32 = 1) of `role`. */
function instructionOf(transaction: VersionedTransaction, program: string, match: (data: Uint8Array) => boolean) {
  const keys = transaction.message.staticAccountKeys.map((key) => key.toBase58());
  const found = transaction.message.compiledInstructions.find(
    (instruction) => keys[instruction.programIdIndex] === program && match(instruction.data),
  );
  if (!found) throw new Error(`no such instruction of ${program}`);
  return { instruction: found, keys };
}
const isDeposit = (data: Uint8Array) => data[0] === 23;
const isAuthorizeOf = (role: number) => (data: Uint8Array) => data[0] === 1 && data[36] === role;

describe('a wallet that edits what it signs: refused before sending, nothing taken', () => {
  const cases: [string, (transaction: VersionedTransaction) => void][] = [
    [
      'the withdrawer authorized to a stranger',
      (transaction) => {
        const { instruction } = instructionOf(transaction, STAKE_PROGRAM, isAuthorizeOf(1));
        instruction.data.set(addressBytes(STRANGER), 4);
      },
    ],
    [
      'the minimum lowered to 1 base unit',
      (transaction) => {
        const { instruction } = instructionOf(transaction, PROGRAM_ID, isDeposit);
        new DataView(instruction.data.buffer, instruction.data.byteOffset).setBigUint64(1, 1n, true);
      },
    ],
    [
      'a second stake account of theirs in place of the one shown',
      (transaction) => {
        const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === STAKE);
        transaction.message.staticAccountKeys[index] = new PublicKey(SECOND);
      },
    ],
    [
      'the LST sent to a stranger’s token account',
      (transaction) => {
        const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === STAKER_PICOSOL);
        transaction.message.staticAccountKeys[index] = new PublicKey(REFERRER_PICOSOL);
      },
    ],
  ];
  it.each(cases)('%s', async (_name, edit) => {
    const setup = bringWorld();
    setup.world.put({ ...DEPOSIT_STAKE, address: SECOND, data: stakeBytes() });
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const wallet = editingWallet(edit);
    const { end, states } = await deposit(setup.rpc, asked, account, wallet);
    expect(wallet.prompts).toBe(1);
    expect(worded(end)).toEqual({
      phase: 'failed',
      message: WALLET_CHANGED,
      detail: 'The signed transaction does more than the one that was checked.',
    });
    expect(states.some((state) => state.phase === 'sending')).toBe(false);
    expect(setup.sent).toEqual([]);
    expect(holdings(setup.world)).toEqual(before);
  });
});

/** The SOL a landed or failed transaction costs its payer: 5,000 lamports a signature plus its priority fee, from its own bytes. */
function networkFee(base64: string): bigint {
  const transaction = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  const keys = transaction.message.staticAccountKeys.map((key) => key.toBase58());
  let limit = 200_000n;
  let price = 0n;
  for (const { programIdIndex, data } of transaction.message.compiledInstructions) {
    if (keys[programIdIndex] !== 'ComputeBudget111111111111111111111111111111') continue;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2) limit = BigInt(view.getUint32(1, true));
    if (data[0] === 3) price = view.getBigUint64(1, true);
  }
  return 5_000n * BigInt(transaction.signatures.length) + (limit * price + 999_999n) / 1_000_000n;
}

/**
 * Runs, as someone else's transaction, the pool program's update instructions (every pool instruction
 * but the deposit, 23) of the card's transaction `wire` (base64) that `keep` keeps (by their tag); whether it landed.
 */
function runUpdates(world: ExitWorld, wire: string, keep: (tag: number) => boolean): boolean {
  const transaction = VersionedTransaction.deserialize(Buffer.from(wire, 'base64'));
  const keys = transaction.message.staticAccountKeys.map((key) => key.toBase58());
  const updates = transaction.message.compiledInstructions
    .filter(({ programIdIndex, data }) => keys[programIdIndex] === PROGRAM_ID && data[0] !== 23 && keep(data[0]!))
    .map((instruction) => ({
      programAddress: PROGRAM_ID,
      accounts: instruction.accountKeyIndexes.map((index) => ({
        address: keys[index]!,
        signer: transaction.message.isAccountSigner(index),
        writable: transaction.message.isAccountWritable(index),
      })),
      data: Uint8Array.from(instruction.data),
    }));
  if (updates.length === 0) throw new Error('no update in the card’s transaction');
  // Paid by the staker's key here for brevity (the runtime's send signs as the staker): any payer's update is the same update.
  const bytes = compileTransaction({
    payer: staker,
    recentBlockhash: world.svm.latestBlockhash(),
    computeUnitLimit: 1_400_000,
    computeUnitPriceMicroLamports: 0,
    instructions: updates,
  });
  // On the same blockhash as the card's (litesvm keeps one: a new one would expire the card's).
  return world.send(bytes).ok;
}

describe('someone else’s transaction lands between the card’s check and the deposit', () => {
  it('the manager raises the stake deposit fee to 1 %: DepositStakeWithSlippage refuses, the RPC says failed, only the network fee spent', async () => {
    const setup = bringWorld({
      landsFirst: (world) => changePool(world, (pool) => (pool.stakeDepositFee = { numerator: 1n, denominator: 100n })),
    });
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    // Failed because the RPC says so, with its signature: ExceededSlippage (the pool's error 39, named by the
    // transaction's logs) in the staker's words, the RPC's own under them.
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: expect.stringMatching(
        /^Transaction failed: before it landed, what it would give you fell below the minimum you accepted\. It changed nothing but its network fee/,
      ),
      detail: expect.stringMatching(/^\{"InstructionError":\[\d,\{"Custom":39\}\]\}$/),
      signature: expect.any(String),
    });
    const after = holdings(setup.world);
    expect(after).toEqual({ ...before, sol: before.sol - networkFee(setup.sent[0]!) });
  });

  it('the manager lowers the fee to nothing: the staker gets more than shown, and the card says what arrived', async () => {
    const setup = bringWorld({
      landsFirst: (world) =>
        changePool(
          world,
          (pool) => (
            (pool.stakeDepositFee = { numerator: 0n, denominator: 0n }),
            (pool.solDepositFee = { numerator: 0n, denominator: 0n })
          ),
        ),
    });
    const { asked, account, preview } = await listedOne(setup);
    const before = tokensOf(setup.world, STAKER_PICOSOL);
    const { end } = await deposit(setup.rpc, asked, account);
    const gained = tokensOf(setup.world, STAKER_PICOSOL) - before;
    expect(gained).toBe(preview.lstOut + preview.fees.stake + preview.fees.sol);
    // What the card's success says arrived: what landed (the confirmed transaction's balances), not the checked simulation's figure.
    expect(gained).toBeGreaterThan(preview.lstOut);
    expect(end).toMatchObject({ phase: 'done', lstGained: gained });
  });

  it('no referrer: the referral share comes back to the staker’s own account, and the figure shown has it', async () => {
    const setup = bringWorld();
    changePool(setup.world, (pool) => (pool.stakeReferralFee = 50));
    const { asked, account, preview } = await listedOne(setup);
    const before = tokensOf(setup.world, STAKER_PICOSOL);
    const { end } = await deposit(setup.rpc, asked, account);
    // The program holds the staker's own part; the share named back to them comes on top, and the card shows both.
    expect(preview.fees.referral).toBe(0n);
    expect(preview.lstOut).toBeGreaterThan(preview.programMinimum);
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before).toBe(preview.lstOut);
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
  });

  it('the manager moves the referral share (0 % then 100 %): the staker’s figure is untouched, exact to the base unit', async () => {
    for (const share of [0, 100]) {
      const setup = bringWorld({ landsFirst: (world) => changePool(world, (pool) => (pool.stakeReferralFee = share)) });
      changePool(setup.world, (pool) => (pool.stakeReferralFee = 50));
      const { asked, account, preview } = await listedOne(setup, REFERRER);
      const before = tokensOf(setup.world, STAKER_PICOSOL);
      const { end } = await deposit(setup.rpc, asked, account);
      expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
      expect(tokensOf(setup.world, STAKER_PICOSOL) - before).toBe(preview.lstOut);
    }
  });

  it('the pool is stale and someone else’s update lands first: the card’s update in front still runs, and the deposit lands exactly', async () => {
    const updateFirst = (world: ExitWorld, sending: string) => {
      expect(runUpdates(world, sending, () => true)).toBe(true);
      expect(world.pool().lastUpdateEpoch).toBe(2n);
    };
    const setup = bringWorld({ landsFirst: updateFirst });
    setup.world.setEpoch(2n);
    const { asked, account, preview } = await listedOne(setup);
    const before = tokensOf(setup.world, STAKER_PICOSOL);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before).toBe(preview.lstOut);
  });

  it('the pool half updated (its validator list this epoch, not the pool itself): priced as the rest of its update leaves it, and exact', async () => {
    const setup = bringWorld();
    setup.world.setEpoch(2n);
    // The card's own transaction, caught at the wallet and refused there, names the update; its list part lands.
    const first = await listedOne(setup);
    let wire = '';
    const catcher = editingWallet(() => {});
    catcher.signTransaction = async (bytes) => {
      wire = Buffer.from(bytes).toString('base64');
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await deposit(setup.rpc, first.asked, first.account, catcher);
    expect(runUpdates(setup.world, wire, (tag) => tag === 6)).toBe(true);
    expect(setup.world.pool().lastUpdateEpoch).toBe(1n);
    const { asked, account, preview } = await listedOne(setup);
    const before = tokensOf(setup.world, STAKER_PICOSOL);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before).toBe(preview.lstOut);
    expect(setup.world.pool().lastUpdateEpoch).toBe(2n);
  });

  it('the manager names another preferred validator: the program refuses, nothing taken but the network fee', async () => {
    const setup = bringWorld({
      landsFirst: (world) => changePool(world, (pool) => (pool.preferredDepositValidatorVoteAddress = STRANGER)),
    });
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end.phase).toBe('failed');
    expect(holdings(setup.world)).toEqual({ ...before, sol: before.sol - networkFee(setup.sent[0]!) });
  });

  it('the epoch turns (the pool is now stale): the program refuses, nothing taken but the network fee', async () => {
    const setup = bringWorld({ landsFirst: (world) => world.setEpoch(2n) });
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end.phase).toBe('failed');
    expect(holdings(setup.world)).toEqual({ ...before, sol: before.sol - networkFee(setup.sent[0]!) });
  });

  it('the fee rises between the listing and the click: the runner says the new, smaller figure and asks no wallet', async () => {
    const setup = bringWorld();
    const { asked, account } = await listedOne(setup);
    changePool(setup.world, (pool) => (pool.stakeDepositFee = { numerator: 1n, denominator: 200n }));
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      detail: expect.stringMatching(/^The pool would now mint [\d.]+ picoSOL, less than the 74\.993633765 picoSOL you were shown\.$/),
    });
    expect(wallet.prompts).toBe(0);
    expect(holdings(setup.world)).toEqual(before);
  });
});

/** The deposit as the card builds it, sent without the card: what the real programs say. */
function sentAnyway(world: ExitWorld, { custodian, minimum = 1n }: { custodian?: string; minimum?: bigint } = {}) {
  const pool = world.pool();
  const { transaction } = stakeDepositTransaction({
    staker,
    programId: PROGRAM_ID,
    pool,
    list: decodeValidatorList(world.read(pool.validatorList)!.data),
    stake: STAKE,
    voter: VOTE.address,
    referrer: null,
    minimumPoolTokens: minimum,
  });
  const instructions = transaction.instructions.map((instruction) =>
    custodian && instruction.programAddress === STAKE_PROGRAM
      ? { ...instruction, accounts: [...instruction.accounts, { address: custodian, signer: custodian === staker, writable: false }] }
      : instruction,
  );
  const bytes = compileTransaction({
    payer: staker,
    recentBlockhash: world.svm.latestBlockhash(),
    computeUnitLimit: 400_000,
    computeUnitPriceMicroLamports: 0,
    instructions,
  });
  return world.sendMeasured(bytes);
}

/** Sets the validator list's first entry: its status (0 active) or its transient stake lamports. */
function changeEntry(world: ExitWorld, { status, transient }: { status?: number; transient?: bigint }) {
  const list = world.read(world.pool().validatorList)!;
  const data = Uint8Array.from(list.data);
  if (status !== undefined) data[49] = status;
  if (transient !== undefined) new DataView(data.buffer).setBigUint64(17, transient, true);
  world.put({ ...list, data });
}

describe('a hostile pool', () => {
  it('with its stake deposit authority set to its own key: no stake deposit, in words, and the runner asks no wallet', async () => {
    const setup = bringWorld();
    changePool(setup.world, (pool) => (pool.stakeDepositAuthority = STRANGER));
    const asked = await setup.ask();
    const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, asked);
    expect(listed.poolRefuses).toEqual({ code: 'pool-private' });
    expect(listed.accounts[0]!.verdict).toEqual({ depositable: false, why: { code: 'pool-private' } });
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, STAKE);
    expect(worded(end)).toMatchObject({ phase: 'failed', detail: expect.stringContaining('cannot be deposited any more') });
    expect(wallet.prompts).toBe(0);
    expect(holdings(setup.world)).toEqual(before);
  });

  it('with a wrong withdraw bump: the deposit fails in the check, the wallet is not asked, nothing taken', async () => {
    const setup = bringWorld();
    changePool(setup.world, (pool) => (pool.stakeWithdrawBumpSeed = (pool.stakeWithdrawBumpSeed + 1) % 256));
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(end.phase).toBe('failed');
    expect(wallet.prompts).toBe(0);
    expect(holdings(setup.world)).toEqual(before);
  });

  it.each([1, 2, 3, 4])(
    'whose validator entry has status %i (not active): not in the pool, and the real program refuses the same deposit',
    async (status) => {
      const setup = bringWorld();
      changeEntry(setup.world, { status });
      const asked = await setup.ask();
      const [listed] = (await readBringableStakeAccounts({ rpc: setup.rpc }, asked)).accounts;
      expect(listed!.verdict).toEqual({ depositable: false, why: { code: 'not-in-pool', voter: VOTE.address } });
      expect(sentAnyway(setup.world).ok).toBe(false);
      expect(setup.world.read(STAKE)!.data).toEqual(stakeBytes());
    },
  );

  it('with transient stake on the validator: the deposit lands exactly as shown', async () => {
    const setup = bringWorld();
    changeEntry(setup.world, { transient: 5n * SOL });
    const { asked, account, preview } = await listedOne(setup);
    const before = tokensOf(setup.world, STAKER_PICOSOL);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before).toBe(preview.lstOut);
  });
});

/** The card's listing of the one stake account, then the runner on it: exact, or refused with nothing taken. */
async function exactOrRefused(shape: StakeShape, lamports?: bigint) {
  const setup = bringWorld({ stake: stakeBytes(shape), ...(lamports !== undefined ? { lamports } : {}) });
  const asked = await setup.ask();
  const [account] = (await readBringableStakeAccounts({ rpc: setup.rpc }, asked)).accounts;
  const before = holdings(setup.world);
  const { end } = await deposit(setup.rpc, asked, account!);
  return { setup, account: account!, end, before };
}

describe('stake accounts at the edges', () => {
  it('5 SOL above its delegation (undelegated): the preview counts it at the SOL fee, and the program mints exactly that', async () => {
    const { setup, account, end, before } = await exactOrRefused({}, DEPOSIT_STAKE.lamports + 5n * SOL);
    if (!account.verdict.depositable) throw new Error('not depositable');
    const { preview } = account.verdict;
    expect(preview).toMatchObject({ lamports: DEPOSIT_STAKE.lamports + 5n * SOL, stakeLamports: 100n * SOL });
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before.lst).toBe(preview.lstOut);
  });

  it.each([
    ['the 1 SOL minimum delegation', SOL],
    ['a delegation of 1 lamport', 1n],
  ])('%s: deposited exactly as shown', async (_name, stake) => {
    const { setup, account, end, before } = await exactOrRefused({ stake }, 2_282_880n + stake);
    // The real programs take even 1 lamport of stake: the card offers it and it lands exactly as shown.
    if (!account.verdict.depositable) throw new Error('not depositable');
    expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before.lst).toBe(account.verdict.preview.lstOut);
  });

  it.each([
    ['the staker', () => staker],
    ['the pool’s deposit authority', () => depositAuthorityOf(PROGRAM_ID, POOL)],
  ])(
    'a lockup in force whose custodian is %s: locked, and the real programs refuse it even with the custodian named',
    async (_name, custodian) => {
      const shape = { lockup: { epoch: 9n, custodian: custodian() } };
      const setup = bringWorld({ stake: stakeBytes(shape) });
      const [listed] = (await readBringableStakeAccounts({ rpc: setup.rpc }, await setup.ask())).accounts;
      expect(listed).toMatchObject({ state: 'locked', verdict: { depositable: false, why: { code: 'locked', untilEpoch: 9n } } });
      expect(sentAnyway(setup.world, { custodian: custodian() }).ok).toBe(false);
      expect(setup.world.read(STAKE)!.data).toEqual(stakeBytes(shape));
    },
  );

  it('a lockup ending exactly now (this epoch and this second): depositable, and deposited exactly', async () => {
    const probe = bringWorld();
    const now = probe.world.svm.getClock();
    const { setup, account, end, before } = await exactOrRefused({
      lockup: { epoch: now.epoch, unixTimestamp: now.unixTimestamp, custodian: STRANGER },
    });
    if (!account.verdict.depositable) throw new Error(`not depositable: ${account.state}`);
    expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before.lst).toBe(account.verdict.preview.lstOut);
  });

  it('a lockup ending one second from now: locked, and the real programs refuse it', async () => {
    const probe = bringWorld();
    const now = probe.world.svm.getClock();
    const shape = { lockup: { unixTimestamp: now.unixTimestamp + 1n, custodian: STRANGER } };
    const setup = bringWorld({ stake: stakeBytes(shape) });
    const [listed] = (await readBringableStakeAccounts({ rpc: setup.rpc }, await setup.ask())).accounts;
    expect(listed).toMatchObject({ state: 'locked', verdict: { depositable: false } });
    expect(sentAnyway(setup.world).ok).toBe(false);
  });
});

describe('a hostile search answer', () => {
  it('10,000 addresses with duplicates, token accounts, the wallet itself and the pool’s own validator stake account: no freeze, and only stake accounts listed', async () => {
    // Random addresses from random bytes (no key generation: a test of the reader, not of ed25519).
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      pubkey: index % 2 ? STAKE : encodeBase58(crypto.getRandomValues(new Uint8Array(32))),
    }));
    const junk = [staker, STAKER_PICOSOL, PICOSOL.mint.address, POOL, VALIDATOR_STAKE.address].map((pubkey) => ({ pubkey }));
    const setup = bringWorld({ search: () => [{ pubkey: STAKE }, ...junk, ...many] });
    const asked = await setup.ask();
    // No freeze: the reader takes at most MAX_LISTED of the answer (its own test counts the reads), whatever its length.
    const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, asked);
    const byAddress = listed.accounts.map(({ address, verdict }) => [address, verdict.depositable ? 'depositable' : verdict.why.code]);
    // The stake account once; the pool's validator stake account (a real stake account, not the wallet's) as not theirs; nothing else.
    expect(listed.listing).toBe('listed');
    expect(byAddress).toEqual([
      [STAKE, 'depositable'],
      [VALIDATOR_STAKE.address, 'not-yours'],
    ]);
  });

  it('one entry that is no address at all: the whole answer is refused, and the card offers pasting', async () => {
    const setup = bringWorld({ search: () => [{ pubkey: STAKE }, { pubkey: 'not an address' }] });
    const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, await setup.ask());
    expect(listed).toMatchObject({ accounts: [], listing: 'refused', poolRefuses: null });
  });
});

describe('the LST landing where someone else can reach it', () => {
  /** The staker's picoSOL account with a delegate (and what it may spend) or a close authority. */
  function exposedAccount(world: ExitWorld, { delegate, closer }: { delegate?: string; closer?: string }) {
    const account = world.read(STAKER_PICOSOL)!;
    const data = Uint8Array.from(account.data);
    const view = new DataView(data.buffer);
    if (delegate) {
      view.setUint32(72, 1, true);
      data.set(addressBytes(delegate), 76);
      view.setBigUint64(121, 1_000n * SOL, true);
    }
    if (closer) {
      view.setUint32(129, 1, true);
      data.set(addressBytes(closer), 133);
    }
    world.put({ ...account, data });
  }

  it.each([
    [
      'a delegate on their picoSOL account',
      { delegate: STRANGER },
      /^It would put 74\.993633765 picoSOL into your picoSOL account, which .* may spend\.$/,
    ],
    [
      'a stranger’s close authority on it',
      { closer: STRANGER },
      /^It would put 74\.993633765 picoSOL into your picoSOL account, which .* may close and empty\.$/,
    ],
  ])('%s: refused in words before the wallet, nothing taken', async (_name, exposure, refusal) => {
    const setup = bringWorld();
    exposedAccount(setup.world, exposure);
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(worded(end)).toMatchObject({ phase: 'failed', detail: expect.stringMatching(refusal) });
    expect(wallet.prompts).toBe(0);
    expect(holdings(setup.world)).toEqual(before);
  });

  it('no LST account yet: the staker pays the network fee and their own account’s rent (which stays theirs), nothing more', async () => {
    const setup = bringWorld();
    setup.world.put({
      ...setup.world.read(STAKER_PICOSOL)!,
      lamports: 0n,
      data: new Uint8Array(0),
      owner: '11111111111111111111111111111111',
    });
    const { asked, account, preview } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    const opened = setup.world.read(STAKER_PICOSOL)!;
    expect(before.sol - setup.world.balance(staker)).toBe(networkFee(setup.sent[0]!) + opened.lamports);
    expect(tokensOf(setup.world, STAKER_PICOSOL)).toBe(preview.lstOut);
  });
});

describe('a staker whose SOL is all staked', () => {
  const noLstAccount = (setup: ReturnType<typeof bringWorld>) =>
    setup.world.put({
      ...setup.world.read(STAKER_PICOSOL)!,
      lamports: 0n,
      data: new Uint8Array(0),
      owner: '11111111111111111111111111111111',
    });
  const walletHolding = (setup: ReturnType<typeof bringWorld>, lamports: bigint) =>
    setup.world.put({ ...setup.world.read(staker)!, lamports });

  it('the listing says what the wallet pays in SOL: the LST account’s rent when it opens one, else none', async () => {
    const withAccount = await readBringableStakeAccounts({ rpc: bringWorld().rpc }, await bringWorld().ask());
    expect(withAccount.wallet.opensAccount).toBeNull();
    const setup = bringWorld();
    noLstAccount(setup);
    const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, await setup.ask());
    expect(listed.wallet).toEqual({ lamports: setup.world.balance(staker), opensAccount: 2_039_280n });
  });

  for (const [name, lamports, opens] of [
    ['3,000 lamports, with an LST account', 3_000n, false],
    ['0.002 SOL, and the deposit would open the LST account (its rent is 0.00203928)', 2_000_000n, true],
  ] as const) {
    it(`${name}: said in words before any prompt, nothing sent`, async () => {
      const setup = bringWorld();
      if (opens) noLstAccount(setup);
      const { asked, account } = await listedOne(setup);
      walletHolding(setup, lamports);
      const before = holdings(setup.world);
      const { end, wallet } = await deposit(setup.rpc, asked, account);
      expect(worded(end)).toMatchObject({
        phase: 'failed',
        message: expect.stringMatching(/^Not enough SOL for this deposit: your wallet holds 0\.00/),
      });
      expect(wallet.prompts).toBe(0);
      expect(setup.sent).toHaveLength(0);
      expect(holdings(setup.world)).toEqual(before);
    });
  }
});

describe('the guard, on a transaction that also touches another stake account of theirs', () => {
  async function guard(world: ExitWorld, rpc: ReturnType<typeof bringWorld>['rpc'], instructions: PlainInstruction[]) {
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 400_000,
      computeUnitPriceMicroLamports: 0,
      instructions,
    });
    const accounts = { ...stakeAccounts(staker, TOKEN.mint), handsOver: { stake: STAKE, to: world.pool().stakeDepositAuthority } };
    const inspection = await inspectTransaction(rpc, decodeTransaction(bytes), [
      TOKEN.mint,
      ...Object.values(accounts.lstAccountByProgram),
    ]);
    if ('refusal' in inspection) throw new Error('no inspection');
    const verdict = guardStakeDeposit(inspection, {
      accounts,
      token: TOKEN,
      minimumOut: 74_993_633_765n,
      programId: PROGRAM_ID,
      setAside: { accounts: [POOL], owner: PROGRAM_ID },
    });
    return { verdict: worded(verdict), bytes };
  }
  function honest(world: ExitWorld) {
    const pool = world.pool();
    const { transaction } = stakeDepositTransaction({
      staker,
      programId: PROGRAM_ID,
      pool,
      list: decodeValidatorList(world.read(pool.validatorList)!.data),
      stake: STAKE,
      voter: VOTE.address,
      referrer: null,
      minimumPoolTokens: 74_993_633_765n,
    });
    return [...transaction.instructions];
  }
  const stakeInstruction = (tag: number, accounts: string[], rest: Uint8Array = new Uint8Array(0)): PlainInstruction => {
    const data = new Uint8Array(4 + rest.length);
    new DataView(data.buffer).setUint32(0, tag, true);
    data.set(rest, 4);
    return {
      programAddress: STAKE_PROGRAM,
      accounts: accounts.map((address) => ({ address, signer: address === staker, writable: address === STAKE || address === SECOND })),
      data,
    };
  };
  const CLOCK = 'SysvarC1ock11111111111111111111111111111111';
  const HISTORY = 'SysvarStakeHistory1111111111111111111111111';

  it.each([
    [
      'the second also authorized to the pool’s deposit authority',
      () =>
        authorizeStakeInstruction({
          stake: SECOND,
          authority: staker,
          newAuthority: depositAuthorityOf(PROGRAM_ID, POOL),
          role: 'withdrawer',
        }),
    ],
    ['the second deactivated', () => stakeInstruction(5, [SECOND, CLOCK, staker])],
    ['the second merged into the one handed over', () => stakeInstruction(7, [STAKE, SECOND, CLOCK, HISTORY, staker])],
  ])('%s: refused', async (_name, extra) => {
    const setup = bringWorld();
    setup.world.put({ ...DEPOSIT_STAKE, address: SECOND, data: stakeBytes() });
    const { verdict } = await guard(setup.world, setup.rpc, [extra(), ...honest(setup.world)]);
    expect(verdict).toHaveProperty('refusal');
  });

  it('the honest deposit with the second stake account untouched: let through, the second as it was', async () => {
    const setup = bringWorld();
    setup.world.put({ ...DEPOSIT_STAKE, address: SECOND, data: stakeBytes() });
    const { verdict, bytes } = await guard(setup.world, setup.rpc, honest(setup.world));
    expect(verdict).toMatchObject({ lstGained: 74_993_633_765n });
    expect(setup.world.sendMeasured(bytes).ok).toBe(true);
    expect(setup.world.read(SECOND)!.data).toEqual(stakeBytes());
  });
});

describe('the fee cap on a stake deposit', () => {
  it('a stake deposit fee of exactly 1 %: offered, and deposited exactly as shown', async () => {
    const setup = bringWorld();
    changePool(setup.world, (pool) => (pool.stakeDepositFee = { numerator: 1n, denominator: 100n }));
    const { asked, account, preview } = await listedOne(setup);
    const before = tokensOf(setup.world, STAKER_PICOSOL);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before).toBe(preview.lstOut);
  });

  it('1.01 %: the pool takes no stake account from the card, in words, and the runner asks no wallet', async () => {
    const setup = bringWorld();
    changePool(setup.world, (pool) => (pool.stakeDepositFee = { numerator: 101n, denominator: 10_000n }));
    const asked = await setup.ask();
    const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, asked);
    expect(listed.poolRefuses).toEqual({ code: 'fee-over-cap', percent: '1.01' });
    const { end, wallet } = await deposit(setup.rpc, asked, STAKE);
    expect(end.phase).toBe('failed');
    expect(wallet.prompts).toBe(0);
  });
});

describe('a pool whose token the card refuses for every way in (its holders’ fees above the caps)', () => {
  const cases: [string, (pool: StakePool) => void, string][] = [
    [
      'a withdrawal fee of 99 %',
      (pool) => (pool.solWithdrawalFee = { numerator: 99n, denominator: 100n }),
      "picoSOL's pool keeps 99 % of what you take out. We will not stake into it.",
    ],
    [
      'a share of rewards of 50 %',
      (pool) => (pool.epochFee = { numerator: 1n, denominator: 2n }),
      "picoSOL's pool keeps 50 % of its rewards. We will not stake into it.",
    ],
  ];
  for (const [name, change, words] of cases) {
    it(`${name}: no stake account goes in, in the words the SOL route says, and no wallet is asked`, async () => {
      const setup = bringWorld();
      changePool(setup.world, change);
      const asked = await setup.ask();
      const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, asked);
      expect(listed.poolRefuses?.code).toBe('token-refused');
      expect(JSON.stringify(worded(listed.poolRefuses))).toContain(words);
      expect(listed.accounts.every((account) => !account.verdict.depositable)).toBe(true);
      const { end, wallet } = await deposit(setup.rpc, asked, STAKE);
      expect(end.phase).toBe('failed');
      expect(wallet.prompts).toBe(0);
    });
  }
});

describe('an RPC that lies in its reads and simulations alike (the truth is what lands)', () => {
  it('it says the stake account holds 200 SOL of stake (it holds 100): the program mints less than the minimum and refuses, only the network fee spent', async () => {
    const setup = bringWorld({
      stake: stakeBytes({ stake: 200n * SOL }),
      lamports: DEPOSIT_STAKE.lamports + 100n * SOL,
      landsFirst: (world) => world.put({ ...DEPOSIT_STAKE, data: stakeBytes() }),
    });
    const { asked, account, preview } = await listedOne(setup);
    expect(preview.stakeLamports).toBe(200n * SOL);
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: expect.stringMatching(/^Transaction failed: before it landed, what it would give you fell below the minimum you accepted/),
      detail: expect.stringMatching(/"Custom":39/),
    });
    // The real stake account as it was; the staker's LST as it was; their SOL less the network fee alone.
    expect(holdings(setup.world)).toEqual({ ...before, stake: stakeBytes(), sol: before.sol - networkFee(setup.sent[0]!) });
  });

  it('it says the Clock is past a lockup (it is one second short): the Stake program refuses the Authorize, only the network fee spent', async () => {
    const probe = bringWorld();
    const truth = probe.world.svm.getClock();
    const shape = { lockup: { unixTimestamp: truth.unixTimestamp + 1n, custodian: STRANGER } };
    const setup = bringWorld({
      stake: stakeBytes(shape),
      landsFirst: (world) => {
        const clock = world.svm.getClock();
        clock.unixTimestamp = truth.unixTimestamp;
        world.svm.setClock(clock);
      },
    });
    const lie = setup.world.svm.getClock();
    lie.unixTimestamp = truth.unixTimestamp + 1n;
    setup.world.svm.setClock(lie);
    const { asked, account } = await listedOne(setup);
    const before = holdings(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'failed', signature: expect.any(String) });
    expect(holdings(setup.world)).toEqual({ ...before, sol: before.sol - networkFee(setup.sent[0]!) });
  });
});

describe('a stake account whose staker authority is someone else’s (a staking service’s), its withdrawer the wallet', () => {
  it('the Stake program lets the withdrawer alone authorize both roles: the card offers it, and deposits it exactly as shown', async () => {
    const { setup, account, end, before } = await exactOrRefused({ staker: STRANGER });
    if (!account.verdict.depositable) throw new Error(`not depositable: ${JSON.stringify(worded(account.verdict))}`);
    expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before.lst).toBe(account.verdict.preview.lstOut);
    expect(setup.world.read(STAKE)).toBeNull();
  });

  it('the same transaction sent without the card also lands (the card is no stricter than the chain here)', () => {
    const setup = bringWorld({ stake: stakeBytes({ staker: STRANGER }) });
    expect(sentAnyway(setup.world).ok).toBe(true);
    expect(setup.world.read(STAKE)).toBeNull();
  });

  it('its withdrawer someone else’s (its staker the wallet): not yours, and the real programs refuse the same deposit', async () => {
    const shape = { withdrawer: STRANGER };
    const setup = bringWorld({ stake: stakeBytes(shape) });
    const [listed] = (await readBringableStakeAccounts({ rpc: setup.rpc }, await setup.ask())).accounts;
    expect(listed!.verdict).toEqual({ depositable: false, why: { code: 'not-yours' } });
    expect(sentAnyway(setup.world).ok).toBe(false);
    expect(setup.world.read(STAKE)!.data).toEqual(stakeBytes(shape));
  });
});

describe('genesis stake accounts', () => {
  it('a genesis stake (activation epoch u64::MAX, as mainnet’s genesis stake accounts have): active to the Stake program and to the card, deposited exactly', async () => {
    const { setup, account, end, before } = await exactOrRefused({ activation: 2n ** 64n - 1n });
    expect(account.state).toBe('active');
    if (!account.verdict.depositable) throw new Error(`not depositable: ${JSON.stringify(worded(account.verdict))}`);
    expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
    expect(tokensOf(setup.world, STAKER_PICOSOL) - before.lst).toBe(account.verdict.preview.lstOut);
  });

  it('the same genesis stake sent without the card also lands', () => {
    const setup = bringWorld({ stake: stakeBytes({ activation: 2n ** 64n - 1n }) });
    expect(sentAnyway(setup.world).ok).toBe(true);
  });
});

describe('reported, not fixed', () => {
  it('a wallet with more stake accounts than one listing reads (100): the rest are never shown, and the listing is not "refused" (no paste offered)', async () => {
    const many = Array.from({ length: 120 }, () => Keypair.generate().publicKey.toBase58());
    const setup = bringWorld({ search: () => many.map((pubkey) => ({ pubkey })) });
    for (const address of many) setup.world.put({ ...DEPOSIT_STAKE, address, data: stakeBytes() });
    const listed = await readBringableStakeAccounts({ rpc: setup.rpc }, await setup.ask());
    expect(listed.listing).toBe('listed');
    expect(listed.accounts.length).toBe(100);
    expect(listed.accounts.some(({ address }) => address === many[119])).toBe(false);
  });
});
