/**
 * Build time only (vite.config.ts runs it, on the embed's runtime, in a happy-dom document): renders the
 * real elements while their token and wallet code load, and turns what they render into the startup
 * copies' templates (shellTemplate.ts). Variable parts become holes: every text is rendered as a marker
 * naming its key, the mint as a sample address, and each thing an element's state adds (its own wallet
 * button, the demo badge, a fixed amount, an amount, a language's decimal mark) is found by rendering
 * with and without it. The result is checked against every rendering it came from, so a template that
 * does not reproduce the real first render fails the build.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { shortAddress } from '../core/encoding/shortAddress';
import { WRAPPED_SOL_MINT } from '../core/lst/lst';
import { english, type EnglishKey } from '../core/texts/english';
import { textsFor } from '../core/texts/texts';
import { loadTranslation, translation } from '../core/texts/translations';
import { LstStakeElement } from './LstStakeElement';
import { LstWalletButtonElement } from './LstWalletButtonElement';
import { setPageOptions } from './pageOptions';
import {
  instantiate,
  type ShellElement,
  type ShellFlag,
  type ShellPart,
  type ShellTemplates,
  type ShellText,
  type ShellValueName,
} from './shellTemplate';

const TEXT = '\uE000';
const VALUE = '\uE002';
const END = '\uE001';
const HOLE = /\uE000(\w+)\uE001|\uE002(\w+)\uE001/g;

/** Any valid address (wrapped SOL's); its text and short form in the rendering become the mint's holes. */
const SAMPLE_MINT = WRAPPED_SOL_MINT;
const SAMPLE_AMOUNT = '1.5';

/** Every text as its key between markers, through the page's own labels (the `labels` attribute). */
const MARKER_LABELS = JSON.stringify(Object.fromEntries(Object.keys(english).map((key) => [key, `${TEXT}${key}${END}`])));

/** Only assistive technology and the label wiring read these; a copy is inert and hidden from both. */
const LEFT_OUT = /^(id|for|aria-.*)$/;

interface Rendered {
  tag: string;
  attributes: Map<string, string>;
  children: (Rendered | RenderedText)[];
  merged?: Merged;
}
interface RenderedText {
  text: string;
  merged?: MergedText;
}
interface Merged {
  tag: string;
  attributes: { name: string; raw: string; when?: ShellFlag }[];
  children: (Merged | MergedText)[];
  when?: ShellFlag;
}
interface MergedText {
  raw: string;
}

const isText = (node: Rendered | RenderedText): node is RenderedText => 'text' in node;
const isMergedText = (node: Merged | MergedText): node is MergedText => 'raw' in node;

/** What a rendered element shows: tag, attributes (a field's value included: it is a property), text. */
function read(element: Element): Rendered {
  const attributes = new Map<string, string>();
  for (const { name, value } of Array.from(element.attributes)) if (!LEFT_OUT.test(name) && name !== 'value') attributes.set(name, value);
  if (element instanceof HTMLInputElement && element.value) attributes.set('value', element.value);
  const children: (Rendered | RenderedText)[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) children.push({ text: child.textContent ?? '' });
    else if (child instanceof Element) children.push(read(child));
  }
  return { tag: element.localName, attributes, children };
}

function mergedCopy(node: Rendered): Merged {
  const merged: Merged = {
    tag: node.tag,
    attributes: [...node.attributes].map(([name, raw]) => ({ name, raw })),
    children: node.children.map((child) => (isText(child) ? (child.merged = { raw: child.text }) : mergedCopy(child))),
  };
  node.merged = merged;
  return merged;
}

/** Same place in both renderings: the same tag and classes, or both text. */
function same(a: Rendered | RenderedText, b: Rendered | RenderedText): boolean {
  if (isText(a) || isText(b)) return isText(a) && isText(b);
  return a.tag === b.tag && a.attributes.get('class') === b.attributes.get('class');
}

/** Where `language` writes the decimal mark and English writes '.', a separator hole. */
function separatorHoles(english: string, other: string, mark: string, where: string): string {
  if (english.length !== other.length) throw new Error(`startup copy: ${where} differs by language beyond the decimal mark`);
  return Array.from(english, (char, index) => {
    if (char === other[index]) return char;
    if (char === '.' && other[index] === mark) return `${VALUE}separator${END}`;
    throw new Error(`startup copy: ${where} differs by language beyond the decimal mark ("${english}", "${other}")`);
  }).join('');
}

