import type { LstEntry } from '../widget/core/lst/lst';
import { demoProjects } from './demoProjects';

/** Metadata doing its worst: script URLs in every URL field, markup in names, bad handles, huge text. */
const base = demoProjects[0]!;

const scriptUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

/** Real-looking mint addresses, one per hostile entry; each entry's meta names its own. */
const hostileMints = [
  'GpbzN7QV5eWtrpJ4Pa6pLa6QX3Uh8GiAgmEtaSqBhmRD',
  '3xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  '9BUZGvN3Ryb3ZdvPHGUpxdxANbpfAjdKEZdhEZ8oCyzK',
  'HuVaXgWhHxQ6GDeypqFSd6xwWKVKPA9MeWF7tN7yCdaw',
  'CCZjSvCjFbLbxvLoBfREzpGGwcQEVZe8zRnh4GQKLhyH',
];

export const hostileProjects: LstEntry[] = scriptUrls.map((url, index) => ({
  ...base,
  mint: hostileMints[index]!,
  name: index === 0 ? `<img src=x onerror=alert(1)>${'Very long name '.repeat(40)}` : `Hostile ${index} <script>alert(1)</script>`,
  symbol: index === 1 ? 'ЕvgSOL' /* a Cyrillic Е */ : `h${index}SOL`,
  logo_uri: url,
  meta: {
    ...base.meta,
    'Mint address': hostileMints[index]!,
    'Mint name': index === 0 ? `<b>${'x'.repeat(10_000)}</b>` : `Hostile ${index} <script>alert(1)</script>`,
    'Mint logo URL': url,
    Website: url,
    'TG group link': url,
    Twitter: ['../evil', 'a/b', '<script>', '@handle', 'sixteen_chars_xx'][index]!,
    'One-liner': `<img src=x onerror=alert(1)> ${'word '.repeat(index === 0 ? 400 : 3)}`,
    Categories: 'Climate, <b>bold</b>, javascript:alert(1)',
  },
}));
