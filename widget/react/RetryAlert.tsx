import { useTexts } from './TextsContext';

/** An error the staker can do something about: what went wrong, and 'Try again'. */
export function RetryAlert({ text, retry }: { text: string; retry: () => void }) {
  const texts = useTexts();
  return (
    <div className="lst-message lst-message--error" role="alert">
      <p>{text}</p>
      <button type="button" className="lst-button lst-button--quiet" onClick={retry}>
        {texts.t('tryAgain')}
      </button>
    </div>
  );
}
