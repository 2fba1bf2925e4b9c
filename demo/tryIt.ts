/**
 * `lst-stake-demo.js`, the try-it script: one classic script that defines the elements on the demo
 * services with a burner wallet. It is a single file with no lazy chunks and no module loading, so it
 * works from a plain HTML file opened from disk, with no network. A classic script runs before any
 * module script, so it wins over `lst-stake.js` on the same page, wherever its tag is. Its tag's
 * `data-demo-pool` (JSON) carries pools launched on the site's demo, which its chain starts with.
 */
import { defineStakeElements } from '../widget/element';
import { createDemo } from './createDemo';
import { parsePastedPools } from './pastedPool';

if (customElements.get('lst-stake')) {
  console.error('lst-stake-demo.js: the elements were already defined (by lst-stake.js?), so this page is NOT on the demo services.');
} else {
  const demo = createDemo({ pools: parsePastedPools(document.currentScript?.getAttribute('data-demo-pool')) });
  Object.assign(globalThis, { lstDemo: demo.services });
  defineStakeElements({ config: demo.config, extraWallets: demo.extraWallets });
}
