// Where the guard sees a token account closed and where its lamports go: the transaction's own close
// instructions, and the closes its programs make, as an RPC reports them parsed (the token programs)
// or raw (accounts and data). A simulation whose RPC said nothing of what was invoked is incomplete:
// a close by a program could not be seen, and the staker's position refuses what it cannot see.
import { describe, expect, it } from 'vitest';
import { accountCloses, innerData, type InnerInstruction } from '../../widget/core/guard/accountCloses';
import type { ResolvedMessage } from '../../widget/core/guard/decodedMessage';
import { PROGRAMS } from '../../widget/core/guard/programs';

const message = (instructions: ResolvedMessage['instructions'], keys: string[]): ResolvedMessage => ({
  signaturesRequired: 1,
  readonlySigned: 0,
  readonlyUnsigned: 1,
  staticKeys: keys,
  recentBlockhash: '11111111111111111111111111111111',
  instructions,
  lookups: [],
  accountKeys: keys,
  writable: keys.slice(0, 3),
});
const invoked = (change: Partial<InnerInstruction>): InnerInstruction => ({
  programId: PROGRAMS.token,
  accounts: null,
  data: null,
  parsed: null,
  ...change,
});

describe('accountCloses', () => {
  const keys = ['Wallet', 'Account', 'Elsewhere', PROGRAMS.token];
  const topLevelClose = { programIndex: 3, accounts: [1, 0, 0], data: Uint8Array.of(9) };

  it('reads the transaction’s own close, and is incomplete when the RPC did not report what was invoked', () => {
    expect(accountCloses(message([topLevelClose], keys), null)).toEqual({
      seen: [{ account: 'Account', destination: 'Wallet' }],
      complete: false,
    });
  });

  it('reads a close a program made, parsed by the RPC or raw, and nothing else of the token programs', () => {
    const inner = [
      invoked({ parsed: { type: 'closeAccount', info: { account: 'A', destination: 'B', owner: 'C' } } }),
      invoked({ accounts: ['D', 'E', 'F'], data: Uint8Array.of(9) }),
      invoked({ accounts: ['G', 'H', 'I'], data: Uint8Array.of(3, 1, 0, 0, 0, 0, 0, 0, 0) }),
      invoked({ parsed: { type: 'transfer', info: { source: 'J', destination: 'K' } } }),
      invoked({ programId: PROGRAMS.system, accounts: ['L', 'M'], data: Uint8Array.of(9) }),
    ];
    expect(accountCloses(message([], keys), inner)).toEqual({
      seen: [
        { account: 'A', destination: 'B' },
        { account: 'D', destination: 'E' },
      ],
      complete: true,
    });
  });

  it('reads an RPC’s base58 data, and gives up on what is not base58', () => {
    expect(innerData('A')).toEqual(Uint8Array.of(9));
    expect(innerData('0OIl')).toBeNull();
  });
});
