/**
 * The launcher (a button, or a floating one) that opens the card in the stake dialog, and that dialog.
 * Joined by StakeLauncher's chunk, after modalCss (useModalDialog's): its width overrides the frame's.
 */
export const launcherCss: string = `
/* The stake dialog: the card is the panel, the close button sits on it. */
.lst-modal--stake { width: min(440px, calc(100% - 32px)); }
.lst-modal--stake > .lst-card { max-height: calc(100vh - 32px); overflow: auto; }
.lst-modal--stake > .lst-modal__close { z-index: 1; }
.lst-modal--stake .lst-card__header { padding-right: 40px; }
/* A button as wide as its words, wherever the host puts it. */
.lst-launcher { justify-self: start; width: auto; }
.lst-launcher--floating {
  position: fixed; bottom: 20px; z-index: 2147483000; display: grid; place-items: center;
  width: 60px; height: 60px; padding: 0; border: 0; border-radius: 50%; cursor: pointer;
  background: var(--_accent); box-shadow: 0 6px 20px rgb(8 20 13 / 30%);
}
.lst-launcher--floating:hover { background: var(--_accent-hover); }
.lst-launcher--bottom-right { right: 20px; }
.lst-launcher--bottom-left { left: 20px; }
`;
