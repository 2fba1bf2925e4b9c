import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_LABEL_MS, createCopyFeedback } from '../../widget/core/page/copied';

afterEach(() => vi.useRealTimers());

describe('copy feedback', () => {
  it('says copied once the write succeeded, for COPIED_LABEL_MS, and a second copy starts the time again', async () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const feedback = createCopyFeedback((copied) => seen.push(copied));
    await feedback.copy(async () => {});
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(COPIED_LABEL_MS - 1);
    await feedback.copy(async () => {});
    vi.advanceTimersByTime(COPIED_LABEL_MS - 1);
    expect(seen).toEqual([true, true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, true, false]);
  });

  it('claims nothing when the write fails, and says nothing after it is disposed', async () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const feedback = createCopyFeedback((copied) => seen.push(copied));
    await feedback.copy(() => Promise.reject(new Error('no permission')));
    expect(seen).toEqual([]);
    await feedback.copy(async () => {});
    feedback.dispose();
    vi.advanceTimersByTime(COPIED_LABEL_MS * 2);
    expect(seen).toEqual([true]);
  });
});
