import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StakeCard } from '../../widget/react/StakeCard';
import { WalletButton } from '../../widget/react/WalletButton';
import { evergreen } from '../../demo/demoProjects';
import { renderWidget } from '../support/renderWidget';

const field = () => screen.getByRole('textbox') as HTMLInputElement;
const type = (value: string) => fireEvent.input(field(), { target: { value } });
const quotedAmounts = (services: ReturnType<typeof renderWidget>['services']) =>
  services.requests.filter((request) => request.service === 'swap-quote').map((request) => new URL(request.url).searchParams.get('amount'));

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('a card in German', () => {
  it('speaks German, reads "1,5" as exactly 1.5 SOL and shows amounts the German way', async () => {
    const onStakeSuccess = vi.fn();
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} lang="de" onStakeSuccess={onStakeSuccess} />, {
      connected: true,
    });
    await screen.findByRole('heading', { name: 'SOL für evgSOL staken' });
    expect(screen.getByLabelText('Stake-Betrag')).toBe(field());
    expect(field().placeholder).toBe('0,0');
    await screen.findByText('Guthaben: 100 SOL');
    type('1,5');
    await screen.findByText('Sie erhalten ≈ 1,4286 evgSOL', {}, { timeout: 3000 });
    expect(quotedAmounts(services).at(-1)).toBe('1500000000');
    fireEvent.click(screen.getByRole('button', { name: 'Staking starten' }));
    await screen.findByText('Sie erhalten ungefähr 1,4286 LST-Token', {}, { timeout: 3000 });
    // The link is named in German and leads to the explorer, in a new tab.
    const explorer = screen.getByRole('link', { name: 'Transaktion im Explorer ansehen' }) as HTMLAnchorElement;
    expect(explorer.href).toMatch(/^https:\/\/\S+\/tx\/\w+/);
    expect(explorer.target).toBe('_blank');
    expect(onStakeSuccess.mock.calls[0]![0]).toMatchObject({ lamports: '1500000000' });
  });

  it.each([
    ['1.5', 'Verwenden Sie ein Komma (,) als Dezimaltrennzeichen, zum Beispiel 1,5'],
    ['1.000,5', 'Verwenden Sie ein Komma (,) als Dezimaltrennzeichen, zum Beispiel 1,5'],
    ['1 000', 'Geben Sie eine einfache Dezimalzahl ein, zum Beispiel 1,5'],
    ['1,0000000001', 'Höchstens 9 Nachkommastellen'],
  ])('refuses %j with a German hint and quotes nothing', async (value, hint) => {
    const { services, container } = renderWidget(<StakeCard mint={evergreen.mint} lang="de" />, { connected: true });
    await screen.findByRole('heading', { name: 'SOL für evgSOL staken' });
    type(value);
    expect(screen.getByText(hint).id).toBe(field().getAttribute('aria-describedby'));
    // A quote is only ever fetched for a preview that is pending ("Angebot wird abgerufen…" until it
    // answers). An empty preview means nothing is waiting to be quoted, now or after the typing pause.
    expect(container.querySelector('.lst-preview')!.textContent).toBe('');
    expect(quotedAmounts(services)).toEqual([]);
  });

  it('fills the presets in with a decimal comma', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} lang="de-AT" />, { connected: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Max.' }));
    expect(field().value).toBe('99,99');
  });

  it('shows an attribute’s amount (written with a dot) with a comma, and stakes exactly it', async () => {
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} lang="de" fixedAmount="2.25" />, { connected: true });
    await screen.findByRole('heading', { name: 'SOL für evgSOL staken' });
    expect(field().value).toBe('2,25');
    await waitFor(() => expect(quotedAmounts(services).at(-1)).toBe('2250000000'), { timeout: 3000 });
  });

  it('explains a fixed amount written with a comma as the attribute is written: with a dot', async () => {
    renderWidget(<StakeCard mint={evergreen.mint} lang="de" fixedAmount="1,5" />, { connected: true });
    await screen.findByText(
      'Diese Karte ist mit einem Betrag eingerichtet, den sie nicht staken kann (Use a dot (.) as the decimal separator, for example 1.5).',
    );
    expect((screen.getByRole('button', { name: 'Staking starten' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the page in German, with the key that does not change', async () => {
    const onStakeCancel = vi.fn();
    const { wallet } = renderWidget(<StakeCard mint={evergreen.mint} lang="de" onStakeCancel={onStakeCancel} />, { connected: true });
    await screen.findByRole('heading', { name: 'SOL für evgSOL staken' });
    wallet.refuse = true;
    type('1');
    fireEvent.click(screen.getByRole('button', { name: 'Staking starten' }));
    await screen.findByText('Staking in Ihrer Wallet abgebrochen. Es wurde nichts gesendet.', {}, { timeout: 3000 });
    expect(onStakeCancel.mock.calls[0]![0]).toMatchObject({
      message: 'Staking in Ihrer Wallet abgebrochen. Es wurde nichts gesendet.',
      messageKey: 'cancelled',
    });
  });
});

describe('languages and labels', () => {
  it.each([
    ['es', 'Haz staking de SOL por evgSOL', 'Empezar staking'],
    ['zh-CN', '质押 SOL 获取 evgSOL', '开始质押'],
    ['en', 'Stake SOL for evgSOL', 'Start Staking'],
    ['fr', 'Stake SOL for evgSOL', 'Start Staking'],
  ])('lang=%j', async (lang, title, submit) => {
    const { container } = renderWidget(<StakeCard mint={evergreen.mint} lang={lang} />);
    await screen.findByRole('heading', { name: title });
    // The form's own submit button says it in that language.
    expect(container.querySelector('form button[type="submit"]')!.textContent).toBe(submit);
  });

  it('takes the page’s <html lang> when the card names none', async () => {
    document.documentElement.lang = 'es';
    renderWidget(<StakeCard mint={evergreen.mint} />);
    await screen.findByRole('heading', { name: 'Haz staking de SOL por evgSOL' });
  });

  it('follows a change of the page’s <html lang> (a language switcher), keeping what the staker typed', async () => {
    document.documentElement.lang = 'es';
    const { services } = renderWidget(<StakeCard mint={evergreen.mint} />);
    await screen.findByRole('heading', { name: 'Haz staking de SOL por evgSOL' });
    type('1,5');
    await screen.findByText('Recibes ≈ 1,4286 evgSOL', {}, { timeout: 3000 });
    document.documentElement.lang = 'de';
    await screen.findByRole('heading', { name: 'SOL für evgSOL staken' });
    expect(field().value).toBe('1,5');
    await screen.findByText('Sie erhalten ≈ 1,4286 evgSOL');
    // In English the comma is not a decimal mark: refused with a hint, never read as 15 SOL.
    document.documentElement.lang = 'en';
    await screen.findByText('Use a dot (.) as the decimal separator, for example 1.5');
    expect(field().value).toBe('1,5');
    expect(quotedAmounts(services).every((amount) => amount === '1500000000')).toBe(true);
  });

  it('puts the page’s labels over the language, and shows them as text, never markup', async () => {
    const { container } = renderWidget(
      <StakeCard mint={evergreen.mint} lang="de" labels={{ submit: '<img src=x onerror="alert(1)">', title: '{symbol} kaufen' }} />,
    );
    await screen.findByRole('heading', { name: 'evgSOL kaufen' });
    expect(container.querySelector('form button[type="submit"]')!.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    // Labels the page did not set stay in the card's language.
    expect(screen.getByRole('textbox', { name: 'Stake-Betrag' })).toBe(field());
  });

  it('ignores labels that are not strings, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const labels = { submit: 42, title: null } as unknown as Record<string, string>;
    const { container } = renderWidget(<StakeCard mint={evergreen.mint} labels={labels} />);
    await screen.findByRole('heading', { name: 'Stake SOL for evgSOL' });
    expect(container.querySelector('form button[type="submit"]')!.textContent).toBe('Start Staking');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('submit, title are not strings'));
    warn.mockRestore();
  });

  it('gives the wallet button the provider’s language', async () => {
    renderWidget(<WalletButton />, { lang: 'zh' });
    await screen.findByRole('button', { name: '选择钱包' });
  });
});
