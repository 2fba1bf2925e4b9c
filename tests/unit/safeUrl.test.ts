import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../widget/core/safeUrl';

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.org/logo.png', 'https://example.org/logo.png'],
    ['  http://example.org  ', 'http://example.org/'],
    ['HTTPS://EXAMPLE.ORG/a', 'https://example.org/a'],
  ])('lets %j through', (input, output) => {
    expect(safeHttpUrl(input)).toBe(output);
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
  ])('refuses %j', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://x.org']])('refuses the non-string %j', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });

  it('only ever returns http(s) URLs, over 100,000 generated strings', () => {
    const schemes = fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:', 'http://', 'https://', 'java\u0000script:', ' ', '');
    const rest = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(schemes, rest, (scheme, tail) => {
        const result = safeHttpUrl(scheme + tail);
        return result === null || /^https?:\/\/[^/\s]+/.test(result);
      }),
      { numRuns: 100_000 },
    );
  });
});
