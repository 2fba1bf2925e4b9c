import { useSyncExternalStore } from 'react';
import type { Owner } from '../stake/owner/createOwnerSkeleton';
import type { OwnerState } from '../stake/owner/ownerState';

/**
 * An owner's whole state, for the stake card and the Unstake tab alike: each shows every field of its
 * owner's state, so a selector per field would render exactly as often, with more code.
 */
export const useOwnerState = <S extends OwnerState>(owner: Owner<S>): S =>
  useSyncExternalStore(owner.subscribe, owner.getState, owner.getState);
