import r2wc from '@r2wc/react-to-web-component';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';
import { createWalletSession } from '../../widget/core/wallet/walletSession';
import { defineStakeElements } from '../../widget/element/defineStakeElements';
import { mountAfterShell } from '../../widget/element/mountAfterShell';
import { pageOptions, setPageOptions } from '../../widget/element/pageOptions';
import { stakeCardShell } from '../../widget/element/stakeCardShell';
import { walletButtonShell } from '../../widget/element/walletButtonShell';
import { StakeCard } from '../../widget/react/StakeCard';
import { StakeWidgetProvider } from '../../widget/react/StakeWidgetProvider';
import { WalletButton } from '../../widget/react/WalletButton';
import { evergreen } from '../../demo/demoProjects';
import { DEMO_URLS } from '../../demo/demoServices';
import type { LabelOverrides } from '../../widget/core/texts/labels';
import { englishTexts } from '../../widget/core/texts/texts';
import { loadTranslation, translationReady } from '../../widget/core/texts/translations';

/** Attributes that only assistive technology, the label wiring or the runtime's bookkeeping use. */
const IGNORED = /^(aria-.*|id|for|inert|spellcheck|value)$/;

/** Tags, classes, visible attributes and text, in a form both runtimes' output and the shell share. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = Array.from(node.attributes)
    .filter((attribute) => !IGNORED.test(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const children = Array.from(node.childNodes).map(canonical).join('');
  return `<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children}</${node.localName}>`;
}

const GERMAN_ATTRIBUTES = { lang: 'de', amount: '1.5', labels: '{"submit":"Jetzt staken"}' };
const GERMAN_PROPS = { lang: 'de', amount: '1.5', labels: { submit: 'Jetzt staken' } };

/** The live card's first render while its token loads: the LST list never answers. */
function liveFirstRender(props: {
  walletButton?: 'auto' | 'show' | 'hide';
  pageButton?: boolean;
  demo?: boolean;
  amount?: string;
  fixedAmount?: string;
  lang?: string;
  labels?: LabelOverrides;
  actions?: string;
}) {
  const session = createWalletSession();
  if (props.pageButton) session.registerPageButton();
  const config = resolveConfig({ ...DEMO_URLS, demo: props.demo ?? false, fetch: () => new Promise<Response>(() => {}) });
  const view = render(
    <StakeWidgetProvider config={config} session={session} startWallets={false}>
      <StakeCard
        mint={evergreen.mint}
        walletButton={props.walletButton}
        amount={props.amount}
        fixedAmount={props.fixedAmount}
        lang={props.lang}
        labels={props.labels}
        actions={props.actions}
      />
    </StakeWidgetProvider>,
  );
  const card = view.container.querySelector('.lst-card')!;
  // The field's text is a property in the live card and an attribute in the copy: compared as text.
  const html = canonical(card) + card.querySelector('input')!.value;
  view.unmount();
  return html;
}

function shellFor(attributes: Record<string, string>, pageButton = false) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const button = pageButton ? document.body.appendChild(document.createElement('lst-wallet-button')) : null;
  const shell = stakeCardShell(element);
  button?.remove();
  return shell;
}

describe('the startup shells', () => {
  // A copy is painted only in a language already loaded: the first German element loads it.
  beforeEach(() => loadTranslation('de'));
  type LiveProps = Parameters<typeof liveFirstRender>[0];
  it.each<[string, Record<string, string>, LiveProps]>([
    ['with its own wallet button', {}, { walletButton: 'auto' }],
    ['with wallet-button="hide"', { 'wallet-button': 'hide' }, { walletButton: 'hide' }],
    ['with wallet-button="show" beside a page button', { 'wallet-button': 'show' }, { walletButton: 'show', pageButton: true }],
    ['with an initial amount', { amount: '1.5' }, { amount: '1.5' }],
    ['with a fixed amount', { 'fixed-amount': '2' }, { fixedAmount: '2' }],
    ['in German, with an amount and a label of the page', GERMAN_ATTRIBUTES, GERMAN_PROPS],
    ['with actions="stake": no tabs', { actions: 'stake' }, { actions: 'stake' }],
  ])('copy the card’s first render %s', (_name, attributes, live) => {
    const shell = shellFor({ mint: evergreen.mint, ...attributes }, live.pageButton);
    expect(canonical(shell!) + (shell!.querySelector('input')!.getAttribute('value') ?? '')).toBe(liveFirstRender(live));
  });

  it('paint no copy for a card that only unstakes: its panel waits for the token', () => {
    expect(shellFor({ mint: evergreen.mint, actions: 'unstake' })).toBeNull();
  });

  it('copy the first render beside a page wallet button, and with the demo badge', () => {
    expect(canonical(shellFor({ mint: evergreen.mint }, true)!)).toBe(liveFirstRender({ pageButton: true }));
    const saved = pageOptions();
    setPageOptions({ ...saved, config: { ...saved.config, demo: true } });
    try {
      expect(canonical(shellFor({ mint: evergreen.mint })!)).toBe(liveFirstRender({ demo: true }));
    } finally {
      setPageOptions(saved);
    }
  });

  it('copy the wallet button’s first render', () => {
    const session = createWalletSession();
    const view = render(
      <StakeWidgetProvider config={resolveConfig(DEMO_URLS)} session={session} startWallets={false}>
        <WalletButton />
      </StakeWidgetProvider>,
    );
    expect(canonical(walletButtonShell(englishTexts))).toBe(canonical(view.container.querySelector('.lst-wallet')!));
    view.unmount();
  });

  it('paint no copy in a language that has not loaded yet, and start loading it', async () => {
    expect(translationReady('es')).toBe(false);
    expect(shellFor({ mint: evergreen.mint, lang: 'es' })).toBeNull();
    await waitFor(() => expect(translationReady('es')).toBe(true));
    expect(shellFor({ mint: evergreen.mint, lang: 'es' })!.textContent).toContain('Empezar staking');
  });

  it('are in the element’s language, with the page’s labels and the amount as that language writes it', () => {
    const shell = shellFor({ mint: evergreen.mint, ...GERMAN_ATTRIBUTES })!;
    expect(shell.querySelector('label')!.textContent).toBe('Stake-Betrag');
    expect(shell.querySelector('button[type="submit"]')!.textContent).toBe('Jetzt staken');
    expect(shell.querySelector('input')!.getAttribute('value')).toBe('1,5');
    expect(shell.querySelector('input')!.getAttribute('placeholder')).toBe('0,0');
  });

  it.each(['', 'javascript:alert(1)', '<img src=x onerror=alert(1)>', '0'.repeat(44), 'O'.repeat(32)])(
    'leave a mint that is not an address, %j, to the live card',
    (mint) => {
      expect(shellFor({ mint })).toBeNull();
    },
  );
});

