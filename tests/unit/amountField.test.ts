import { describe, expect, it } from 'vitest';
import { createStore } from '../../widget/core/page/createStore';
import { createAmountField, type AmountFieldState } from '../../widget/stake/amountField';

const field = (options: Omit<Parameters<typeof createAmountField>[1], 'decimals'> = {}) => {
  const store = createStore<{ amount: AmountFieldState }>({ amount: { text: '', fixed: false, parsed: { ok: false, problem: 'empty' } } });
  return { store, field: createAmountField(store, { decimals: 9, ...options }) };
};

describe('the amount field', () => {
  it('reads what is typed in the language’s number format, again when the language changes', () => {
    const { store, field: amount } = field({ text: '1,5', separator: ',' });
    expect(amount.baseUnits()).toBe(1_500_000_000n);
    expect(amount.setSeparator(',')).toBe(false);
    expect(amount.setSeparator('.')).toBe(true);
    expect(store.getState().amount).toEqual({ text: '1,5', fixed: false, parsed: { ok: false, problem: 'separator' } });
    amount.type('2.25');
    expect(amount.baseUnits()).toBe(2_250_000_000n);
  });

  it('keeps a preset’s amount exactly as given, shown with the language’s mark', () => {
    const { store, field: amount } = field({ separator: ',' });
    amount.pick(24_997_500_001n);
    expect(store.getState().amount).toEqual({ text: '24,997500001', fixed: false, parsed: { ok: true, baseUnits: 24_997_500_001n } });
  });

  it('reads a fixed amount with a dot in every language, and says whether fixing changed anything', () => {
    const { store, field: amount } = field({ fixedAmount: '1.5', separator: ',' });
    expect(amount.baseUnits()).toBe(1_500_000_000n);
    expect(amount.fix('1.5')).toBe(false);
    // The language changing does not re-read the page's attribute.
    amount.setSeparator('.');
    expect(store.getState().amount.parsed).toEqual({ ok: true, baseUnits: 1_500_000_000n });
    expect(amount.fix(undefined)).toBe(true);
    expect(store.getState().amount).toEqual({ text: '', fixed: false, parsed: { ok: false, problem: 'empty' } });
    expect(amount.fix(undefined)).toBe(false);
    expect(amount.fix('ten')).toBe(true);
    expect(amount.baseUnits()).toBeNull();
  });
});
