import { page } from '../core/page/page';
import { afterNextPaint } from './afterNextPaint';
import { renderOnlyOnceConnected, type R2wcElement } from './r2wcConnected';
import { paintShell } from './startupCopy';

/**
 * Makes an r2wc element paint a static copy of its first render (`buildShell`) as soon as it is
 * connected while the page starts, and run the real render in a task after that paint. At 4x CPU
 * slowdown the card's first render takes about 60 ms of main thread; the copy shows the same card
 * before it. The copy is inert and hidden from assistive technology, and the live card replaces it in
 * the frame of its first commit. Once the page's wallet code has started, elements render at once.
 *
 * Its first render waits for `connectedCallback` (see r2wcConnected), when every attribute is read.
 */
export function mountAfterShell(
  Element: CustomElementConstructor,
  buildShell: (element: HTMLElement) => HTMLElement | null,
): CustomElementConstructor {
  const Base = Element as new () => R2wcElement;
  return class extends Base {
    #shell: HTMLElement | null = null;

    constructor() {
      super();
      renderOnlyOnceConnected(this);
    }

    override connectedCallback(): void {
      if (this.#shell) return; // moved while its mount is queued: that mount still runs
      const root = this.shadowRoot;
      const shell = root && page().wallet.getState().status === 'loading' ? buildShell(this) : null;
      if (!root || !shell) {
        super.connectedCallback();
        return;
      }
      paintShell(root, shell);
      this.#shell = shell;
      afterNextPaint(() => {
        this.#shell = null;
        if (this.isConnected)
          super.connectedCallback(); // its first commit removes the shell
        else shell.remove();
      });
    }
  };
}
