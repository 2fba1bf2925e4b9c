import { adoptStyles } from './adoptStyles';

/** Marks a startup copy, for the element's first commit to remove. */
const COPY = 'data-lst-shell';

/** Shows `copy` in `root`, styled, inert and hidden from assistive technology: a picture of the element. */
export function paintShell(root: ShadowRoot, copy: HTMLElement): void {
  copy.setAttribute(COPY, '');
  copy.setAttribute('inert', '');
  copy.setAttribute('aria-hidden', 'true');
  adoptStyles(root);
  root.append(copy);
}

/**
 * Removes the copy once the live element has committed (ElementRoot's layout effect), in the same frame.
 * Preact's render has already replaced it then; React renders later than the mount and appends.
 */
export function removeShell(root: ShadowRoot): void {
  for (const child of Array.from(root.children)) if (child.hasAttribute(COPY)) child.remove();
}
