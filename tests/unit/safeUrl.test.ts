import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebUrl, safeHttpsUrl, safeTelegramUrl } from '../../widget/core/lst/safeUrl';

describe('safeHttpsUrl', () => {
  it.each([
    ['https://example.org/logo.png', 'https://example.org/logo.png'],
    ['  https://example.org  ', 'https://example.org/'],
    ['HTTPS://EXAMPLE.ORG/a', 'https://example.org/a'],
  ])('lets %j through', (input, output) => {
    expect(safeHttpsUrl(input)).toBe(output);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,AAAA',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/relative/path.png',
    'ftp://example.org/file',
    'https://exa mple.org',
    '',
    'https://',
    'http://example.org/',
    'https://t.me@evil.example/',
    'https://user:pass@example.org/',
  ])('refuses %j', (input) => {
    expect(safeHttpsUrl(input)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://x.org']])('refuses the non-string %j', (input) => {
    expect(safeHttpsUrl(input)).toBeNull();
  });

  it('only ever returns https URLs without user info, over 100,000 generated strings', () => {
    const schemes = fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      'vbscript:',
      'http://',
      'https://',
      'https://a@',
      'java\u0000script:',
      ' ',
      '',
    );
    const rest = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(schemes, rest, (scheme, tail) => {
        const result = safeHttpsUrl(scheme + tail);
        return result === null || (/^https:\/\/[^/\s@]+/.test(result) && new URL(result).username === '');
      }),
      { numRuns: 100_000 },
    );
  });
});

describe('safeTelegramUrl', () => {
  it.each(['https://t.me/evergreen', 'https://telegram.me/evergreen'])('lets %j through', (input) => {
    expect(safeTelegramUrl(input)).toBe(input);
  });

  it.each([
    'https://t.me@evil.example/',
    'https://evil.example/t.me',
    'https://t.me.evil.example/',
    'http://t.me/x',
    'https://web.telegram.org.evil/',
  ])('refuses %j', (input) => {
    expect(safeTelegramUrl(input)).toBeNull();
  });
});

describe('isWebUrl (a URL a person types into the launch form)', () => {
  it('takes http and https, and nothing with user info', () => {
    expect(isWebUrl('http://example.org/meta.json')).toBe(true);
    expect(isWebUrl('https://example.org/meta.json')).toBe(true);
    expect(isWebUrl('https://a@example.org/')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });
});
