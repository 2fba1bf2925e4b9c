import { describe, expect, it, vi } from 'vitest';
import { page, resetPage } from '../../widget/core/page/page';

describe('the page object', () => {
  it('is one object for every caller until reset, which starts a fresh page and keeps the defaults', () => {
    const first = page();
    expect(page()).toBe(first);
    first.defaults = { config: { rpcUrl: 'https://rpc.example/' } };
    first.lstLists.set('https://lst.example', Promise.resolve([]));
    first.wallet.setState({ publicKey: 'Staker111' });
    const undo = vi.fn();
    first.onReset.push(undo);

    resetPage();
    const second = page();
    expect(second).not.toBe(first);
    expect(undo).toHaveBeenCalledOnce();
    expect(second.wallet).not.toBe(first.wallet);
    expect(second.wallet.getState().publicKey).toBeNull();
    expect(second.lstLists.size).toBe(0);
    expect(second.defaults).toEqual({ config: { rpcUrl: 'https://rpc.example/' } });
  });
});
