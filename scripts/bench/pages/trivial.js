// The baseline: the smallest custom element that paints something in a shadow root.
customElements.define(
  'trivial-button',
  class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<button class="lst-card">Stake</button>';
    }
  },
);
