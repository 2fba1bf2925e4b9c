// Each wrong attribute must fail the type check, or its @ts-expect-error is unused and `tsc` fails.
import { EVERGREEN } from '../services';

/** Never rendered: one wrong attribute each. */
export function WrongAttributes() {
  return (
    <>
      {/* @ts-expect-error: a card needs its mint */}
      <lst-stake display="card" />
      {/* @ts-expect-error: not a display mode */}
      <lst-stake mint={EVERGREEN} display="popup" />
      {/* @ts-expect-error: the wallet button has no mint */}
      <lst-wallet-button mint={EVERGREEN} />
    </>
  );
}
