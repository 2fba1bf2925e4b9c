import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Extra> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra;
type ConfigAttributes = {
  'lst-api-url'?: string;
  'quote-api-url'?: string;
  'aggregator-api-url'?: string;
  'rpc-url'?: string;
  cluster?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'lst-stake': ElementProps<
        ConfigAttributes & {
          mint: string;
          'wallet-button'?: 'auto' | 'show' | 'hide';
          display?: string;
          position?: string;
          amount?: string;
          'fixed-amount'?: string;
        }
      >;
      'lst-wallet-button': ElementProps<ConfigAttributes>;
    }
  }
}
