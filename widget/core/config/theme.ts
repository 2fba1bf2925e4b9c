import { namedChoice } from './namedChoice';

/** The card's colours: the page's scheme (`prefers-color-scheme`), or one forced. */
export type Theme = 'auto' | 'light' | 'dark';

/** The `theme` attribute: missing is 'auto'; an unknown name is ignored (so 'auto'), with a console warning. */
export const parseTheme = (value: string | null | undefined): Theme =>
  namedChoice<Theme>('theme', value, ['auto', 'light', 'dark']) ?? 'auto';
