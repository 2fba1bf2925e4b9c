import { parseAmount } from '../../widget/core/amount/amount';
import { isAddress } from '../../widget/core/encoding/isAddress';
import type { StakeWidgetConfig } from '../../widget/core/config/config';
import type { DisplayMode, LauncherPosition } from '../../widget/core/config/displayMode';
import { SOL_DECIMALS } from '../../widget/core/lst/lst';
import type { EnglishKey } from '../../widget/core/texts/english';
import type { Language } from '../../widget/core/texts/language';

/** What a project team picks in the configurator. */
export interface EmbedChoices {
  mint: string;
  /** The stake pool the card deposits into (its `pool` attribute), for a token no list names yet; absent: the list's. */
  pool?: string;
  display: DisplayMode;
  position: LauncherPosition;
  /** SOL filled in (decimal text); empty for none. */
  amount: string;
  /** The amount is the only one the button stakes. */
  fixed: boolean;
  accent: string;
  background: string;
  foreground: string;
  /** Corner radius in px. */
  radius: number;
  font: FontChoice;
  /** The element's language; '' leaves it to the page's own `lang`. */
  lang: Language | '';
  /** The team's own words for a few texts; empty ones keep the language's. */
  labels: Partial<Record<ConfigurableLabel, string>>;
  /** A wallet of the team's that receives the pool's referral share of direct deposits; empty for none. */
  referrer: string;
}

/** The texts the configurator offers to replace: the ones a project most often words its own way. */
export const CONFIGURABLE_LABELS = [
  'title',
  'amountLabel',
  'submit',
  'launcher',
  'launcherAmount',
] as const satisfies readonly EnglishKey[];
export type ConfigurableLabel = (typeof CONFIGURABLE_LABELS)[number];

export type FontChoice = 'system' | 'serif' | 'rounded' | 'mono';

/** The widget's own look: choices equal to these are left out of the snippet. */
export const DEFAULT_EMBED: Omit<EmbedChoices, 'mint'> = {
  display: 'card',
  position: 'bottom-right',
  amount: '',
  fixed: false,
  accent: '#12753a',
  background: '#ffffff',
  foreground: '#102a1b',
  radius: 14,
  font: 'system',
  lang: '',
  labels: {},
  referrer: '',
};

export const FONTS: Record<FontChoice, { label: string; stack: string }> = {
  system: { label: 'System', stack: '' },
  serif: { label: 'Serif', stack: 'Georgia, serif' },
  rounded: { label: 'Rounded', stack: 'ui-rounded, system-ui, sans-serif' },
  mono: { label: 'Monospace', stack: 'ui-monospace, monospace' },
};

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const MAX_RADIUS = 32;

/**
 * The theme as the widget's documented custom properties, only where it differs from the default.
 * Only #hex colours, a radius in range and the listed fonts get in: nothing typed can become CSS.
 */
export function themeProperties(choices: EmbedChoices): Record<string, string> {
  const properties: Record<string, string> = {};
  const color = (name: string, value: string, fallback: string) => {
    if (HEX_COLOR.test(value) && value.toLowerCase() !== fallback) properties[name] = value.toLowerCase();
  };
  color('--lst-accent', choices.accent, DEFAULT_EMBED.accent);
  color('--lst-background', choices.background, DEFAULT_EMBED.background);
  color('--lst-foreground', choices.foreground, DEFAULT_EMBED.foreground);
  if (Number.isFinite(choices.radius) && choices.radius >= 0 && choices.radius !== DEFAULT_EMBED.radius)
    properties['--lst-radius'] = `${Math.min(Math.round(choices.radius), MAX_RADIUS)}px`;
  const font = FONTS[choices.font]?.stack;
  if (font) properties['--lst-font'] = font;
  return properties;
}

/** The element's attributes, in a stable order, for what differs from the defaults. */
export function embedAttributes(choices: EmbedChoices): [string, string][] {
  const attributes: [string, string][] = [['mint', choices.mint]];
  if (choices.pool) attributes.push(['pool', choices.pool]);
  if (choices.display !== 'card') attributes.push(['display', choices.display]);
  if (choices.display === 'floating' && choices.position !== 'bottom-right') attributes.push(['position', choices.position]);
  if (choices.amount.trim() && parseAmount(choices.amount, SOL_DECIMALS).ok)
    attributes.push([choices.fixed ? 'fixed-amount' : 'amount', choices.amount.trim()]);
  const referrer = validReferrer(choices.referrer);
  if (referrer) attributes.push(['referrer', referrer]);
  if (choices.lang) attributes.push(['lang', choices.lang]);
  const labels = ownLabels(choices);
  if (labels) attributes.push(['labels', JSON.stringify(labels)]);
  return attributes;
}

/** The referrer typed, trimmed, when it is a Solana address; null when empty or not one (it is then left out). */
export function validReferrer(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && isAddress(trimmed) ? trimmed : null;
}

/** The labels the team filled in (trimmed, in a stable order), or null for none. */
function ownLabels(choices: EmbedChoices): Record<string, string> | null {
  const entries = CONFIGURABLE_LABELS.map((key) => [key, choices.labels[key]?.trim() ?? ''] as const).filter(([, text]) => text);
  return entries.length ? Object.fromEntries(entries) : null;
}