/**
 * Adds to the template what `variant` renders beyond `against` (both already matched to the template),
 * present only with `flag`; for the separator rendering (another language), marks where the decimal mark goes.
 */
function mergeVariant(flag: ShellFlag | { separator: string }, against: Rendered, variant: Rendered): void {
  const target = against.merged!;
  variant.merged = target;
  const where = `<${against.tag} class="${against.attributes.get('class') ?? ''}">`;
  for (const [name, value] of variant.attributes) {
    const before = against.attributes.get(name);
    if (before === value) continue;
    if (typeof flag === 'object' && before !== undefined) {
      target.attributes.find((attribute) => attribute.name === name)!.raw = separatorHoles(
        before,
        value,
        flag.separator,
        `${where} ${name}`,
      );
    } else if (typeof flag === 'string' && before === undefined) {
      target.attributes.push({ name, raw: flag === 'amount' && value === SAMPLE_AMOUNT ? `${VALUE}amount${END}` : value, when: flag });
    } else throw new Error(`startup copy: ${where} ${name} changes with ${JSON.stringify(flag)}, which a copy cannot follow`);
  }
  for (const name of against.attributes.keys())
    if (!variant.attributes.has(name)) throw new Error(`startup copy: ${where} loses ${name} with ${JSON.stringify(flag)}`);

  let at = 0; // the template's index after the last matched child
  let index = 0;
  for (const child of variant.children) {
    const counterpart = against.children[index];
    if (counterpart && same(counterpart, child)) {
      index += 1;
      if (isText(counterpart)) {
        const text = child as RenderedText;
        if (text.text !== counterpart.text) {
          if (typeof flag !== 'object') throw new Error(`startup copy: text in ${where} changes with ${flag}`);
          counterpart.merged!.raw = separatorHoles(counterpart.text, text.text, flag.separator, `text in ${where}`);
        }
        text.merged = counterpart.merged;
        at = target.children.indexOf(counterpart.merged!) + 1;
      } else {
        mergeVariant(flag, counterpart, child as Rendered);
        at = target.children.indexOf(counterpart.merged!) + 1;
      }
      continue;
    }
    if (typeof flag === 'object' || isText(child)) throw new Error(`startup copy: ${where} gains content with ${JSON.stringify(flag)}`);
    const added = mergedCopy(child);
    added.when = flag;
    target.children.splice(at, 0, added);
    at += 1;
  }
  if (index !== against.children.length) throw new Error(`startup copy: ${where} loses content with ${JSON.stringify(flag)}`);
}

/** A template string as parts: texts by key, values by name, literal text (the sample mint made a hole). */
function parts(raw: string): ShellText {
  const withMint = raw.replaceAll(SAMPLE_MINT, `${VALUE}mint${END}`).replaceAll(shortAddress(SAMPLE_MINT), `${VALUE}shortMint${END}`);
  const result: ShellPart[] = [];
  let last = 0;
  for (const match of withMint.matchAll(HOLE)) {
    if (match.index > last) result.push(withMint.slice(last, match.index));
    if (match[1]) {
      const key = match[1] as EnglishKey;
      if (!(key in english)) throw new Error(`startup copy: unknown text ${key}`);
      if (english[key].includes('{'))
        throw new Error(`startup copy: the first render says ${key} with parameters, which a copy cannot fill`);
      result.push({ t: key });
    } else result.push({ v: match[2] as ShellValueName });
    last = match.index + match[0].length;
  }
  if (last < withMint.length) result.push(withMint.slice(last));
  if (result.some((part) => typeof part === 'string' && /[\uE000-\uE002]/.test(part))) throw new Error('startup copy: a marker was cut');
  return result.length === 0 ? '' : result.length === 1 && typeof result[0] === 'string' ? result[0] : result;
}

function finish(node: Merged): ShellElement {
  const attributes = node.attributes.map(({ name, raw, when }): ShellElement[1][number] =>
    when ? [name, parts(raw), when] : [name, parts(raw)],
  );
  const children = node.children.map((child) => (isMergedText(child) ? parts(child.raw) : finish(child)));
  return node.when ? [node.tag, attributes, children, node.when] : [node.tag, attributes, children];
}

