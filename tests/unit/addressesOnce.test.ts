// Every program id and sysvar address is written once, in widget/core, and imported everywhere else
// (issue 36): the guard trusts these accounts by their exact address, so two spellings of one of them
// are two lists that can drift apart. A grep of the source, as a reviewer would do it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOADERS } from '../../widget/core/addresses/loaders';
import { METADATA_PROGRAM } from '../../widget/core/addresses/metadataProgram';
import * as nativePrograms from '../../widget/core/addresses/nativePrograms';
import * as splPrograms from '../../widget/core/addresses/splPrograms';
import * as sysvars from '../../widget/core/addresses/sysvars';
import { DEFAULT_AGGREGATOR_PROGRAM_IDS } from '../../widget/core/guard/aggregatorPrograms';
import { KNOWN_PROGRAM_DATA, KNOWN_PROGRAMS } from '../../widget/core/guard/knownPrograms';
import { WALLET_ASSERTION_PROGRAMS } from '../../widget/core/guard/programs';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';

/** The product's source: the widget, the demo and the site (tests may state an address on their own; data files are copies of services' answers). */
const ROOTS = ['widget', 'demo', 'site'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
/** A base58 address written out in quotes or a template without `${}`: 32 to 44 characters of the alphabet. */
const ADDRESS_LITERAL = /(['"`])([1-9A-HJ-NP-Za-km-z]{32,44})\1/g;

/**
 * Addresses that may be written in more than one file, each with the reason it must stay so. Empty
 * today: the all-zero address, both the System program and the Stake program's "no custodian", is
 * spelt once (stakeAccount.ts names it from nativePrograms.ts).
 */
const ALLOWED_TWICE: Readonly<Record<string, string>> = {};

/** Every program and sysvar address the widget names, from their homes. */
const HOMED: ReadonlySet<string> = new Set(
  [
    ...Object.values(nativePrograms),
    ...Object.values(splPrograms),
    ...Object.values(sysvars).flat(),
    ...LOADERS,
    METADATA_PROGRAM,
    ...Object.values(POOL_PROGRAM_IDS),
    ...DEFAULT_AGGREGATOR_PROGRAM_IDS,
    ...WALLET_ASSERTION_PROGRAMS,
    ...KNOWN_PROGRAMS,
    ...KNOWN_PROGRAM_DATA,
  ].filter((value): value is string => typeof value === 'string'),
);

/**
 * Whether a literal is a program's or a sysvar's address: one the homes name, or one that looks like the
 * runtime's own (a sysvar's name, or a native program's name padded with 1s), so a new one written twice
 * is caught before it has a home.
 */
const isProgramOrSysvar = (address: string) => HOMED.has(address) || address.startsWith('Sysvar') || /1{10}$/.test(address);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(item.name) ? [path] : [];
  });
}

/** Each address literal in the files, with the files that write it (paths relative to the repository). */
function addressLiterals(files: readonly { path: string; text: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const [, , address] of text.matchAll(ADDRESS_LITERAL)) {
      const where = found.get(address!) ?? [];
      if (!where.includes(path)) where.push(path);
      found.set(address!, where);
    }
  }
  return found;
}

/** The addresses written in more than one file and not allowed to be, with those files. */
const writtenTwice = (literals: Map<string, string[]>, which: (address: string) => boolean) =>
  Object.fromEntries([...literals].filter(([address, files]) => which(address) && files.length > 1 && !(address in ALLOWED_TWICE)));

const root = process.cwd();
const literals = addressLiterals(
  ROOTS.flatMap((folder) => sourceFiles(join(root, folder))).map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);

describe('every program id and sysvar address is written once', () => {
  it('finds the addresses it looks for, and a second spelling of one', () => {
    expect(literals.get(sysvars.CLOCK_SYSVAR)).toEqual(['widget/core/addresses/sysvars.ts']);
    expect(literals.get(splPrograms.MEMO_PROGRAM)).toEqual(['widget/core/addresses/splPrograms.ts']);
    const planted = addressLiterals([
      { path: 'widget/core/addresses/sysvars.ts', text: `export const CLOCK_SYSVAR = '${sysvars.CLOCK_SYSVAR}';` },
      { path: 'demo/x.ts', text: `const clock = \`${sysvars.CLOCK_SYSVAR}\`; const vote = "Vote111111111111111111111111111111111111111";` },
      { path: 'widget/x.ts', text: `const vote = 'Vote111111111111111111111111111111111111111';` },
    ]);
    expect(writtenTwice(planted, isProgramOrSysvar)).toEqual({
      [sysvars.CLOCK_SYSVAR]: ['widget/core/addresses/sysvars.ts', 'demo/x.ts'],
      Vote111111111111111111111111111111111111111: ['demo/x.ts', 'widget/x.ts'],
    });
  });

  it('in one file of widget/, demo/ and site/: a program’s or a sysvar’s', () => {
    expect(writtenTwice(literals, isProgramOrSysvar)).toEqual({});
  });

  it('and that file is in widget/core, where everything else imports it from', () => {
    const elsewhere = [...literals].filter(([address, [file]]) => isProgramOrSysvar(address) && !file!.startsWith('widget/core/'));
    expect(Object.fromEntries(elsewhere)).toEqual({});
  });

  it('in one file too: any other address (a mint, a demo account), since a copy drifts the same way', () => {
    expect(writtenTwice(literals, (address) => !isProgramOrSysvar(address))).toEqual({});
  });

  it('allows only addresses that are still written twice', () => {
    for (const address of Object.keys(ALLOWED_TWICE)) expect(literals.get(address)?.length ?? 0).toBeGreaterThan(1);
  });
});