/** Records every render of a three-attribute element, with the attributes it saw. */
function defineCounter(tag: string) {
  const renders: string[] = [];
  function Counter({ first = '', second = '', third = '' }: { first?: string; second?: string; third?: string }) {
    renders.push(`${first}-${second}-${third}`);
    return <p>{`${first}-${second}-${third}`}</p>;
  }
  const props = { first: 'string', second: 'string', third: 'string' } as const;
  customElements.define(
    tag,
    mountAfterShell(r2wc(Counter, { shadow: 'open', props }), () => null),
  );
  return renders;
}

/** React renders on its own schedule; Preact (the embed's runtime) renders synchronously. */
const rendered = (element: Element, text: string) => waitFor(() => expect(element.shadowRoot!.textContent).toBe(text));

describe('mountAfterShell without a shell', () => {
  it('renders a created element once, when it joins the page with all its attributes', async () => {
    const renders = defineCounter('count-created');
    const element = document.createElement('count-created');
    element.setAttribute('first', 'a');
    element.setAttribute('second', 'b');
    element.setAttribute('third', 'c');
    expect(renders).toEqual([]);
    document.body.append(element);
    await rendered(element, 'a-b-c');
    expect(renders).toEqual(['a-b-c']);
    element.remove();
  });

  it('follows attribute changes once connected, and renders again after being moved', async () => {
    const renders = defineCounter('count-changed');
    const element = document.createElement('count-changed');
    element.setAttribute('first', 'a');
    document.body.append(element);
    await rendered(element, 'a--');
    element.setAttribute('second', 'b');
    await rendered(element, 'a-b-');
    expect(renders).toEqual(['a--', 'a-b-']);
    element.remove();
    document.body.append(element);
    await rendered(element, 'a-b-');
    expect(renders).toEqual(['a--', 'a-b-', 'a-b-']);
    element.remove();
  });
});

describe('<lst-stake> while the page starts', () => {
  // Never answers: the live card stays in its first state, and no request is left to settle.
  defineStakeElements({ config: { ...DEMO_URLS, fetch: () => new Promise<Response>(() => {}) } });

  it('paints an inert shell at once, then the live card replaces it', async () => {
    const element = document.createElement('lst-stake');
    element.setAttribute('mint', evergreen.mint);
    document.body.append(element);
    const root = element.shadowRoot!;
    const shell = root.querySelector('.lst-card')!;
    // Whenever the DOM settles, a card shows: the copy leaves in the same task the live card arrives.
    const cardCounts: number[] = [];
    const observer = new MutationObserver(() => cardCounts.push(root.querySelectorAll('.lst-card').length));
    observer.observe(root, { childList: true });
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.textContent).toContain('Loading token…');
    await waitFor(() => expect(root.querySelector('.lst-card:not([inert])')).not.toBeNull());
    await waitFor(() => expect(shell.isConnected).toBe(false));
    observer.disconnect();
    expect(root.querySelectorAll('.lst-card')).toHaveLength(1);
    expect(cardCounts.length).toBeGreaterThan(0);
    expect(cardCounts.every((count) => count >= 1)).toBe(true);
    element.remove();
  });

  it('never renders the live card of an element removed before its turn', async () => {
    const element = document.createElement('lst-stake');
    element.setAttribute('mint', evergreen.mint);
    document.body.append(element);
    element.remove();
    const other = document.createElement('lst-stake');
    other.setAttribute('mint', evergreen.mint);
    document.body.append(other);
    await waitFor(() => expect(other.shadowRoot!.querySelector('.lst-card:not([inert])')).not.toBeNull());
    expect(element.shadowRoot!.querySelector('.lst-card')).toBeNull();
    other.remove();
  });
});
