/**
 * A stake's or an unstake's progress and outcome (StakeMessage: the spinner's line, the headline, the
 * success, the explorer link), and the spinner the submit buttons show meanwhile. Joined by StakeMessage's
 * chunk, which the Unstake panel imports and the stake card loads as it mounts (long before a click).
 */
export const messageCss: string = `
.lst-link { color: var(--_accent); font-weight: 600; text-underline-offset: 2px; }
.lst-message--success { background: color-mix(in srgb, var(--_success) 12%, var(--_bg)); color: var(--_success); }
.lst-message--progress { display: flex; align-items: center; gap: 10px; }
.lst-message__detail { color: var(--_fg); opacity: 0.85; font-size: 0.85rem; }
.lst-message__headline { margin: 0; font-weight: 600; font-size: 1rem; }
.lst-spinner {
  flex: none; width: 16px; height: 16px; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent; animation: lst-spin 0.8s linear infinite;
}
@keyframes lst-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .lst-spinner { animation: none; } }
`;
