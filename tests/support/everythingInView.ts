// happy-dom has no layout, and its IntersectionObserver never reports: in these tests every observed
// element is in view at once, as a card at the top of a page is in a browser. The real observer runs
// in the Chromium tests (tests/e2e/manyWidgets.test.ts: only the cards on screen read their pools).
class EverythingInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = EverythingInView as unknown as typeof IntersectionObserver;
