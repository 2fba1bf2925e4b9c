import { widgetCss } from '../react/widgetCss';

let sheet: CSSStyleSheet | null = null;

/**
 * Gives a shadow root the widget's stylesheet. A constructed sheet is shared by every element and is
 * allowed under a Content-Security-Policy without 'unsafe-inline'; a <style> element is the fallback.
 */
export function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(widgetCss);
    }
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
