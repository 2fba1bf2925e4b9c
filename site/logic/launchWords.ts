import { formatAmount } from '../../widget/core/amount/amount';
import { inEnglish, type Said } from '../../widget/core/texts/said';

/** An amount of lamports as the launch page writes it: "0.0023 SOL". */
export const sol = (lamports: bigint) => `${formatAmount(lamports, 9)} SOL`;

/** The launch's texts in English (the site's language); nothing for nothing. */
export const words = (said: Said | string | undefined) => (said === undefined ? '' : inEnglish(said));
