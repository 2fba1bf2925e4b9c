import { describe, expect, it } from 'vitest';
import { sayUnstake } from '../../widget/core/texts/unstakeEnglish';
import { say } from '../../widget/core/texts/english';
import { NoOfferError } from '../../widget/stake/chooseOffer';
import type { RouteOffer } from '../../widget/stake/routes/route';
import { runUnstake } from '../../widget/stake/runUnstake';
import type { StakeState } from '../../widget/stake/stakeFlow';
import type { UnstakeDeps, UnstakeRequest } from '../../widget/stake/unstakeFlow';
import { worded } from '../support/worded';

// The unstake runner's own decisions before any transaction is built (what the chain then does is
// tests/unit/unstakeJourney.test.ts's, on litesvm): each ends with what the card says, and the wallet
// is never asked.
const request: UnstakeRequest = {
  mint: 'mint',
  symbol: 'picoSOL',
  decimals: 9,
  tokenProgram: 'token',
  amount: 2_000_000_000n,
  wallet: 'me',
};

function deps(overrides: Partial<UnstakeDeps>) {
  const asked: string[] = [];
  const fail = (what: string) => () => {
    asked.push(what);
    throw new Error(`${what} should not be reached`);
  };
  const all: UnstakeDeps = {
    offer: async () => [],
    held: async () => ({ main: 5_000_000_000n, elsewhere: 0n }),
    confirm: async () => true,
    compileOwn: fail('compileOwn'),
    appendOwn: fail('appendOwn'),
    decode: fail('decode'),
    accounts: fail('accounts'),
    inspect: fail('inspect'),
    sign: fail('sign'),
    signatureOf: fail('signatureOf'),
    track: fail('track'),
    currentWallet: () => 'me',
    isWalletRejection: () => false,
    ...overrides,
  };
  return { deps: all, asked };
}

async function run(overrides: Partial<UnstakeDeps>) {
  const { deps: all, asked } = deps(overrides);
  const states: StakeState['phase'][] = [];
  const end = await runUnstake(all, request, (state) => states.push(state.phase), new AbortController().signal);
  return { end: worded(end), states, asked };
}

const offer = (check: RouteOffer['check'] = () => null): RouteOffer => ({
  route: 'swap-back',
  expectedOut: 1n,
  minimumOut: 1n,
  programIds: [],
  exit: { programIds: [], arrives: 'now', confirm: [] },
  check,
  build: async () => {
    throw new Error('not built');
  },
});

describe('runUnstake before the wallet', () => {
  it('no way out: the pool’s own reason', async () => {
    const reason = sayUnstake('exitReserveShort', { symbol: 'picoSOL' });
    const { end, asked } = await run({ offer: async () => Promise.reject(new NoOfferError([reason], [], [new Error('401')])) });
    expect(end).toEqual({
      phase: 'failed',
      message: "picoSOL's pool reserve cannot pay this much at once now: take a stake account or swap back.",
    });
    expect(asked).toEqual([]);
  });

  it('more than the staker holds: said with what they hold', async () => {
    const { end } = await run({ offer: async () => [offer()], held: async () => ({ main: 1_500_000_000n, elsewhere: 0n }) });
    expect(end).toEqual({ phase: 'failed', message: 'You hold 1.5 picoSOL: not enough for this amount.' });
  });

  it('nothing held: said so', async () => {
    const { end } = await run({ offer: async () => [offer()], held: async () => ({ main: 0n, elsewhere: 0n }) });
    expect(end).toEqual({ phase: 'failed', message: 'You hold no picoSOL to unstake.' });
  });

  it('what they hold could not be read: the program still enforces it, so the unstake goes on', async () => {
    const { end } = await run({ offer: async () => [offer()], held: async () => Promise.reject(new Error('429')) });
    // The build is reached (and fails here): the failed read did not stop it.
    expect(end).toMatchObject({ phase: 'failed', message: say('quoteFailed').text });
  });

  it('a quote that does not check out: the swap back’s refusal, with why', async () => {
    const { end, states } = await run({ offer: async () => [offer(() => say('invalidAmount'))] });
    expect(end).toEqual({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
      detail: 'Please enter a valid stake amount',
    });
    expect(states).toEqual(['quoting', 'failed']);
  });

  it('the wallet changed while the offers were asked: cancelled, nothing sent', async () => {
    let wallet = 'me';
    const { end } = await run({
      offer: async () => {
        wallet = 'someone else';
        return [offer()];
      },
      currentWallet: () => wallet,
    });
    expect(end).toEqual({ phase: 'cancelled', message: 'Your wallet disconnected or changed. Nothing was sent.' });
  });
});
