import { fireEvent, screen } from '@testing-library/react';
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
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} lang="es" />);
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    const submit = screen.getByRole('button', { name: 'Start Staking' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true); // nothing typed yet
    // English numbers too, so the hint never names a mark the field refuses: "1.5" is 1.5 SOL.
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe('0.0');
    fireEvent.input(screen.getByRole('textbox'), { target: { value: '1,5' } });
    await screen.findByText('Use a dot (.) as the decimal separator, for example 1.5');
    fireEvent.input(screen.getByRole('textbox'), { target: { value: '1.5' } });
    await screen.findByText('You receive ≈ 1.4286 evgSOL', {}, { timeout: 3000 });
    expect(submit.disabled).toBe(false);
    expect(
      services.requests
        .filter((request) => request.service === 'swap-quote')
        .map((request) => new URL(request.url).searchParams.get('amount')),
    ).toEqual(['1500000000']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the es texts did not load; showing English'), expect.anything());
    warn.mockRestore();
  });
});
