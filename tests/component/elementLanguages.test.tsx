import { waitFor, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { defineDemoElements, mount } from '../support/demoElements';

beforeAll(() => void defineDemoElements());

/** The element's heading once its live card shows its token. */
const heading = (element: Element, name: string) =>
  waitFor(() => within(element.shadowRoot!.firstElementChild as HTMLElement).getByRole('heading', { name }), { timeout: 3000 });

describe('<lst-stake> languages and labels', () => {
  it('speaks its closest ancestor’s language, or its own lang', async () => {
    const host = mount(
      `<section lang="de"><lst-stake mint="${evergreen.mint}"></lst-stake><lst-stake lang="zh" mint="${evergreen.mint}"></lst-stake></section>`,
    );
    const [german, chinese] = Array.from(host.querySelectorAll('lst-stake'));
    await heading(german!, 'SOL für evgSOL staken');
    await heading(chinese!, '质押 SOL 获取 evgSOL');
    host.remove();
  });

  it('follows a change of its lang attribute', async () => {
    const host = mount(`<lst-stake lang="es" mint="${evergreen.mint}"></lst-stake>`);
    const element = host.querySelector('lst-stake')!;
    await heading(element, 'Haz staking de SOL por evgSOL');
    element.setAttribute('lang', 'de');
    await heading(element, 'SOL für evgSOL staken');
    host.remove();
  });

  it('follows a change of its ancestor’s or the page’s language, as a page’s language switcher makes it', async () => {
    const host = mount(`<section lang="de"><lst-stake mint="${evergreen.mint}"></lst-stake></section>`);
    const element = host.querySelector('lst-stake')!;
    await heading(element, 'SOL für evgSOL staken');
    host.querySelector('section')!.setAttribute('lang', 'es');
    await heading(element, 'Haz staking de SOL por evgSOL');
    host.querySelector('section')!.removeAttribute('lang');
    document.documentElement.lang = 'zh';
    await heading(element, '质押 SOL 获取 evgSOL');
    document.documentElement.removeAttribute('lang');
    await heading(element, 'Stake SOL for evgSOL');
    host.remove();
  });

  it('takes labels as JSON, over its language', async () => {
    const host = mount(`<lst-stake lang="de" mint="${evergreen.mint}" labels='{"title":"{symbol} jetzt kaufen"}'></lst-stake>`);
    const element = host.querySelector('lst-stake')!;
    await heading(element, 'evgSOL jetzt kaufen');
    expect(element.shadowRoot!.textContent).toContain('Staking starten');
    host.remove();
  });

  it('keeps its own words when the labels are not JSON, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = mount(`<lst-stake mint="${evergreen.mint}" labels="{submit: Go}"></lst-stake>`);
    const element = host.querySelector('lst-stake')!;
    await heading(element, 'Stake SOL for evgSOL');
    expect(element.shadowRoot!.textContent).toContain('Start Staking');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('labels is not valid JSON'));
    warn.mockRestore();
    host.remove();
  });

  it('gives <lst-wallet-button> the same attributes', async () => {
    const host = mount(
      '<lst-wallet-button lang="es" labels=\'{"selectWallet":"Conectar cartera"}\'></lst-wallet-button><lst-wallet-button lang="de"></lst-wallet-button>',
    );
    const [spanish, german] = Array.from(host.querySelectorAll('lst-wallet-button'));
    await waitFor(() => expect(spanish!.shadowRoot!.textContent).toBe('Conectar cartera'));
    await waitFor(() => expect(german!.shadowRoot!.textContent).toBe('Wallet auswählen'));
    host.remove();
  });
});
