/**
 * The connected wallet's menu (copy address, change wallet, disconnect). Joined by WalletMenu's chunk.
 */
export const menuCss: string = `
.lst-menu--end { right: 0; }
.lst-menu--start { left: 0; }
.lst-menu {
  position: absolute; top: calc(100% + 6px); z-index: 10; min-width: 180px; padding: 6px;
  background: var(--_bg); border: 1px solid var(--_border); border-radius: 12px; box-shadow: 0 8px 24px rgb(16 42 27 / 16%);
}
.lst-menu__item { display: block; width: 100%; padding: 10px 12px; border: 0; border-radius: 8px; background: none; text-align: left; cursor: pointer; }
.lst-menu__item:hover, .lst-menu__item:focus-visible { background: var(--_surface); }
`;
