/**
 * A native modal <dialog>, the frame both dialogs share (the wallet picker, the stake dialog): the top
 * layer, above and outside anything the host page does. Joined by useModalDialog, which both import, so
 * before either's own rules.
 */
export const modalCss: string = `
.lst-modal {
  margin: auto; padding: 0; border: 0; background: transparent; color: var(--_fg);
  width: min(400px, calc(100% - 32px)); max-width: none; max-height: calc(100% - 32px); overflow: visible;
  animation: lst-fade 150ms ease-out;
}
.lst-modal::backdrop { background: rgb(8 20 13 / 55%); animation: lst-fade 150ms ease-out; }
.lst-modal--closing, .lst-modal--closing::backdrop { opacity: 0; transition: opacity 150ms ease-in; }
.lst-modal__close {
  position: absolute; top: 8px; right: 8px; width: 40px; height: 40px; border: 0; border-radius: 50%;
  background: var(--_surface); font-size: 1.4rem; line-height: 1; cursor: pointer;
}
@keyframes lst-fade { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .lst-modal, .lst-modal::backdrop { animation: none; } }
`;
