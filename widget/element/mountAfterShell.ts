import { page } from '../core/page';
import { adoptStyles } from './adoptStyles';

/** r2wc marks an element connected with this registry symbol, and renders only while it is set. */
const CONNECTED = Symbol.for('r2wc.connected');

/** A hidden tab runs no animation frames; its elements mount on a timer instead. */
const HIDDEN_PAGE_MOUNT_MS = 1000;

type R2wcElement = HTMLElement & { connectedCallback(): void; [CONNECTED]: boolean };

/** Runs `mount` in a task after the next frame is painted, together with every mount queued before it. */
function afterNextPaint(mount: () => void): void {
  const current = page();
  current.mountQueue.push(mount);
  if (current.mountQueue.length > 1) return;
  let done = false;
  const flush = () => {
    if (done) return;
    done = true;
    const batch = current.mountQueue;
    current.mountQueue = [];
    for (const run of batch) run();
  };
  // An animation frame callback runs just before its frame is painted; a task it queues, after.
  requestAnimationFrame(() => setTimeout(flush));
  setTimeout(flush, HIDDEN_PAGE_MOUNT_MS);
}

/** Marks a shell, for the element's first commit to remove. */
const SHELL = 'data-lst-shell';

/** Shows `shell` in `root`, styled, inert and hidden from assistive technology: a picture of the element. */
export function paintShell(root: ShadowRoot, shell: HTMLElement): void {
  shell.setAttribute(SHELL, '');
  shell.setAttribute('inert', '');
  shell.setAttribute('aria-hidden', 'true');
  adoptStyles(root);
  root.append(shell);
}

/**
 * Removes the shell once the live element has committed (ElementRoot's layout effect), in the same frame.
 * Preact's render has already replaced it then; React renders later than the mount and appends.
 */
export function removeShell(root: ShadowRoot): void {
  for (const child of Array.from(root.children)) if (child.hasAttribute(SHELL)) child.remove();
}

/**
 * Makes an r2wc element paint a static copy of its first render (`buildShell`) as soon as it is
 * connected while the page starts, and run the real render in a task after that paint. At 4x CPU
 * slowdown the card's first render takes about 60 ms of main thread; the copy shows the same card
 * before it. The copy is inert and hidden from assistive technology, and the live card replaces it in
 * the frame of its first commit. Once the page's wallet code has started, elements render at once.
 *
 * It also fixes r2wc 2.1 rendering once per attribute when an element is upgraded from HTML (six
 * renders for a typical `<lst-stake>`): the constructor clears r2wc's "connected" mark, so the first
 * render waits for `connectedCallback`, when every attribute has been read.
 */
export function mountAfterShell(Element: CustomElementConstructor, buildShell: (element: HTMLElement) => HTMLElement | null): CustomElementConstructor {
  const Base = Element as new () => R2wcElement;
  return class extends Base {
    #shell: HTMLElement | null = null;

    constructor() {
      super();
      this[CONNECTED] = false;
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
        if (this.isConnected) super.connectedCallback(); // its first commit removes the shell
        else shell.remove();
      });
    }
  };
}
