/**
 * The one place that relies on an r2wc 2.1 internal: r2wc marks an element connected with this
 * registry symbol, sets it in its constructor, and renders on attribute changes only while it is set.
 * `tests/component/r2wcConnected.test.tsx` pins that, so an r2wc upgrade that changes it fails there.
 */
const CONNECTED = Symbol.for('r2wc.connected');

export type R2wcElement = HTMLElement & { connectedCallback(): void; [CONNECTED]?: boolean };

/**
 * Makes an r2wc element skip the renders r2wc 2.1 does for each attribute while an element is
 * upgraded from HTML (six for a typical `<lst-stake>`): its first render waits for `connectedCallback`,
 * when every attribute has been read. Call it from the subclass constructor, after `super()`.
 */
export function renderOnlyOnceConnected(element: R2wcElement): void {
  element[CONNECTED] = false;
}

/** Whether r2wc currently considers the element connected (for the test that pins the internal). */
export const isMarkedConnected = (element: R2wcElement): boolean => element[CONNECTED] === true;
