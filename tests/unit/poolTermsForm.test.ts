import { describe, expect, it } from 'vitest';
import { emptyLaunchForm } from '../../site/logic/launchForm';
import { defaultPoolTerms, launchTermsOf, percentFee, poolTermsProblem } from '../../site/logic/poolTermsForm';

describe('the pool’s terms on the launch form', () => {
  it.each([
    ['0', { numerator: 0n, denominator: 10_000n }],
    ['5', { numerator: 500n, denominator: 10_000n }],
    ['0.1', { numerator: 10n, denominator: 10_000n }],
    ['1.25', { numerator: 125n, denominator: 10_000n }],
    [' 20 ', { numerator: 2_000n, denominator: 10_000n }],
    ['100', { numerator: 10_000n, denominator: 10_000n }],
    ['100.01', null],
    ['0.125', null],
    ['-1', null],
    ['1e2', null],
    ['', null],
  ])('%j as a fee: %o', (text, fee) => {
    expect(percentFee(text)).toEqual(fee);
  });

  it('says what is wrong with a term’s format; the caps are the launch’s to say', () => {
    expect(poolTermsProblem('epochFee', '21')).toBeNull();
    expect(poolTermsProblem('depositFee', 'abc')).toBe('Enter a percent from 0 to 100, with at most two decimals');
    expect(poolTermsProblem('vote', '')).toBe('Validator vote account is required');
    expect(poolTermsProblem('vote', 'nope')).toBe('Enter a valid Solana address');
    expect(poolTermsProblem('maxValidators', '10')).toBeNull();
    expect(poolTermsProblem('referralShare', 'x')).toBe('Please enter a valid number');
  });

  it('the launch’s terms from the spec’s form and the pool’s terms', () => {
    const form = { ...emptyLaunchForm, name: ' Evergreen ', symbol: 'EVG', uri: 'https://example.org/evg.json' };
    const vote = 'Vote111111111111111111111111111111111111111';
    expect(launchTermsOf(form, { ...defaultPoolTerms, vote })).toEqual({
      name: 'Evergreen',
      symbol: 'EVG',
      uri: 'https://example.org/evg.json',
      epochFee: { numerator: 500n, denominator: 10_000n },
      depositFee: { numerator: 0n, denominator: 10_000n },
      withdrawalFee: { numerator: 10n, denominator: 10_000n },
      referralPercent: 0,
      vote,
      maxValidators: 10,
    });
  });
});
