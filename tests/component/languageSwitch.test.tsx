// A page's language switcher changes <html lang> while a stake is under way. Chinese is loaded by no
// other test in this file, so its chunk arrives only after the switch: the card must stay mounted
// meanwhile (a stake in flight and a typed amount are the card's state) and then speak Chinese.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translationReady } from '../../widget/core/texts/translations';
import { StakeCard } from '../../widget/react/StakeCard';
import { evergreen } from '../../demo/demoProjects';
import { holdPrompt } from '../support/holdPrompt';
import { renderWidget } from '../support/renderWidget';

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('a language switch during a stake', () => {
  it('keeps the stake and its progress while the new language loads, then says the outcome in it', async () => {
    expect(translationReady('zh')).toBe(false);
    const { services, wallet } = renderWidget(<StakeCard mint={evergreen.mint} />, { connected: true });
    const answer = holdPrompt(wallet);
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    fireEvent.input(screen.getByRole('textbox'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Staking' }));
    await screen.findByText('Approve the transaction in your wallet.');
    const field = screen.getByRole('textbox') as HTMLInputElement;
    document.documentElement.lang = 'zh-CN';
    // Until the chunk is in, the English card stays as it was: nothing unmounts, nothing is lost.
    await screen.findByText('请在钱包中批准交易。');
    expect(screen.getByRole('textbox')).toBe(field);
    expect(field.value).toBe('1');
    answer();
    await screen.findByText('你将收到约 0.9524 个 LST 代币', {}, { timeout: 3000 });
    expect(wallet.prompts).toBe(1);
    await waitFor(() => expect(services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1));
  });
});
