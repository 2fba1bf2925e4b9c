'use client';
// The custom elements in TSX, typed by the package (see WrongAttributes.tsx for what must fail).
import { useEffect } from 'react';
import { defineStakeElements } from 'lst-stake-widget/element';
import { EVERGREEN } from '../services';

export default function ElementsPage() {
  useEffect(() => defineStakeElements(), []);
  return <lst-stake mint={EVERGREEN} display="button" amount="1.5" wallet-button="hide" cluster="mainnet-beta" />;
}
