import { widgetStylesheet } from '../react/widgetStylesheet';

/**
 * Gives a shadow root the widget's stylesheet as far as it has loaded (each lazy chunk joins its rules
 * to it: joinStyles). A constructed sheet is shared by every element and is allowed under a
 * Content-Security-Policy without 'unsafe-inline'; a <style> element is the fallback.
 */
export function adoptStyles(root: ShadowRoot): void {
  const shown = widgetStylesheet();
  const text = shown.parts.join('');
  // Constructed sheets came with adoptedStyleSheets in every engine (replaceSync too); the types promise it to every root.
  if ('adoptedStyleSheets' in (root as object)) {
    if (!shown.sheet) (shown.sheet = new CSSStyleSheet()).replaceSync(text);
    if (!root.adoptedStyleSheets.includes(shown.sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shown.sheet];
    return;
  }
  let style = root.querySelector<HTMLStyleElement>('style[data-lst]');
  if (!style) {
    style = document.createElement('style');
    style.dataset.lst = '';
    root.prepend(style);
  }
  style.textContent = text; // an element that comes back may have missed rules joined while it was away
  shown.styles.add(style);
}
