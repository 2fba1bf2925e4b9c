import { describe, expect, it } from 'vitest';
import type { LstEntry } from '../../widget/core/lst/lst';
import { explorableProjects, matchesSearch, pickFeatured, shuffle } from '../../site/logic/explore';
import { claimsAnotherMint, projectView } from '../../site/logic/projectView';
import { validateLaunchField, validateLaunchForm, emptyLaunchForm } from '../../site/logic/launchForm';
import { demoProjects } from '../../demo/demoProjects';
import fixture from '../../demo/data/sanctum-lst-list-2025-09-04.json';

const withMeta = (meta: Record<string, string>, extra: Partial<LstEntry> = {}): LstEntry => ({
  ...demoProjects[0]!,
  meta: { ...demoProjects[0]!.meta, ...meta },
  ...extra,
});

describe('explore', () => {
  it('hides "(Sanctum Automated)" projects and those without a first bullet point', () => {
    const list = [
      ...demoProjects,
      withMeta({ 'First bullet point': '' }, { mint: 'a' }),
      withMeta({}, { mint: 'b', name: '(Sanctum Automated) Foo' }),
      ...(fixture.lsts as LstEntry[]),
    ];
    expect(explorableProjects(list).map((entry) => entry.mint)).toEqual(demoProjects.map((entry) => entry.mint));
  });

  it('hides an entry whose meta claims another mint (an impostor of that project)', () => {
    const impostor = {
      ...demoProjects[1]!,
      mint: 'GpbzN7QV5eWtrpJ4Pa6pLa6QX3Uh8GiAgmEtaSqBhmRD',
      meta: { ...demoProjects[1]!.meta, 'Mint address': demoProjects[0]!.mint },
    };
    expect(explorableProjects([impostor, ...demoProjects]).map((entry) => entry.mint)).toEqual(demoProjects.map((entry) => entry.mint));
  });

  it('picks two featured projects only when at least two qualify', () => {
    expect(pickFeatured(demoProjects.slice(0, 1))).toEqual({ featured: [], rest: demoProjects.slice(0, 1) });
    const { featured, rest } = pickFeatured(demoProjects, () => 0);
    expect(featured).toHaveLength(2);
    expect(new Set([...featured, ...rest].map((entry) => entry.mint)).size).toBe(demoProjects.length);
  });

  it('shuffles without bias (Fisher-Yates): every item lands in every place about equally often', () => {
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    // mulberry32: a small seeded generator with good low bits, so the test is repeatable.
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    for (let run = 0; run < 40_000; run++) shuffle([0, 1, 2, 3], random).forEach((item, place) => counts[item]![place]!++);
    for (const row of counts) for (const count of row) expect(Math.abs(count - 10_000)).toBeLessThan(400); // about 4.6 standard deviations
  });

  it('searches name, symbol and categories, ignoring case', () => {
    const project = demoProjects[0]!;
    expect(matchesSearch(project, 'evergreen')).toBe(true);
    expect(matchesSearch(project, 'EVGSOL')).toBe(true);
    expect(matchesSearch(project, 'public goods')).toBe(true);
    expect(matchesSearch(project, 'music')).toBe(false);
    expect(matchesSearch(project, '  ')).toBe(true);
  });
});

