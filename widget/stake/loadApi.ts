import { lazyOnce } from '../core/page/lazyOnce';

/** The service clients and their schemas (valibot): a lazy chunk, so the card's shell paints without them. */
export const loadApi = lazyOnce(() => import('../api'));
