import { describe, expect, it } from 'vitest';
import { parseActions } from '../../widget/core/config/cardActions';
import { sayRun } from '../../widget/core/texts/runEnglish';
import { sayUnstake } from '../../widget/core/texts/unstakeEnglish';
import type { RouteOffer } from '../../widget/stake/routes/route';
import { unstakeEvent } from '../../widget/stake/unstakeEvents';
import { chosenExit, defaultExit, exitCandidates } from '../../widget/stake/unstakeFlow';
import { inEnglish } from '../../widget/core/texts/said';

describe('the actions attribute', () => {
  it.each([
    [undefined, ['stake', 'unstake']],
    ['', ['stake', 'unstake']],
    ['stake unstake', ['stake', 'unstake']],
    ['unstake stake', ['stake', 'unstake']],
    ['stake', ['stake']],
    [' Unstake ', ['unstake']],
    ['stake,unstake', ['stake', 'unstake']],
    ['swap', ['stake', 'unstake']],
    [['unstake'], ['unstake']],
  ] as const)('%j offers %j', (value, actions) => {
    expect(parseActions(value)).toEqual(actions);
  });
});

const offer = (route: RouteOffer['route'], minimumOut: bigint, arrives: 'now' | 'after-deactivation'): RouteOffer => ({
  route,
  expectedOut: minimumOut,
  minimumOut,
  programIds: [],
  exit: { programIds: [], arrives, confirm: [] },
  check: () => null,
  build: async () => new Uint8Array(),
});

describe('which way out the card takes', () => {
  const stake = offer('stake-account', 999_900_000n, 'after-deactivation');
  const instant = offer('instant', 998_800_000n, 'now');
  const swap = offer('swap-back', 995_100_000n, 'now');

  it('the most SOL available now, though a stake account gives more later', () => {
    expect(defaultExit([stake, instant, swap])).toBe(instant);
    expect(defaultExit([stake, swap])).toBe(swap);
  });

  it('a stake account when nothing pays now; nothing when nothing is offered', () => {
    expect(defaultExit([stake])).toBe(stake);
    expect(defaultExit([])).toBeUndefined();
  });

  it('the staker’s pick while it is offered, else the default', () => {
    expect(chosenExit([stake, instant, swap], 'stake-account')).toBe(stake);
    expect(chosenExit([instant, swap], 'stake-account')).toBe(instant);
  });
});

describe('the ways out a click tries, in order', () => {
  const stake = offer('stake-account', 999_900_000n, 'after-deactivation');
  const instant = offer('instant', 998_800_000n, 'now');
  const swap = offer('swap-back', 999_000_000n, 'now');

  it('the staker’s pick alone: its refusal is theirs to see', () => {
    expect(exitCandidates([stake, instant, swap], 'swap-back')).toEqual([swap]);
    expect(exitCandidates([stake, instant, swap], 'stake-account')).toEqual([stake]);
  });

  it('no pick: the default, then the next paid now; never a stake account in place of SOL now', () => {
    expect(exitCandidates([stake, instant, swap])).toEqual([swap, instant]);
    expect(exitCandidates([stake, instant, swap], 'swap-back', [])).toEqual([swap]);
    expect(exitCandidates([stake])).toEqual([stake]);
    expect(exitCandidates([])).toEqual([]);
  });

  it('a way out refused at an earlier click comes after every other', () => {
    expect(exitCandidates([stake, instant, swap], undefined, ['swap-back'])).toEqual([instant, swap]);
    // Nothing else paid now: the card shows the stake account as its choice (the staker sees it before the next click).
    expect(exitCandidates([stake, swap], undefined, ['swap-back'])).toEqual([stake]);
  });
});

describe('unstake events', () => {
  const words = (said: Parameters<typeof inEnglish>[0] | string) => (typeof said === 'string' ? said : inEnglish(said));
  it('a success names the route, the LST amount and the SOL the checked simulation gave', () => {
    const state = { phase: 'success', signature: 'sig', received: null, simulated: 998_793_800n, decimals: 9, route: 'instant' } as const;
    expect(unstakeEvent('mint', { state, amount: 750_000_000n }, words)).toEqual({
      name: 'success',
      detail: { mint: 'mint', signature: 'sig', amount: '750000000', received: '998793800', route: 'instant' },
    });
  });

  it('a failure after sending keeps its signature; a figure not confirmed is a cancel', () => {
    const failed = { phase: 'failed', message: sayRun('stoppedChecking'), detail: 'timeout', signature: 'sig' } as const;
    expect(unstakeEvent('mint', { state: failed, amount: 1n }, words)).toEqual({
      name: 'failure',
      detail: {
        mint: 'mint',
        amount: '1',
        message: inEnglish(sayRun('stoppedChecking')),
        messageKey: 'stoppedChecking',
        detail: 'timeout',
        signature: 'sig',
      },
    });
    const cancelled = { phase: 'cancelled', message: sayUnstake('exitNotConfirmed') } as const;
    expect(unstakeEvent('mint', { state: cancelled, amount: 1n }, words)).toEqual({
      name: 'cancel',
      detail: {
        mint: 'mint',
        amount: '1',
        message: 'You did not confirm the figures. Nothing was signed.',
        messageKey: 'exitNotConfirmed',
      },
    });
    expect(unstakeEvent('mint', { state: { phase: 'quoting' }, amount: 1n }, words)).toBeNull();
  });
});
