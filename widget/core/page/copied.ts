/** How long a copy button says 'Copied' (the wallet menu's Copy address, the site's snippet). */
export const COPIED_LABEL_MS = 400;

/**
 * A copy button's feedback, framework-free so the widget and the site share it: `copy` runs the write
 * and reports true, then false after COPIED_LABEL_MS. A write that fails (no clipboard permission)
 * reports nothing, rather than claim a copy.
 */
export function createCopyFeedback(onChange: (copied: boolean) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    async copy(write: () => Promise<void>): Promise<void> {
      try {
        await write();
      } catch {
        return;
      }
      clearTimeout(timer);
      onChange(true);
      timer = setTimeout(() => onChange(false), COPIED_LABEL_MS);
    },
    dispose: () => clearTimeout(timer),
  };
}
