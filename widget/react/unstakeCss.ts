/**
 * The Unstake panel's own: the ways out side by side (ExitChoices), the confirmation's buttons and the
 * stake-account list. Joined by the UnstakePanel chunk.
 */
export const unstakeCss: string = `
.lst-stake-accounts { display: grid; gap: 6px; margin-top: 12px; }
.lst-stake-accounts__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.lst-stake-accounts__item { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 0.85rem; }
/* The Unstake panel's ways out, side by side, and its confirmation's buttons. */
.lst-offers { display: grid; gap: 6px; border: 0; padding: 0; }
.lst-offer {
  flex: 1; display: grid; gap: 2px; padding: 6px 12px; border: 1px solid var(--_border); border-radius: 10px;
  background: var(--_bg); color: var(--_muted); font-size: .85rem; overflow-wrap: anywhere; accent-color: var(--_accent); cursor: pointer;
}
.lst-offer--on { color: var(--_accent); border-color: var(--_accent); background: var(--_surface); }
.lst-confirm__buttons { display: flex; gap: 6px; }
/* A way out's figure, while its radio has the keyboard's focus (the radio, not the figure, takes the Tab).
   It sits at the card's right edge: its exact figure opens leftwards, inside the card. The alternative
   text is empty (the radio's description has the exact figure); a browser without that syntax keeps the plain content. */
.lst-offer:has(input:focus-visible) .lst-figure::after {
  content: attr(title); content: attr(title) / ""; position: absolute; right: 0; top: 100%; z-index: 1; width: max-content; max-width: 80vw;
  padding: 2px 6px; background: var(--_fg); color: var(--_bg); font-size: 0.8rem;
}
`;
