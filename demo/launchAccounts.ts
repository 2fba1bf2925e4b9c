import { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from './demoVote';
import { sha256 } from '@noble/hashes/sha2';
import { METADATA_PROGRAM } from '../widget/core/addresses/metadataProgram';
import { encodeBase58 } from '../widget/core/encoding/base58';
import { addressBytes, concatBytes, utf8 } from '../widget/core/encoding/instructionData';
import { programAddressWithBump } from './programAddressBump';
import { LAUNCH_SEEDS, SEEDED_OWNERS } from '../widget/launch/launchAddresses';
import { POOL_PROGRAM_IDS } from '../widget/core/stakePool/poolPrograms';
import type { DemoRawAccount } from './demoAccounts';
import { VOTE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { RENT_SYSVAR, SYSVAR_OWNER } from '../widget/core/addresses/sysvars';
import { STAKE_ACCOUNT_RENT, STAKE_ACCOUNT_SIZE } from './stakePoolAccounts';

/** A vote account's size (VoteState, as the Vote program allocates it). */
const VOTE_ACCOUNT_SIZE = 3_762;

/** The Rent sysvar: 3,480 lamports per byte-year, exempt at 2 years, half of rent burnt (every cluster's terms; rentExempt's). */
function rentSysvar(): DemoRawAccount {
  const data = new Uint8Array(17);
  new DataView(data.buffer).setBigUint64(0, 3_480n, true);
  new DataView(data.buffer).setFloat64(8, 2, true);
  data[16] = 50;
  return { owner: SYSVAR_OWNER, data };
}

/** The accounts a launch reads besides its own: the Rent sysvar (the plan's rents come from it) and the demo's validators. */
export function launchWorldAccounts(): [string, DemoRawAccount][] {
  return [
    [RENT_SYSVAR, rentSysvar()],
    [DEMO_VOTE_ACCOUNT, { owner: VOTE_PROGRAM, data: new Uint8Array(VOTE_ACCOUNT_SIZE) }],
    [DEMO_SECOND_VOTE_ACCOUNT, { owner: VOTE_PROGRAM, data: new Uint8Array(VOTE_ACCOUNT_SIZE) }],
  ];
}

/** `CreateAccountWithSeed`'s address, synchronously: sha256(base, seed, owner), as the System program derives it. */
export function addressWithSeed(base: string, seed: string, owner: string): string {
  return encodeBase58(sha256(concatBytes(addressBytes(base), utf8(seed), addressBytes(owner))));
}

/**
 * The demo says every wallet holds 100 SOL without being funded. A seeded address is a hash, on the
 * curve half the time, so that fiction would make a launch's accounts look taken (a wallet's SOL at
 * the pool's address). The launch's seeded addresses of a wallet are no wallets: they hold nothing
 * until the launch creates them.
 */
export function launchSeededAddresses(wallet: string): string[] {
  const owners = SEEDED_OWNERS(POOL_PROGRAM_IDS.Spl);
  return (Object.keys(LAUNCH_SEEDS) as (keyof typeof LAUNCH_SEEDS)[]).map((name) =>
    addressWithSeed(wallet, LAUNCH_SEEDS[name], owners[name]),
  );
}

/**
 * A stake account delegated to `vote` (`StakeStateV2::Stake`): its meta (rent reserve, the
 * authorities, no lockup), then the delegation (voter, stake, activated in `epoch`, never deactivated,
 * the legacy warmup rate), credits observed, and no flags.
 */
export function delegatedStakeData({
  authority,
  vote,
  stake,
  epoch,
}: {
  authority: string;
  vote: string;
  stake: bigint;
  epoch: bigint;
}): Uint8Array {
  const data = new Uint8Array(Number(STAKE_ACCOUNT_SIZE));
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, STAKE_ACCOUNT_RENT, true);
  data.set(addressBytes(authority), 12);
  data.set(addressBytes(authority), 44);
  // Lockup: 48 zero bytes (76..124).
  data.set(addressBytes(vote), 124);
  view.setBigUint64(156, stake, true);
  view.setBigUint64(164, epoch, true);
  view.setBigUint64(172, 2n ** 64n - 1n, true);
  view.setFloat64(180, 0.25, true);
  return data;
}

/** Metaplex's `TokenStandard::Fungible`. */
const FUNGIBLE = 2;
/** The bump of the mint's edition PDA, ["metadata", Metaplex, mint, "edition"]: Metaplex records it as the edition nonce. */
function editionBump(mint: string): number {
  return programAddressWithBump(
    [utf8('metadata'), addressBytes(METADATA_PROGRAM), addressBytes(mint), utf8('edition')],
    METADATA_PROGRAM,
  )[1];
}

/** Metaplex's limits, to which it pads each field. */
const METADATA_PADDING = { name: 32, symbol: 10, uri: 200 } as const;
export const METADATA_ACCOUNT_SIZE = 679;

/**
 * Metaplex's `Metadata` account as `CreateMetadataAccountV3` writes it for a pool token: key
 * (MetadataV1), update authority, mint, then name, symbol and uri (Borsh strings, each padded with
 * zeros to its limit), no seller fee, no creators, not sold, mutable, the edition nonce, Fungible, and
 * every later option none (tests/unit/launchOnDemo.test.ts holds it to Metaplex's own, on litesvm).
 */
export function metadataData({
  updateAuthority,
  mint,
  name,
  symbol,
  uri,
}: {
  updateAuthority: string;
  mint: string;
  name: string;
  symbol: string;
  uri: string;
}): Uint8Array {
  const data = new Uint8Array(METADATA_ACCOUNT_SIZE);
  const view = new DataView(data.buffer);
  data[0] = 4;
  data.set(addressBytes(updateAuthority), 1);
  data.set(addressBytes(mint), 33);
  let at = 65;
  for (const [field, text] of [
    ['name', name],
    ['symbol', symbol],
    ['uri', uri],
  ] as const) {
    const padded = new Uint8Array(METADATA_PADDING[field]);
    padded.set(new TextEncoder().encode(text).slice(0, padded.length));
    view.setUint32(at, padded.length, true);
    data.set(padded, at + 4);
    at += 4 + padded.length;
  }
  // Seller fee (u16) 0, creators None, primary sale false, then is_mutable; the edition nonce (the bump
  // of the mint's edition PDA) and the token standard (Fungible: a mint with decimals), both Some.
  const flags = at + 2 + 1 + 1;
  data[flags] = 1;
  data.set([1, editionBump(mint), 1, FUNGIBLE], flags + 1);
  return data;
}

/** Name, symbol and uri back from a metadata account, their padding cut (for the demo's list of launched pools). */
export function readMetadataNames(data: Uint8Array): { name: string; symbol: string; uri: string } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let at = 65;
  const read = () => {
    const length = view.getUint32(at, true);
    const text = new TextDecoder().decode(data.slice(at + 4, at + 4 + length)).replace(/\0+$/, '');
    at += 4 + length;
    return text;
  };
  return { name: read(), symbol: read(), uri: read() };
}
