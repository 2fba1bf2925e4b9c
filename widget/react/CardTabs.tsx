import { useRef, type KeyboardEvent } from 'react';
import type { CardAction } from '../core/config/cardActions';
import { useTexts } from './TextsContext';

/** The ids of a tab and its panel, from the card's own id prefix. */
export const tabId = (ids: string, action: CardAction) => `${ids}tab-${action}`;
export const panelId = (ids: string, action: CardAction) => `${ids}panel-${action}`;

/**
 * "Stake" and "Unstake" as a tab list (WAI-ARIA's tabs pattern): one tab in the page's Tab order (the
 * selected one), arrow keys, Home and End move between them and select as they go.
 */
export function CardTabs({
  ids,
  actions,
  selected,
  onSelect,
}: {
  ids: string;
  actions: readonly CardAction[];
  selected: CardAction;
  onSelect: (action: CardAction) => void;
}) {
  const texts = useTexts();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = actions.length;
    const step = { ArrowRight: index + 1, ArrowLeft: index + count - 1, Home: count, End: count - 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = step % count;
    onSelect(actions[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="lst-tabs" role="tablist" aria-label={texts.t('tabsLabel')}>
      {actions.map((action, index) => (
        <button
          key={action}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(ids, action)}
          // The selected look is a class, not only aria-selected: the startup copy leaves aria-* out.
          className={action === selected ? 'lst-tab lst-tab--selected' : 'lst-tab'}
          aria-selected={action === selected}
          aria-controls={panelId(ids, action)}
          tabIndex={action === selected ? 0 : -1}
          onClick={() => onSelect(action)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {texts.t(action === 'stake' ? 'tabStake' : 'tabUnstake')}
        </button>
      ))}
    </div>
  );
}
