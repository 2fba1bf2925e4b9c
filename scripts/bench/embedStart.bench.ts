// Embed start to card visible on a plain host page, 4x CPU slowdown, against a trivial custom element
// (one shadow-root button) measured the same way in the same run. Prints figures; asserts no timing.
// BENCH_EMBED_DIRS="before=/tmp/embed-before,after=dist/embed" measures several builds, interleaved.
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { benchEnvironment } from './benchEnvironment';
import { embedPagePath } from './benchServer';
import { comparing, embedBuilds } from './embedBuilds';
import { record } from './report';
import { ms, summary } from './stats';

// The trivial element's time is bimodal (whether its frame comes before or after the parser ends): 21 runs.
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const builds = embedBuilds();
const bench = benchEnvironment(undefined, builds);

interface Timing {
  /** When the browser starts requesting the element's script, after navigation start. */
  scriptStart: number;
  /** The first animation frame whose layout has the card (the frame that paints it). */
  visible: number;
  /** The first frame with the live card, not its inert startup copy: the card answers input. */
  interactive: number;
}

/**
 * Watches every animation frame from before the page's first script. Polling from the test instead
 * (Playwright's `waitForFunction`) lands up to 250 ms after the frame that painted the card, because
 * its own injected script queues behind the page's tasks; that lag was larger than either element.
 */
function watchFrames(host: string) {
  let visible = NaN;
  const shown = (selector: string) => {
    const card = document.querySelector(host)?.shadowRoot?.querySelector(selector);
    return card !== null && card !== undefined && card.getBoundingClientRect().height > 0;
  };
  const frame = () => {
    if (Number.isNaN(visible) && shown('.lst-card')) visible = performance.now();
    if (shown('.lst-card:not([inert])')) {
      const script = performance.getEntriesByType('resource').find((entry) => /lst-stake\.js|trivial\.js/.test(entry.name));
      const timing: Timing = { scriptStart: script?.startTime ?? NaN, visible, interactive: performance.now() };
      (window as unknown as { benchTiming: Timing }).benchTiming = timing;
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measure(path: string, host: string): Promise<Timing> {
  const context = await bench.browser.newContext();
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watchFrames, host);
  await page.goto(`${bench.server.origin}${path}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (window as unknown as { benchTiming?: Timing }).benchTiming, undefined, {
    timeout: 60_000,
  });
  const timing = (await handle.jsonValue()) as Timing;
  await context.close();
  if (!Number.isFinite(timing.scriptStart)) throw new Error(`${path}: no resource timing for the element's script`);
  return timing;
}

it('embed: script start to card visible, 4x CPU slowdown', async () => {
  const embeds = new Map(builds.map((build) => [build, [] as Timing[]]));
  const trivial: Timing[] = [];
  for (const build of builds) await measure(embedPagePath(build), 'lst-stake'); // warm caches once
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, so every build and the trivial element see the same machine load.
    for (const build of builds) embeds.get(build)!.push(await measure(embedPagePath(build), 'lst-stake'));
    trivial.push(await measure('/bench/trivial', 'trivial-button'));
  }
  const fromScript = (timings: Timing[], end: 'visible' | 'interactive' = 'visible') =>
    summary(timings.map((timing) => timing[end] - timing.scriptStart));
  const fromNavigation = (timings: Timing[]) => summary(timings.map((timing) => timing.visible));
  const baseline = { script: fromScript(trivial), navigation: fromNavigation(trivial) };
  console.log(
    `trivial element: script start to visible ${ms(baseline.script.median)}, navigation to visible ${ms(baseline.navigation.median)}`,
  );
  for (const build of builds) {
    const embed = embeds.get(build)!;
    const script = fromScript(embed);
    const navigation = fromNavigation(embed);
    const interactive = fromScript(embed, 'interactive');
    const ratio = script.median / baseline.script.median;
    const navigationRatio = navigation.median / baseline.navigation.median;
    const label = build.label ? `${build.label}: ` : '';
    console.log(
      `${label}script start to visible: embed ${ms(script.median)} (${ms(script.min)}-${ms(script.max)}): ratio ${ratio.toFixed(2)}`,
    );
    console.log(`${label}navigation to visible: embed ${ms(navigation.median)}: ratio ${navigationRatio.toFixed(2)}`);
    console.log(`${label}script start to the live card: ${ms(interactive.median)}`);
    if (comparing(builds)) {
      // Run by run against the first build (measured next to it): steadier than medians on a busy machine.
      const first = embeds.get(builds[0]!)!;
      const paired = summary(
        embed.map((timing, run) => (timing.visible - timing.scriptStart) / (first[run]!.visible - first[run]!.scriptStart)),
      );
      if (build !== builds[0])
        console.log(`${label}visible, run by run against ${builds[0]!.label}: median ratio ${paired.median.toFixed(2)}`);
      continue;
    }
    record('embed: script start to card visible, 4x CPU', script, 'ms', `${ratio.toFixed(2)}x the trivial element (goal <= 1.5x)`);
    record('trivial element: script start to visible, 4x CPU', baseline.script, 'ms', 'baseline');
    record(
      'embed: navigation to card visible, 4x CPU',
      navigation,
      'ms',
      `${navigationRatio.toFixed(2)}x the trivial element's ${ms(baseline.navigation.median)}`,
    );
    record(
      'embed: script start to live card (answers input), 4x CPU',
      interactive,
      'ms',
      `${(interactive.median / baseline.script.median).toFixed(2)}x the trivial element; reported`,
    );
  }
}, 1_800_000);
