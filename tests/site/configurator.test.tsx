// Section 5 of the project-team issue: the detail page's "Add this stake button to your site".
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { evergreen } from '../../demo/demoProjects';
import { renderSite } from './renderSite';

async function openConfigurator() {
  renderSite(`/detail/${evergreen.mint}`);
  await screen.findByRole('heading', { level: 1, name: 'Evergreen Staked SOL' });
  // The configurator is a chunk of its own, below the project: it arrives after the page.
  const details = (await screen.findByText('Add this stake button to your site')).closest('details')!;
  return details;
}

const snippet = (kind: 'html' | 'jsx') => document.querySelector(`[data-snippet="${kind}"]`)!.textContent;
const preview = () => screen.getByLabelText('Preview').querySelector('lst-stake')!;

describe('the embed configurator', () => {
  it('is collapsed by default, so the staker’s page is as the spec describes', async () => {
    const details = await openConfigurator();
    expect(details.open).toBe(false);
    // The page's own stake card is the only stake element on it until a team opens the configurator.
    expect(document.querySelectorAll('lst-stake')).toHaveLength(1);
  });

  it('shows the real element and a snippet that say the same, and follows every choice', async () => {
    const details = await openConfigurator();
    fireEvent.click(screen.getByText('Add this stake button to your site'));
    await waitFor(() => expect(document.querySelectorAll('lst-stake')).toHaveLength(2));
    expect(preview().getAttribute('mint')).toBe(evergreen.mint);
    expect(snippet('html')).toBe(
      `<script type="module" src="${location.origin}/embed/lst-stake.js"></script>\n<lst-stake mint="${evergreen.mint}"></lst-stake>`,
    );
    fireEvent.click(within(details).getByLabelText('Floating'));
    fireEvent.change(within(details).getByLabelText('Corner'), { target: { value: 'bottom-left' } });
    fireEvent.input(within(details).getByLabelText('Amount in SOL (optional)'), { target: { value: '1' } });
    fireEvent.click(within(details).getByLabelText('Stake exactly this amount'));
    fireEvent.input(within(details).getByLabelText('Accent'), { target: { value: '#5b21b6' } });
    expect(preview().getAttribute('display')).toBe('floating');
    expect(preview().getAttribute('position')).toBe('bottom-left');
    expect(preview().getAttribute('fixed-amount')).toBe('1');
    expect((screen.getByLabelText('Preview') as HTMLElement).style.getPropertyValue('--lst-accent')).toBe('#5b21b6');
    expect(snippet('html')).toContain(
      `<style>\n  lst-stake { --lst-accent: #5b21b6; }\n</style>\n<lst-stake mint="${evergreen.mint}" display="floating" position="bottom-left" fixed-amount="1"></lst-stake>`,
    );
    expect(snippet('jsx')).toContain(`<StakeCard mint="${evergreen.mint}" display="floating" position="bottom-left" fixedAmount="1" />`);
  });

  it('copies the snippet and says Copied for a moment, as the wallet menu does', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const details = await openConfigurator();
    fireEvent.click(screen.getByText('Add this stake button to your site'));
    await waitFor(() => expect(document.querySelectorAll('lst-stake')).toHaveLength(2));
    const copy = within(details).getByRole('button', { name: 'Copy HTML' });
    fireEvent.click(copy);
    // The button pressed says so itself, then takes its name back.
    await waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(snippet('html'));
    await waitFor(() => expect(copy.textContent).toBe('Copy HTML'), { timeout: 3000 });
  });

  it('shows the chosen language’s own words as the placeholders, and puts the team’s words in the snippet', async () => {
    const details = await openConfigurator();
    fireEvent.click(screen.getByText('Add this stake button to your site'));
    const submit = () => within(details).getByLabelText('Stake button') as HTMLInputElement;
    await waitFor(() => expect(submit().placeholder).toBe('Start Staking'));
    fireEvent.change(within(details).getByLabelText('Language'), { target: { value: 'de' } });
    // The German words arrive with their lazy chunk: what the preview shows, the field suggests.
    await waitFor(() => expect(submit().placeholder).toBe('Staking starten'));
    expect((within(details).getByLabelText('Title') as HTMLInputElement).placeholder).toBe('SOL für {symbol} staken');
    fireEvent.input(submit(), { target: { value: 'Jetzt staken' } });
    expect(preview().getAttribute('lang')).toBe('de');
    expect(snippet('html')).toContain(`lang="de" labels='{"submit":"Jetzt staken"}'`);
    expect(snippet('jsx')).toContain(`lang="de" labels={{"submit":"Jetzt staken"}}`);
    fireEvent.change(within(details).getByLabelText('Language'), { target: { value: '' } });
    await waitFor(() => expect(submit().placeholder).toBe('Start Staking'));
  });
});

describe('the configurator’s referrer wallet', () => {
  const REFERRER = '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC';
  /** The texts the field's aria-describedby points to, in order. */
  const describedBy = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

  it('says in one line what the wallet receives, and puts a valid address in the preview, the HTML and the JSX', async () => {
    const details = await openConfigurator();
    fireEvent.click(screen.getByText('Add this stake button to your site'));
    const field = (await within(details).findByLabelText('Referrer wallet (optional)')) as HTMLInputElement;
    expect(describedBy(field)).toEqual(['Receives the pool’s referral share of direct deposits, when the pool has one.']);
    expect(snippet('html')).not.toContain('referrer');
    fireEvent.input(field, { target: { value: ` ${REFERRER} ` } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(preview().getAttribute('referrer')).toBe(REFERRER);
    expect(snippet('html')).toContain(`<lst-stake mint="${evergreen.mint}" referrer="${REFERRER}"></lst-stake>`);
    expect(snippet('jsx')).toContain(`<StakeCard mint="${evergreen.mint}" referrer="${REFERRER}" />`);
  });

  it('hints at an invalid address inline and leaves it out of the preview and the snippets', async () => {
    const details = await openConfigurator();
    fireEvent.click(screen.getByText('Add this stake button to your site'));
    const field = (await within(details).findByLabelText('Referrer wallet (optional)')) as HTMLInputElement;
    fireEvent.input(field, { target: { value: `${REFERRER.slice(0, 30)}"><b>` } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toEqual([
      'Not a Solana address: it is left out of the snippet.',
      'Receives the pool’s referral share of direct deposits, when the pool has one.',
    ]);
    expect(preview().hasAttribute('referrer')).toBe(false);
    expect(snippet('html')).not.toContain('referrer');
    expect(snippet('jsx')).not.toContain('referrer');
    expect(details.querySelector('b')).toBeNull();
    // Cleared, the field is no longer in error and says only what it is for.
    fireEvent.input(field, { target: { value: '' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(within(details).queryByText('Not a Solana address: it is left out of the snippet.')).toBeNull();
  });
});