const SERVICE_ATTRIBUTES: [keyof StakeWidgetConfig, string][] = [
  ['lstApiUrl', 'lst-api-url'],
  ['quoteApiUrl', 'quote-api-url'],
  ['aggregatorApiUrl', 'aggregator-api-url'],
  ['rpcUrl', 'rpc-url'],
  ['cluster', 'cluster'],
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** An HTML attribute. JSON (the labels) goes in single quotes, with its double quotes left as they are, so it reads as JSON. */
const htmlAttribute = (name: string, value: string) =>
  value.startsWith('{') ? `${name}='${escapeAttribute(value).replace(/&quot;/g, '"')}'` : `${name}="${escapeAttribute(value)}"`;
const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
/** A JSX prop: a plain string where it is one, else a JavaScript string literal (JSX strings have no escapes). */
const jsxProp = (name: string, value: string) => (/^[\w.:/-]*$/.test(value) ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`);

/**
 * The snippet a project team pastes: HTML with the script tag, and React JSX. Both reproduce what the
 * configurator's preview shows. The site's own services are named when they are not the widget's
 * defaults; an API key never is (see docs/embed.md, "API keys": keys belong in a proxy).
 */
export function embedSnippet(
  choices: EmbedChoices,
  { scriptUrl, services = {} }: { scriptUrl: string; services?: Partial<StakeWidgetConfig> },
): { html: string; jsx: string } {
  const serviceEntries = SERVICE_ATTRIBUTES.filter(([key]) => typeof services[key] === 'string' && services[key]).map(
    ([key, attribute]) => [key, attribute, String(services[key])] as const,
  );
  const attributes = [...embedAttributes(choices), ...serviceEntries.map(([, attribute, value]) => [attribute, value] as [string, string])];
  const theme = Object.entries(themeProperties(choices));

  const style = theme.length ? `<style>\n  lst-stake { ${theme.map(([name, value]) => `${name}: ${value};`).join(' ')} }\n</style>\n` : '';
  const html =
    `<script type="module" src="${escapeAttribute(scriptUrl)}"></script>\n${style}` +
    `<lst-stake ${attributes.map(([name, value]) => htmlAttribute(name, value)).join(' ')}></lst-stake>`;

  // JSX takes the labels as the object they are; JSON is a valid JavaScript object literal.
  const props = embedAttributes(choices).map(([name, value]) => (name === 'labels' ? `labels={${value}}` : jsxProp(camel(name), value)));
  const card = `<StakeCard ${props.join(' ')} />`;
  const config = serviceEntries.length
    ? `config={{ ${serviceEntries.map(([key, , value]) => `${key}: ${JSON.stringify(value)}`).join(', ')} }}`
    : '';
  const styled = theme.length
    ? `<div style={{ ${theme.map(([name, value]) => `'${name}': '${value}'`).join(', ')} } as React.CSSProperties}>\n  ${card}\n</div>`
    : card;
  const jsx = config ? `<StakeWidgetProvider ${config}>\n  ${styled.replace(/\n/g, '\n  ')}\n</StakeWidgetProvider>` : styled;
  return { html, jsx };
}

/** A pool launched on the demo, as its snippet carries it to another page (fees in basis points). */
export interface DemoPoolCopy {
  pool: string;
  mint: string;
  name: string;
  symbol: string;
  epochFee: number;
  depositFee: number;
  withdrawalFee: number;
  referral: number;
}

/** A single-quoted HTML attribute's value: JSON keeps its double quotes, and reads as JSON. */
const singleQuoted = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet of a pool launched on the demo, which works where it is pasted: the try-it script
 * (`tryItUrl`), carrying the pool in `data-demo-pool` so that the demo chain it starts in that page holds
 * a copy of it, a wallet button (its burner wallet), and the card with `pool=`. React: the package's
 * opt-in demo with the same copy. No service is named: the demo answers inside the page.
 */
export function demoPoolSnippet(copy: DemoPoolCopy, { tryItUrl }: { tryItUrl: string }): { html: string; jsx: string } {
  const described = JSON.stringify(copy);
  const html =
    `<script src="${escapeAttribute(tryItUrl)}" data-demo-pool='${singleQuoted(described)}'></script>\n` +
    `<lst-wallet-button></lst-wallet-button>\n` +
    `<lst-stake mint="${escapeAttribute(copy.mint)}" pool="${escapeAttribute(copy.pool)}"></lst-stake>`;
  const jsx =
    `import { StakeCard, StakeWidgetProvider, WalletButton } from 'lst-stake-widget';\n` +
    `import { createDemo } from 'lst-stake-widget/demo';\n\n` +
    `const demo = createDemo({ pools: [${described}] });\n\n` +
    `<StakeWidgetProvider config={demo.config} extraWallets={demo.extraWallets}>\n` +
    `  <WalletButton />\n` +
    `  <StakeCard ${jsxProp('mint', copy.mint)} ${jsxProp('pool', copy.pool)} />\n` +
    `</StakeWidgetProvider>`;
  return { html, jsx };
}
