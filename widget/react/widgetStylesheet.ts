import { pageState } from '../core/page/page';
import { firstPaintCss } from './firstPaintCss';

/**
 * The widget's stylesheet as far as it has loaded: the rules the first paint needs, then each lazy
 * chunk's own as the chunk is evaluated (joinStyles). A module's own variable, not the page's: a chunk
 * is evaluated once, and a page reset does not unload it, so a fresh page still needs its rules.
 */
const parts = [firstPaintCss];

/** The stylesheet so far, and where the page shows it: the one constructed sheet, or the fallback <style>s. */
export interface WidgetStylesheet {
  parts: string[];
  sheet?: CSSStyleSheet;
  styles: Set<HTMLStyleElement>;
}

const SHOWN = Symbol(); // the page's widget stylesheet (a description would be bytes of the embed's first load)

export const widgetStylesheet = (): WidgetStylesheet => pageState(SHOWN, () => ({ parts, styles: new Set() }));
