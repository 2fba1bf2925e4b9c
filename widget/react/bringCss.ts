/**
 * "Bring your stake"'s own rules: the entry's toggle, the stake accounts as choices (the ones that cannot
 * go greyed, with their reason), the preview and the paste field. Joined by the BringPanel chunk.
 */
export const bringCss: string = `
.lst-bring { display: grid; gap: 8px; margin-top: 12px; }
.lst-bring__intro, .lst-bring__fee { color: var(--_muted); font-size: 0.85rem; }
.lst-bring__list { display: grid; gap: 6px; border: 0; margin: 0; padding: 0; min-width: 0; }
.lst-bring__list legend { padding: 0; margin-bottom: 2px; }
.lst-bring__account {
  display: flex; align-items: flex-start; gap: 8px; padding: 8px 10px; border: 1px solid var(--_border); border-radius: 10px;
  font-size: 0.85rem; overflow-wrap: anywhere; accent-color: var(--_accent); cursor: pointer;
}
.lst-bring__account input { margin: 3px 0 0; }
.lst-bring__account--on { border-color: var(--_accent); background: var(--_surface); }
.lst-bring__account--off { color: var(--_muted); cursor: default; border-style: dashed; }
.lst-bring__account:has(input:focus-visible) { outline: 2px solid var(--_accent); outline-offset: 2px; }
.lst-bring__what { display: grid; gap: 2px; min-width: 0; }
.lst-bring__why { font-style: italic; }
.lst-bring__end { display: grid; outline: none; }
.lst-bring__end:empty { display: none; }
.lst-bring__paste { display: flex; flex-wrap: wrap; gap: 6px; }
.lst-bring__paste input {
  flex: 1 1 14em; min-width: 0; padding: 8px 10px; border: 1px solid var(--_border); border-radius: 10px;
  background: var(--_surface); color: inherit; font: inherit; font-size: 0.9rem;
}
.lst-bring__paste input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
`;
