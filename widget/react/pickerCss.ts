/**
 * The wallet picker's panel and its list of wallets. Joined by WalletPicker's chunk, after modalCss (useModalDialog's).
 */
export const pickerCss: string = `
/* Its own root, like the card's (firstPaintCss.ts): a page's !important rules on the host would be inherited. */
.lst-modal__dialog {
  font-family: var(--_font); font-size: 16px; line-height: 1.45; color: var(--_fg); text-align: left;
  letter-spacing: normal; text-transform: none; font-style: normal; font-weight: 400;
  position: relative; display: grid; gap: 14px; width: 100%; max-height: calc(100vh - 32px); overflow: auto;
  padding: 28px 20px 20px; background: var(--_bg); border-radius: var(--_radius);
}
.lst-modal__title { font-size: 1.15rem; font-weight: 700; text-align: center; padding: 0 32px; } /* clear of the close button */
.lst-wallet-list { display: grid; gap: 6px; }
.lst-wallet-option {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px; border: 1px solid var(--_border);
  border-radius: 12px; background: var(--_bg); cursor: pointer; text-align: left;
}
.lst-wallet-option:not(:disabled):hover { background: var(--_surface); }
.lst-wallet-option:disabled { cursor: not-allowed; opacity: 0.6; }
.lst-wallet-option__name { flex: 1; font-weight: 600; overflow-wrap: anywhere; }
.lst-wallet-option__state { color: var(--_muted); font-size: 0.8rem; }
`;
