import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { evergreen } from '../../demo/demoProjects';
import { renderWidget } from '../support/renderWidget';

// The Spanish chunk cannot be fetched (a flaky network, a host that lost the file).
vi.mock('../../widget/core/texts/translations/es', () => {
  throw new Error('chunk offline');
});

describe('a language that does not load', () => {
  it('leaves a working card in English, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidget(<StakeCard mint={evergreen.mint} lang="es" />);
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    expect(screen.getByRole('button', { name: 'Start Staking' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the es texts did not load; showing English'), expect.anything());
    warn.mockRestore();
  });
});