describe('projectView', () => {
  it('reads the meta fields, splits categories on ", " and builds safe links', () => {
    const view = projectView(demoProjects[0]!);
    expect(view).toMatchObject({
      name: 'Evergreen Staked SOL',
      symbol: 'evgSOL',
      oneLiner: 'Reforestation funded by staking rewards.',
      categories: ['Climate', 'Public goods'],
      website: 'https://example.org/evgsol',
      twitter: 'https://x.com/evergreen_sol',
      telegram: 'https://t.me/evgsol',
      bullets: ['Keep your SOL principal', 'Rewards fund verified planting', 'Monthly impact reports'],
      voteAccount: '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC',
      detailPath: `/detail/${demoProjects[0]!.mint}`,
    });
  });

  it('falls back to the entry itself when there is no meta', () => {
    const real = (fixture.lsts as LstEntry[])[0]!;
    const view = projectView(real);
    expect(view).toMatchObject({ name: real.name, symbol: real.symbol, logo: real.logo_uri, categories: [], bullets: [], website: null });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative',
  ])('turns no link or image into %j', (url) => {
    const view = projectView(withMeta({ Website: url, 'TG group link': url, 'Mint logo URL': url }, { logo_uri: url }));
    expect([view.website, view.telegram, view.logo]).toEqual([null, null, null]);
  });

  it.each(['a/b', '../x', '<script>', '@handle', 'sixteen_chars_xx', 'x'.repeat(40), ''])(
    'hides the Twitter link for the handle %j',
    (handle) => {
      expect(projectView(withMeta({ Twitter: handle })).twitter).toBeNull();
    },
  );

  it.each([
    ['http://example.org/', 'plain http'],
    ['https://t.me@evil.example/', 'user info'],
  ])('turns no link or image into %j (%s)', (url) => {
    const view = projectView(withMeta({ Website: url, 'TG group link': url, 'Mint logo URL': url }, { logo_uri: url }));
    expect([view.website, view.telegram, view.logo]).toEqual([null, null, null]);
  });

  it('takes a Telegram link on t.me or telegram.me only; the website may be any https host', () => {
    const view = projectView(withMeta({ Website: 'https://evil.example/', 'TG group link': 'https://evil.example/t.me/x' }));
    expect(view.website).toBe('https://evil.example/');
    expect(view.telegram).toBeNull();
    expect(projectView(withMeta({ 'TG group link': 'https://telegram.me/evg' })).telegram).toBe('https://telegram.me/evg');
  });

  it("links every card by the entry's own mint, and knows an entry that claims another", () => {
    const impostor = withMeta({ 'Mint address': demoProjects[1]!.mint });
    expect(projectView(impostor).detailPath).toBe(`/detail/${impostor.mint}`);
    expect(claimsAnotherMint(impostor)).toBe(true);
    expect(claimsAnotherMint(withMeta({}))).toBe(false);
    expect(claimsAnotherMint(withMeta({ 'Mint address': '' }))).toBe(false);
  });
});

describe('the launch form', () => {
  const valid = {
    ...emptyLaunchForm,
    name: 'Evergreen',
    symbol: 'EVG',
    uri: 'https://example.org/meta.json',
    originTokenAddress: 'So11111111111111111111111111111111111111112',
    sellerFeeBasisPoints: '250',
  };

  it('starts sellerFeeBasisPoints at 0 and requires every field but creators', () => {
    expect(emptyLaunchForm.sellerFeeBasisPoints).toBe('0');
    const errors = validateLaunchForm(emptyLaunchForm);
    expect(Object.keys(errors).sort()).toEqual(['name', 'originTokenAddress', 'symbol', 'uri']);
    expect(validateLaunchForm(valid)).toEqual({});
  });

  it.each([
    ['abc', 'Please enter a valid number'],
    ['', 'Please enter a valid number'],
    ['1e3', 'Please enter a valid number'],
    ['2.5', 'Please enter a valid number'],
    ['-1', 'Value must be between 0 and 10000'],
    ['10001', 'Value must be between 0 and 10000'],
  ])('says sellerFeeBasisPoints %j: %s', (value, message) => {
    expect(validateLaunchField('sellerFeeBasisPoints', value)).toBe(message);
  });

  it.each(['0', '10000', '250'])('accepts sellerFeeBasisPoints %j', (value) => {
    expect(validateLaunchField('sellerFeeBasisPoints', value)).toBeNull();
  });

  it('checks addresses, the uri and the creators JSON', () => {
    expect(validateLaunchField('originTokenAddress', 'not-an-address')).toMatch(/address/);
    expect(validateLaunchField('uri', 'javascript:alert(1)')).toMatch(/http/);
    expect(validateLaunchField('creators', '')).toBeNull();
    expect(validateLaunchField('creators', '[{"address":"So11111111111111111111111111111111111111112","share":100}]')).toBeNull();
    expect(validateLaunchField('creators', '{')).toMatch(/JSON/);
    expect(validateLaunchField('creators', '{}')).toMatch(/list/);
    expect(validateLaunchField('creators', '[{"address":"x","share":100}]')).toMatch(/address/);
    expect(validateLaunchField('creators', '[{"address":"So11111111111111111111111111111111111111112","share":60}]')).toMatch(/100/);
    expect(validateLaunchField('creators', '[{"address":"So11111111111111111111111111111111111111112","share":"100"}]')).toMatch(/share/);
  });
});
