export { defineStakeElements } from './defineStakeElements';
export type { PageOptions } from './pageOptions';
export type { LstStakeElementProps } from './LstStakeElement';
