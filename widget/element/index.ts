export { defineStakeElements } from './defineStakeElements';
export type { PageOptions } from './pageOptions';
export type { LstStakeElementProps } from './LstStakeElement';
export type {
  HTMLLstStakeElement,
  HTMLLstWalletButtonElement,
  LstSharedAttributes,
  LstStakeAttributes,
  LstWalletButtonAttributes,
} from './elementTypes';
