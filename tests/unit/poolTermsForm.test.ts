import { describe, expect, it } from 'vitest';
import { emptyLaunchForm, validateLaunchForm } from '../../site/logic/launchForm';
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

  it('says what is wrong with a term’s format and its limits, so every problem shows in one pass', () => {
    // The fee caps stakers' cards hold a pool to: 20 % of rewards, 1 % in or out.
    expect(poolTermsProblem('epochFee', '20')).toBeNull();
    expect(poolTermsProblem('epochFee', '21')).toBe("At most 20 %: stakers' cards refuse a pool that takes more.");
    expect(poolTermsProblem('depositFee', '1')).toBeNull();
    expect(poolTermsProblem('depositFee', '1.01')).toBe("At most 1 %: stakers' cards refuse a pool that takes more.");
    expect(poolTermsProblem('withdrawalFee', '2')).toBe("At most 1 %: stakers' cards refuse a pool that takes more.");
    expect(poolTermsProblem('referralShare', '101')).toBe('A share from 0 to 100 %.');
    expect(poolTermsProblem('maxValidators', '0')).toBe('A whole number from 1 to 1,000.');
    expect(poolTermsProblem('maxValidators', '1001')).toBe('A whole number from 1 to 1,000.');
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

describe('the spec’s fields on the launch form', () => {
  it('says the name, symbol and URI over Metaplex’s byte limits with the required fields, in the launch’s words', () => {
    expect(
      validateLaunchForm({
        ...emptyLaunchForm,
        name: 'é'.repeat(17),
        symbol: 'ORCHARDSOL1',
        uri: `https://example.org/${'a'.repeat(190)}`,
      }),
    ).toEqual({
      name: 'The name is 34 bytes long; Metaplex allows at most 32 bytes (an accented letter counts as 2).',
      symbol: 'The symbol is 11 bytes long; Metaplex allows at most 10 bytes.',
      uri: 'The URI is 210 bytes long; Metaplex allows at most 200 bytes.',
      originTokenAddress: 'Origin token address is required',
    });
  });
});
