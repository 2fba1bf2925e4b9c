import type { StakeWidgetConfig } from '../../widget/core/config/config';
import type { ManageChunk, ManageIo } from '../../widget/manage/types';

/** What the "Your pool" page gets from widget/manage: the contract's functions and the chunk's I/O, as the launch's `launchIo`. */
export type ManageModule = ManageChunk & {
  manageIo(config: StakeWidgetConfig, sign: ManageIo['sign']): ManageIo;
};

/**
 * The engine of "Your pool" (reading a pool, planning and running its actions): a lazy chunk of its
 * own, loaded by the page only. The page reaches it through this one function, which tests replace.
 */
export const loadManage = (): Promise<ManageModule> => import('../../widget/manage');
