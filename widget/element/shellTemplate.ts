import type { EnglishKey } from '../core/texts/english';
import type { Texts } from '../core/texts/texts';

/**
 * A startup copy as data: what the real components render while their token and wallet code load,
 * rendered at build time (`renderShellTemplates.tsx`, through the `virtual:lst-shell-templates` module
 * that vite.config.ts provides) with every variable part left as a hole. Nobody writes this markup by
 * hand: a change to StakeCard or WalletButton is in the next build's copy.
 */
export interface ShellTemplates {
  /** `<lst-stake>`'s card (display="card") while its token loads. */
  card: ShellElement;
  /** `<lst-wallet-button>`'s button while the wallet code loads. */
  walletButton: ShellElement;
}

/** Literal text, one of the element's texts by key (`t`), or one of its values (`v`). */
export type ShellPart = string | { t: EnglishKey } | { v: ShellValueName };
export type ShellValueName = 'mint' | 'shortMint' | 'separator' | 'amount';
/** A text node's or an attribute's content: one literal string, or its parts. */
export type ShellText = string | ShellPart[];

/** What differs between elements: present only when the element's own state says so. */
export type ShellFlag = 'ownButton' | 'demo' | 'fixed' | 'amount' | 'tabs';

/** Compact, for the embed's first load: [tag, attributes, children, present only with]. */
export type ShellElement = [tag: string, attributes: ShellAttribute[], children: ShellNode[], when?: ShellFlag];
export type ShellAttribute = [name: string, value: ShellText, when?: ShellFlag];
/** An element, or a text node. (An element's second item is an array; a text's parts never are.) */
export type ShellNode = ShellElement | ShellText;

/** The one element's values that fill a template's holes. */
export interface ShellValues {
  texts: Texts;
  values: Record<ShellValueName, string>;
  flags: Record<ShellFlag, boolean>;
}

const fill = (text: ShellText, { texts, values }: ShellValues) =>
  typeof text === 'string'
    ? text
    : text.map((part) => (typeof part === 'string' ? part : 't' in part ? texts.t(part.t) : values[part.v])).join('');

const isElement = (node: ShellNode): node is ShellElement => Array.isArray(node) && Array.isArray(node[1]);

/**
 * Builds a template's DOM with the DOM API rather than innerHTML: text stays text whatever it holds
 * (a page's labels), and pages that enforce Trusted Types or a strict style-src accept it.
 */
export function instantiate([tag, attributes, children]: ShellElement, values: ShellValues): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value, when] of attributes) {
    if (when && !values.flags[when]) continue;
    // A style attribute is inline style to a Content-Security-Policy without 'unsafe-inline'; the same
    // declarations through the CSSOM, as the live card sets them, are not.
    if (name === 'style') element.style.cssText = fill(value, values);
    else element.setAttribute(name, fill(value, values));
  }
  for (const child of children) {
    if (!isElement(child)) element.append(fill(child, values));
    else if (!child[3] || values.flags[child[3]]) element.append(instantiate(child, values));
  }
  return element;
}
