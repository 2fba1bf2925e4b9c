import { parseDisplayMode } from '../core/config/displayMode';
import { logoInitial } from '../core/lst/logo';
import { attributeAmountForField } from '../core/texts/attributeAmount';
import { shortAddress } from '../core/encoding/shortAddress';
import { parseWalletButtonMode, showsOwnWalletButton } from '../core/wallet/walletButtonMode';
import { buildElement as h } from './buildElement';
import { shellTexts } from './elementTexts';
import { pageOptions } from './pageOptions';
import { walletButtonShell } from './walletButtonShell';

/** Characters and length of a base58 Solana address; the live card checks that it decodes to 32 bytes. */
const ADDRESS_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * What `StakeCard` first renders for `<lst-stake>` while its token is loading, built without Preact so
 * it can be painted before the card's first render runs. A mint that is not address-shaped gets no
 * shell: the live card shows an alert there instead. tests/component/shells.test.tsx compares this
 * with the live first render on every runtime, so the two cannot drift apart.
 */
export function stakeCardShell(element: HTMLElement): HTMLElement | null {
  const mint = (element.getAttribute('mint') ?? '').trim();
  if (!ADDRESS_SHAPE.test(mint)) return null;
  // A launcher is one small button: it renders soon enough without a copy.
  if (parseDisplayMode(element.getAttribute('display')) !== 'card') return null;
  const texts = shellTexts(element);
  if (!texts) return null;
  // The live card counts the page's mounted wallet buttons; while the page starts, those are the elements.
  const pageButtons = document.getElementsByTagName('lst-wallet-button').length;
  const ownButton = showsOwnWalletButton(parseWalletButtonMode(element.getAttribute('wallet-button')), pageButtons);
  const demo = pageOptions().config?.demo === true;
  const fixedAmount = element.getAttribute('fixed-amount');
  const value = attributeAmountForField(texts, fixedAmount ?? element.getAttribute('amount'));
  return h(
    'section',
    { class: 'lst-card' },
    h(
      'header',
      { class: 'lst-card__header' },
      h('span', { class: 'lst-logo lst-logo--placeholder' }, logoInitial('LST')),
      h(
        'div',
        { class: 'lst-card__heading' },
        h('h2', { class: 'lst-card__title' }, texts.t('titleLoading')),
        h(
          'p',
          { class: 'lst-card__sub' },
          h('span', {}, texts.t('loadingToken')),
          h('span', { class: 'lst-card__mint', title: mint }, shortAddress(mint)),
        ),
      ),
      ...(demo ? [h('span', { class: 'lst-badge', title: texts.t('demoBadgeTitle') }, texts.t('demoBadge'))] : []),
    ),
    ...(ownButton ? [h('div', { class: 'lst-card__wallet' }, walletButtonShell(texts))] : []),
    h(
      'form',
      { class: 'lst-form', novalidate: '' },
      h('label', { class: 'lst-label' }, texts.t('amountLabel')),
      h(
        'div',
        { class: 'lst-amount' },
        h('input', {
          class: 'lst-amount__input',
          type: 'text',
          inputmode: 'decimal',
          placeholder: `0${texts.separator}0`,
          autocomplete: 'off',
          value,
          ...(fixedAmount === null ? {} : { readonly: '' }),
        }),
        h('span', { class: 'lst-amount__unit' }, 'SOL'),
      ),
      h('p', { class: 'lst-preview' }),
      h('button', { type: 'submit', class: 'lst-button lst-button--primary', disabled: '' }, texts.t('submit')),
    ),
  );
}
