import { pageState } from '../core/page/page';
import { widgetCss } from '../react/widgetCss';

const STYLESHEET = Symbol('the widget stylesheet');

/**
 * Gives a shadow root the widget's stylesheet. A constructed sheet is shared by every element and is
 * allowed under a Content-Security-Policy without 'unsafe-inline'; a <style> element is the fallback.
 */
export function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = pageState(STYLESHEET, () => {
      const constructed = new CSSStyleSheet();
      constructed.replaceSync(widgetCss);
      return constructed;
    });
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (!root.querySelector('style[data-lst]')) {
    const style = document.createElement('style');
    style.dataset.lst = '';
    style.textContent = widgetCss;
    root.prepend(style);
  }
}
