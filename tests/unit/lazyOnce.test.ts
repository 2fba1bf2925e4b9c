import { describe, expect, it } from 'vitest';
import { lazyOnce } from '../../widget/core/page/lazyOnce';

describe('lazyOnce', () => {
  it('loads once and shares the result', async () => {
    let loads = 0;
    const load = lazyOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const load = lazyOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return 'ok';
    });
    await expect(load()).rejects.toThrow('chunk failed');
    expect(await load()).toBe('ok');
    expect(loads).toBe(2);
  });
});
