/** How long a copy button says 'Copied' (the wallet menu's Copy address, the site's snippet). */
export const COPIED_LABEL_MS = 400;
