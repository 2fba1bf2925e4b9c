import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMBED,
  embedAttributes,
  demoPoolSnippet,
  embedSnippet,
  themeProperties,
  validReferrer,
  type EmbedChoices,
} from '../../site/logic/embedSnippet';

const MINT = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';
const SCRIPT = 'https://launchpad.example/embed/lst-stake.js';
const choices = (extra: Partial<EmbedChoices> = {}): EmbedChoices => ({ ...DEFAULT_EMBED, mint: MINT, ...extra });

describe('the embed snippet', () => {
  it('is the script tag and the element alone when nothing is changed', () => {
    const { html, jsx } = embedSnippet(choices(), { scriptUrl: SCRIPT });
    expect(html).toBe(`<script type="module" src="${SCRIPT}"></script>\n<lst-stake mint="${MINT}"></lst-stake>`);
    expect(jsx).toBe(`<StakeCard mint="${MINT}" />`);
  });

  it('carries display, position, amount or fixed amount, and the theme as custom properties', () => {
    const { html, jsx } = embedSnippet(
      choices({ display: 'floating', position: 'bottom-left', amount: '1.5', fixed: true, accent: '#5b21b6', radius: 6, font: 'serif' }),
      { scriptUrl: SCRIPT },
    );
    expect(html).toContain('<style>\n  lst-stake { --lst-accent: #5b21b6; --lst-radius: 6px; --lst-font: Georgia, serif; }\n</style>');
    expect(html).toContain(`<lst-stake mint="${MINT}" display="floating" position="bottom-left" fixed-amount="1.5"></lst-stake>`);
    expect(jsx).toContain(
      `style={{ '--lst-accent': '#5b21b6', '--lst-radius': '6px', '--lst-font': 'Georgia, serif' } as React.CSSProperties}`,
    );
    expect(jsx).toContain(`<StakeCard mint="${MINT}" display="floating" position="bottom-left" fixedAmount="1.5" />`);
  });

  it('leaves out a position that only a floating launcher uses, and an amount that is not one', () => {
    const { html } = embedSnippet(choices({ display: 'button', position: 'bottom-left', amount: '1,5' }), { scriptUrl: SCRIPT });
    expect(html).toContain(`<lst-stake mint="${MINT}" display="button"></lst-stake>`);
  });

  it('names the services the site uses when they are not the widget’s defaults, escaped', () => {
    const { html, jsx } = embedSnippet(choices(), { scriptUrl: SCRIPT, services: { lstApiUrl: 'https://api.example/v1?a=1&b="2"' } });
    expect(html).toContain('lst-api-url="https://api.example/v1?a=1&amp;b=&quot;2&quot;"');
    expect(jsx).toContain(`config={{ lstApiUrl: ${JSON.stringify('https://api.example/v1?a=1&b="2"')} }}`);
  });

  it('escapes what goes into attributes, and takes only colours, radii and fonts it knows into CSS', () => {
    const { html } = embedSnippet(choices({ mint: '"><script>alert(1)</script>' }), { scriptUrl: 'https://x.example/a.js?"<>' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('mint="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('src="https://x.example/a.js?&quot;&lt;&gt;"');
    expect(embedSnippet(choices({ mint: 'a"b' }), { scriptUrl: SCRIPT }).jsx).toBe('<StakeCard mint={"a\\"b"} />');
    expect(themeProperties(choices({ accent: 'red; } body { display: none', radius: -3 }))).toEqual({});
    expect(themeProperties(choices({ accent: '#ABCDEF', background: '#fff', radius: 100 }))).toEqual({
      '--lst-accent': '#abcdef',
      '--lst-background': '#fff',
      '--lst-radius': '32px',
    });
  });
});

describe('the snippet’s language and labels', () => {
  it('carries lang, and the labels as JSON (HTML) or an object (React), leaving out empty ones', () => {
    const { html, jsx } = embedSnippet(choices({ lang: 'de', labels: { submit: ' Jetzt staken ', title: '  ' } }), { scriptUrl: SCRIPT });
    expect(html).toContain(`<lst-stake mint="${MINT}" lang="de" labels='{"submit":"Jetzt staken"}'></lst-stake>`);
    expect(jsx).toBe(`<StakeCard mint="${MINT}" lang="de" labels={{"submit":"Jetzt staken"}} />`);
  });

  it('escapes hostile labels: nothing typed can close the attribute or open a tag', () => {
    const hostile = `It's "<script>alert(1)</script>" & more`;
    const { html, jsx } = embedSnippet(choices({ labels: { submit: hostile } }), { scriptUrl: SCRIPT });
    const attribute = /labels='([^']*)'/.exec(html)![1]!;
    expect(attribute).not.toMatch(/[<>]/);
    const decoded = attribute.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({ submit: hostile });
    // In JSX the labels are a JavaScript object literal: JSON.stringify quotes and escapes the text.
    expect(jsx).toContain(`labels={${JSON.stringify({ submit: hostile })}}`);
  });

  it('parses the pasted HTML back to the same labels', () => {
    const { html } = embedSnippet(choices({ lang: 'zh', labels: { title: '质押 "{symbol}"', launcher: "Stake's" } }), {
      scriptUrl: SCRIPT,
    });
    // Read by a real HTML parser, as a browser reads the pasted snippet.
    const template = new Window().document.createElement('template');
    template.innerHTML = html;
    const element = template.content.querySelector('lst-stake')!;
    expect(element.getAttribute('lang')).toBe('zh');
    expect(JSON.parse(element.getAttribute('labels')!)).toEqual({ title: '质押 "{symbol}"', launcher: "Stake's" });
  });
});

describe('the snippet’s referrer', () => {
  const REFERRER = '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC';

  it('carries a valid address (trimmed) as the referrer attribute and prop', () => {
    const { html, jsx } = embedSnippet(choices({ referrer: ` ${REFERRER}\n`, amount: '2', lang: 'de' }), { scriptUrl: SCRIPT });
    expect(html).toContain(`<lst-stake mint="${MINT}" amount="2" referrer="${REFERRER}" lang="de"></lst-stake>`);
    expect(jsx).toBe(`<StakeCard mint="${MINT}" amount="2" referrer="${REFERRER}" lang="de" />`);
    expect(embedAttributes(choices({ referrer: REFERRER }))).toEqual([
      ['mint', MINT],
      ['referrer', REFERRER],
    ]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too short', REFERRER.slice(0, 20)],
    ['not base58 (0, O, I, l)', `0${REFERRER.slice(1)}`],
    ['31 bytes', 'So1111111111111111111111111111111111111111'],
    ['markup', `"><script>alert(1)</script>`],
    ['two addresses', `${REFERRER} ${REFERRER}`],
  ])('leaves out a referrer that is no address (%s)', (_, referrer) => {
    const { html, jsx } = embedSnippet(choices({ referrer }), { scriptUrl: SCRIPT });
    expect(html).toBe(`<script type="module" src="${SCRIPT}"></script>\n<lst-stake mint="${MINT}"></lst-stake>`);
    expect(jsx).toBe(`<StakeCard mint="${MINT}" />`);
    expect(validReferrer(referrer)).toBeNull();
  });
});

describe('the snippet of a pool launched on the demo', () => {
  const copy = {
    pool: '6z2gKYPRgVeLWxAAe21fCanFRm6KktHFPFZsZMEkxuRb',
    mint: '8WXLjNqMxAVAJjhVnqtrS4a8xUhTF3ujYnEJZk3C3Twk',
    name: "Orchard's <Staked> SOL",
    symbol: 'orcSOL',
    epochFee: 500,
    depositFee: 0,
    withdrawalFee: 10,
    referral: 0,
  };

  it('loads the try-it script carrying the pool, a wallet button, and the card with pool=; no service, no cluster', () => {
    const { html, jsx } = demoPoolSnippet(copy, { tryItUrl: 'https://site.example/embed/lst-stake-demo.js' });
    const [script, button, card] = html.split('\n');
    expect(script).toBe(
      `<script src="https://site.example/embed/lst-stake-demo.js" data-demo-pool='${JSON.stringify(copy).replace("'", '&#39;').replace('<', '&lt;').replace('>', '&gt;')}'></script>`,
    );
    expect(button).toBe('<lst-wallet-button></lst-wallet-button>');
    expect(card).toBe(`<lst-stake mint="${copy.mint}" pool="${copy.pool}"></lst-stake>`);
    // The attribute, as a browser reads it, is the pool's JSON again.
    const document = new Window().document;
    document.body.innerHTML = html;
    const parsed = document.querySelector('script')!.getAttribute('data-demo-pool')!;
    expect(JSON.parse(parsed)).toEqual(copy);
    expect(jsx).toContain(`const demo = createDemo({ pools: [${JSON.stringify(copy)}] });`);
    expect(jsx).toContain(`<StakeCard mint="${copy.mint}" pool="${copy.pool}" />`);
  });
});