interface CardState {
  ownButton?: boolean;
  demo?: boolean;
  fixed?: boolean;
  amount?: boolean;
  language?: 'en' | 'de';
  /** Both actions (the default): the Stake and Unstake tabs above the Stake panel. */
  tabs?: boolean;
}

/** Renders one element into a shadow root, as r2wc does, and reads its one first-level element. */
function renderElement(element: (container: HTMLElement) => ReactElement, demo = false, what = 'the wallet button'): Rendered {
  setPageOptions({ config: { demo, fetch: () => new Promise<Response>(() => {}) } }); // nothing answers: the first state stays
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow as unknown as HTMLElement);
  try {
    flushSync(() => root.render(element(shadow as unknown as HTMLElement)));
    const rendered = Array.from(shadow.children);
    if (rendered.length !== 1) throw new Error(`startup copy: ${what} rendered ${rendered.length} elements at its root`);
    return read(rendered[0]!);
  } finally {
    root.unmount(); // before its effects: nothing starts (no wallet code, no request)
  }
}

const renderCard = (state: CardState) =>
  renderElement(
    (container) => (
      <LstStakeElement
        container={container}
        mint={SAMPLE_MINT}
        walletButton={state.ownButton ? 'show' : 'hide'}
        amount={state.amount ? SAMPLE_AMOUNT : undefined}
        fixedAmount={state.fixed ? SAMPLE_AMOUNT : undefined}
        lang={state.language ?? 'en'}
        actions={state.tabs ? 'stake unstake' : 'stake'}
        labels={MARKER_LABELS}
      />
    ),
    state.demo,
    JSON.stringify(state),
  );

/** A rendering in the same form as `read`, from the template: for the check against the real one. */
function canonical(node: Rendered | RenderedText): string {
  if (isText(node)) return node.text;
  const attributes = [...node.attributes].sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => ` ${name}="${value}"`);
  return `<${node.tag}${attributes.join('')}>${node.children.map(canonical).join('')}</${node.tag}>`;
}

/** The template filled in with the markers and samples it was rendered with must be that rendering. */
function check(template: ShellElement, state: CardState, rendered: Rendered): void {
  const language = state.language ?? 'en';
  const built = instantiate(template, {
    texts: { ...textsFor(language, translation(language), {}), t: (key: EnglishKey) => `${TEXT}${key}${END}` },
    values: {
      mint: SAMPLE_MINT,
      shortMint: shortAddress(SAMPLE_MINT),
      separator: language === 'de' ? ',' : '.',
      amount: state.amount || state.fixed ? SAMPLE_AMOUNT.replace('.', language === 'de' ? ',' : '.') : '',
    },
    flags: {
      ownButton: !!state.ownButton,
      demo: !!state.demo,
      fixed: !!state.fixed,
      amount: !!(state.amount || state.fixed),
      tabs: !!state.tabs,
    },
  });
  const expected = canonical(rendered);
  const got = canonical(read(built));
  if (got !== expected) throw new Error(`startup copy: the template does not reproduce ${JSON.stringify(state)}:\n${got}\n${expected}`);
}

/** The startup copies' templates, from the real elements' first renders. */
export async function renderShellTemplates(): Promise<ShellTemplates> {
  await loadTranslation('de'); // the decimal mark's rendering
  const base = renderCard({});
  const template = mergedCopy(base);
  const withAmount = renderCard({ amount: true });
  mergeVariant('ownButton', base, renderCard({ ownButton: true }));
  mergeVariant('demo', base, renderCard({ demo: true }));
  mergeVariant('amount', base, withAmount);
  mergeVariant('fixed', withAmount, renderCard({ amount: true, fixed: true }));
  mergeVariant({ separator: ',' }, base, renderCard({ language: 'de' }));
  mergeVariant('tabs', base, renderCard({ tabs: true }));
  const card = finish(template);
  const states: CardState[] = [
    {},
    { tabs: true },
    { ownButton: true, demo: true, tabs: true },
    { amount: true },
    { fixed: true, tabs: true },
    { ownButton: true, demo: true, fixed: true, language: 'de', tabs: true },
    { ownButton: true, amount: true, language: 'de' },
  ];
  for (const state of states) check(card, state, renderCard(state));

  const button = renderElement((container) => <LstWalletButtonElement container={container} lang="en" labels={MARKER_LABELS} />);
  const walletButton = finish(mergedCopy(button));
  check(walletButton, {}, button);
  return { card, walletButton };
}
