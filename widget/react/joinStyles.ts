import { listCss } from './listCss';
import { widgetStylesheet } from './widgetStylesheet';

/**
 * A lazy component's rules, joined when its chunk is evaluated (a top-level call), so before it first
 * renders: the shared sheet, and every fallback <style> still on the page, get them at once. Appended
 * after what is there, in the order given: a part that overrides another names it first. The lists'
 * reset comes with the first of them (only lazy chunks render a <ul>).
 */
export function joinStyles(...css: string[]): void {
  const { parts, sheet, styles } = widgetStylesheet();
  for (const part of [listCss, ...css]) if (!parts.includes(part)) parts.push(part);
  const text = parts.join('');
  sheet?.replaceSync(text);
  for (const style of styles) {
    if (style.isConnected) style.textContent = text;
    else styles.delete(style); // gone with its element; adoptStyles brings it back if the element returns
  }
}
