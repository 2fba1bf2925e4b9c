// @vitest-environment happy-dom
// The elements' published types name exactly the attributes the elements observe: a new attribute
// without its type (or a typed one the element ignores) fails here. Whether a wrong attribute fails a
// type check is tested where an app meets it: tests/consumer/app/src/ElementsApp.tsx (@ts-expect-error).
import { describe, expect, it } from 'vitest';
import { defineStakeElements } from '../../widget/element';
import type { HTMLLstStakeElement, HTMLLstWalletButtonElement, LstStakeAttributes, LstWalletButtonAttributes } from '../../widget/element';

/** Every key of T, listed: the compiler refuses a list that misses one or names one T lacks. */
const keysOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : never)) =>
    keys;

const stakeAttributes = keysOf<LstStakeAttributes>()([
  'mint',
  'pool',
  'wallet-button',
  'display',
  'position',
  'amount',
  'fixed-amount',
  'referrer',
  'max-fee-bps',
  'max-epoch-fee-bps',
  'actions',
  'explorer',
  'theme',
  'lang',
  'labels',
  'lst-api-url',
  'quote-api-url',
  'aggregator-api-url',
  'aggregator-api-key',
  'quote-api-key',
  'rpc-url',
  'cluster',
  'max-priority-fee-lamports',
]);
const walletButtonAttributes = keysOf<LstWalletButtonAttributes>()([
  'lang',
  'labels',
  'lst-api-url',
  'quote-api-url',
  'aggregator-api-url',
  'aggregator-api-key',
  'quote-api-key',
  'rpc-url',
  'cluster',
  'max-priority-fee-lamports',
]);

describe("the elements' types", () => {
  defineStakeElements();
  const observed = (tag: string) =>
    [...((customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes ?? [])].sort();

  it('<lst-stake>: one typed attribute per observed attribute', () => {
    expect(observed('lst-stake')).toEqual([...stakeAttributes].sort());
  });

  it('<lst-wallet-button>: one typed attribute per observed attribute', () => {
    expect(observed('lst-wallet-button')).toEqual([...walletButtonAttributes].sort());
  });

  it('document.createElement and querySelector return the typed elements', () => {
    const card: HTMLLstStakeElement = document.createElement('lst-stake');
    const button: HTMLLstWalletButtonElement = document.createElement('lst-wallet-button');
    expect(card).toBeInstanceOf(customElements.get('lst-stake')!);
    expect(button).toBeInstanceOf(customElements.get('lst-wallet-button')!);
  });
});
