import { page } from '../core/page/page';

/** A hidden tab runs no animation frames; its elements mount on a timer instead. */
const HIDDEN_PAGE_MOUNT_MS = 1000;

/**
 * Runs `mount` in a task after the next frame is painted, together with every mount queued before it
 * (one batch per frame, so a page of many elements pays for one wait, not one each).
 */
export function afterNextPaint(mount: () => void): void {
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
