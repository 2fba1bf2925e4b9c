import { address, lamports } from '@solana/kit';
import {
  PublicKey,
  SYSVAR_CLOCK_PUBKEY,
  SYSVAR_EPOCH_SCHEDULE_PUBKEY,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RECENT_BLOCKHASHES_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SYSVAR_REWARDS_PUBKEY,
  SYSVAR_SLOT_HASHES_PUBKEY,
  SYSVAR_SLOT_HISTORY_PUBKEY,
  SYSVAR_STAKE_HISTORY_PUBKEY,
} from '@solana/web3.js';
import { LiteSVM } from 'litesvm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_PROGRAM } from '../support/web3DemoInstructions';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { SYSVARS } from '../../widget/core/addresses/sysvars';
import { DEFAULT_AGGREGATOR_PROGRAM_IDS } from '../../widget/core/guard/aggregatorPrograms';
import { isProgramAccount } from '../../widget/core/guard/checkPrograms';
import { KNOWN_PROGRAM_DATA, KNOWN_PROGRAMS } from '../../widget/core/guard/knownPrograms';
import { PROGRAMS, WALLET_ASSERTION_PROGRAMS } from '../../widget/core/guard/programs';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';
import { fixture } from '../support/litesvmWorld';

describe('the known programs list', () => {
  it('holds 84 addresses, each a canonical base58 32-byte address, none twice', () => {
    expect(KNOWN_PROGRAMS).toHaveLength(84);
    expect(new Set(KNOWN_PROGRAMS).size).toBe(KNOWN_PROGRAMS.length);
    for (const program of KNOWN_PROGRAMS) {
      const key = new PublicKey(program);
      expect(key.toBytes()).toHaveLength(32);
      expect(key.toBase58()).toBe(program);
    }
  });

  it('names its source and the date of the answer it copies', () => {
    const file = readFileSync(new URL('../../widget/core/guard/knownPrograms.ts', import.meta.url), 'utf8');
    expect(file).toContain('https://www.quicknode.com/docs/solana/program-id-to-label');
    expect(file).toContain('18 December 2025');
  });

  it('holds every program our own routes call, the aggregator’s, the wallets’ assertion programs and the demo’s', () => {
    const { addressLookupTable, ...called } = PROGRAMS;
    expect(KNOWN_PROGRAMS).not.toContain(addressLookupTable); // read, never called
    for (const program of [
      ...Object.values(called),
      ...Object.values(POOL_PROGRAM_IDS),
      STAKE_PROGRAM,
      ...DEFAULT_AGGREGATOR_PROGRAM_IDS,
      ...WALLET_ASSERTION_PROGRAMS,
      AGGREGATOR_PROGRAM.toBase58(),
    ]) {
      expect(KNOWN_PROGRAMS).toContain(program);
    }
  });

  it('knows the code accounts it leaves unread as those the upgradeable loader derives for listed programs', () => {
    const loader = new PublicKey('BPFLoaderUpgradeab1e11111111111111111111111');
    const derived = KNOWN_PROGRAMS.map((program) =>
      PublicKey.findProgramAddressSync([new PublicKey(program).toBytes()], loader)[0].toBase58(),
    );
    for (const code of KNOWN_PROGRAM_DATA) expect(derived).toContain(code);
    expect(new Set(KNOWN_PROGRAM_DATA).size).toBe(5);
  });

  it('leaves unread exactly the sysvars web3.js names', () => {
    const sysvars = [
      SYSVAR_CLOCK_PUBKEY,
      SYSVAR_EPOCH_SCHEDULE_PUBKEY,
      SYSVAR_INSTRUCTIONS_PUBKEY,
      SYSVAR_RECENT_BLOCKHASHES_PUBKEY,
      SYSVAR_RENT_PUBKEY,
      SYSVAR_REWARDS_PUBKEY,
      SYSVAR_SLOT_HASHES_PUBKEY,
      SYSVAR_SLOT_HISTORY_PUBKEY,
      SYSVAR_STAKE_HISTORY_PUBKEY,
    ].map((key) => key.toBase58());
    expect([...SYSVARS].sort()).toEqual(sysvars.sort());
  });
});

describe('a program account, as the runtime keeps it', () => {
  const svm = new LiteSVM();
  const read = (key: string) => {
    const account = svm.getAccount(address(key));
    if (!account.exists) throw new Error(`${key} is not on this runtime`);
    return { lamports: account.lamports, owner: account.programAddress as string, data: account.data, executable: account.executable };
  };

  it('is one for a native program, an old-loader program, a core BPF program and a program deployed by a test', () => {
    const deployed = new PublicKey(new Uint8Array(32).fill(7)).toBase58();
    svm.addProgramFromFile(address(deployed), fixture('relay.so'));
    for (const program of [PROGRAMS.system, PROGRAMS.token, PROGRAMS.token2022, STAKE_PROGRAM, deployed]) {
      expect(isProgramAccount(read(program)), program).toBe(true);
    }
  });

  it('is one by its owner alone: a loader-owned account that is not marked executable (a closed or not yet deployed program)', () => {
    const loaderOwned = { ...read(PROGRAMS.token), executable: false };
    expect(isProgramAccount(loaderOwned)).toBe(true);
  });

  it('is none for a program’s code account (the upgradeable loader’s ProgramData), which nothing runs by its address', () => {
    const stake = read(STAKE_PROGRAM);
    expect(stake.owner).toBe('BPFLoaderUpgradeab1e11111111111111111111111');
    const code = read(new PublicKey(stake.data.slice(4, 36)).toBase58());
    expect(code.owner).toBe(stake.owner);
    expect(isProgramAccount(code)).toBe(false);
  });

  it('is none for a wallet or a sysvar', () => {
    svm.airdrop(address('7dHbWXmci3dT8UFYWYZweBLXgycu7Y3iL6trKn1Y7ARj'), lamports(1_000_000_000n));
    for (const key of ['7dHbWXmci3dT8UFYWYZweBLXgycu7Y3iL6trKn1Y7ARj', SYSVAR_CLOCK_PUBKEY.toBase58(), SYSVAR_RENT_PUBKEY.toBase58()]) {
      expect(isProgramAccount(read(key)), key).toBe(false);
    }
  });
});
