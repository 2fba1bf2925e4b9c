// Pins the r2wc internal that widget/element/r2wcConnected relies on, on every runtime: an r2wc
// upgrade that renames the mark or renders without it fails here, not in a staker's page.
import r2wc from '@r2wc/react-to-web-component';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isMarkedConnected, renderOnlyOnceConnected, type R2wcElement } from '../../widget/element/r2wcConnected';

function defineLabel(tag: string, hold: boolean) {
  const renders: string[] = [];
  function Label({ text = '' }: { text?: string }) {
    renders.push(text);
    return <p>{text}</p>;
  }
  const Base = r2wc(Label, { shadow: 'open', props: { text: 'string' } }) as unknown as new () => R2wcElement;
  customElements.define(
    tag,
    class extends Base {
      constructor() {
        super();
        if (hold) renderOnlyOnceConnected(this);
      }
    },
  );
  return renders;
}

describe('r2wc 2.1 internal: the "connected" mark', () => {
  it('is set by r2wc\'s constructor, under Symbol.for("r2wc.connected")', () => {
    defineLabel('pin-mark', false);
    expect(isMarkedConnected(document.createElement('pin-mark') as R2wcElement)).toBe(true);
  });

  it('makes r2wc render an unconnected element on each attribute; cleared, nothing renders before connecting', async () => {
    const eager = defineLabel('pin-eager', false);
    const eagerElement = document.createElement('pin-eager');
    eagerElement.setAttribute('text', 'a');
    await waitFor(() => expect(eager).toContain('a'));

    const held = defineLabel('pin-held', true);
    const heldElement = document.createElement('pin-held');
    heldElement.setAttribute('text', 'a');
    heldElement.setAttribute('text', 'b');
    // An unheld element changed after it renders after it (renders run in order): once it has, the
    // held one would have too, were it not held.
    eagerElement.setAttribute('text', 'c');
    await waitFor(() => expect(eager).toContain('c'));
    expect(held).toEqual([]);
    document.body.append(heldElement);
    await waitFor(() => expect(heldElement.shadowRoot!.textContent).toBe('b'));
    expect(held).toEqual(['b']);
    heldElement.remove();
  });
});
