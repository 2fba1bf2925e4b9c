import templates from 'virtual:lst-shell-templates';
import { parseActions } from '../core/config/cardActions';
import { parseDisplayMode } from '../core/config/displayMode';
import { attributeAmountForField } from '../core/texts/attributeAmount';
import { shortAddress } from '../core/encoding/shortAddress';
import { parseWalletButtonMode } from '../core/wallet/walletButtonMode';
import { shellTexts } from './elementTexts';
import { pageOptions } from './pageOptions';
import { instantiate } from './shellTemplate';

/** Characters and length of a base58 Solana address; the live card checks that it decodes to 32 bytes. */
const ADDRESS_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * What `StakeCard` first renders for `<lst-stake>` while its token is loading, from the template the
 * build rendered from the real element, so it can be painted before the card's first render runs. A
 * mint that is not address-shaped gets no copy: the live card shows an alert there instead.
 */
export function stakeCardShell(element: HTMLElement): HTMLElement | null {
  const mint = (element.getAttribute('mint') ?? '').trim();
  if (!ADDRESS_SHAPE.test(mint)) return null;
  // A launcher is one small button: it renders soon enough without a copy.
  if (parseDisplayMode(element.getAttribute('display')) !== 'card') return null;
  // An Unstake-only card has no copy: its panel waits for the token, and a copy of the Stake form would be wrong.
  const actions = parseActions(element.getAttribute('actions') ?? undefined);
  if (!actions.includes('stake')) return null;
  const texts = shellTexts(element);
  if (!texts) return null;
  const fixedAmount = element.getAttribute('fixed-amount');
  const amount = attributeAmountForField(texts, fixedAmount ?? element.getAttribute('amount'));
  return instantiate(templates.card, {
    texts,
    values: { mint, shortMint: shortAddress(mint), separator: texts.separator, amount },
    flags: {
      // No wallet is connected at the first render: the card offers its Connect button unless told to hide its own.
      ownButton: parseWalletButtonMode(element.getAttribute('wallet-button')) !== 'hide',
      demo: pageOptions().config?.demo === true,
      fixed: fixedAmount !== null,
      amount: amount !== '',
      tabs: actions.length > 1,
    },
  });
}
