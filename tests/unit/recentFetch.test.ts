import { describe, expect, it } from 'vitest';
import { createRecentFetch } from '../../widget/core/page/recentFetch';

describe('createRecentFetch', () => {
  it('reuses the kept fetch for the same key while it is younger than the limit', async () => {
    let clock = 0;
    const recent = createRecentFetch<number>(20_000, () => clock);
    const first = recent.start('a', async () => 1);
    expect(recent.fresh('a')).toBe(first);
    expect(recent.fresh('b')).toBeNull();
    clock = 19_999;
    expect(recent.fresh('a')).toBe(first);
    clock = 20_000;
    expect(recent.fresh('a')).toBeNull();
  });

  it('keeps only the latest start', async () => {
    const recent = createRecentFetch<number>(20_000, () => 0);
    recent.start('a', async () => 1);
    const second = recent.start('b', async () => 2);
    expect(recent.fresh('a')).toBeNull();
    expect(recent.fresh('b')).toBe(second);
    recent.clear();
    expect(recent.fresh('b')).toBeNull();
  });

  it('forgets a failure, but not a newer fetch started meanwhile', async () => {
    const recent = createRecentFetch<number>(20_000, () => 0);
    const failing = recent.start('a', async () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(recent.fresh('a')).toBeNull();

    let fail!: (error: Error) => void;
    const slow = recent.start('a', () => new Promise<number>((_, reject) => (fail = reject)));
    const newer = recent.start('a', async () => 3);
    fail(new Error('late'));
    await expect(slow).rejects.toThrow('late');
    expect(recent.fresh('a')).toBe(newer);
  });
});
