/**
 * Builds an element with the DOM API rather than innerHTML: text stays text whatever it holds, and
 * pages that enforce Trusted Types accept it.
 */
export function buildElement(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}
