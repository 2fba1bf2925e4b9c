/**
 * The app shell's error state: the site could not start because part of it did not arrive (the demo's
 * chunk, or another lazy chunk before the first render). Without it the page would stay blank. A reload
 * fetches everything again, which is what fixes a dropped request or a deploy that replaced the chunks.
 */
export function AppLoadFailed() {
  return (
    <main id="main" className="main">
      <div className="page page--narrow">
        <h1 className="page__title">The launchpad could not load</h1>
        <p role="alert">Part of the site did not arrive. Check your connection, then reload the page.</p>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
