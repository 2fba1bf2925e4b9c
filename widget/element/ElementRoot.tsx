import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { parseCluster } from '../core/config/cluster';
import { WidgetProvider } from '../react/WidgetProvider';
import { WidgetErrorBoundary } from '../react/WidgetErrorBoundary';
import { TextsProvider } from '../react/TextsContext';
import { usePageLanguages } from '../react/usePageLanguages';
import { adoptStyles } from './adoptStyles';
import { elementLanguage } from './elementTexts';
import { removeShell } from './startupCopy';
import { pageOptions } from './pageOptions';

/** The configuration attributes every widget element accepts (camelCase here, kebab-case in HTML). */
export interface ConfigAttributes {
  lstApiUrl?: string;
  quoteApiUrl?: string;
  aggregatorApiUrl?: string;
  aggregatorApiKey?: string;
  quoteApiKey?: string;
  rpcUrl?: string;
  cluster?: string;
  /** Passed on as its text: the lazy code that uses it checks it (`priorityFeeCap`), so the first load carries no parser. */
  maxPriorityFeeLamports?: string;
}

export const CONFIG_ATTRIBUTES = {
  lstApiUrl: 'string',
  quoteApiUrl: 'string',
  aggregatorApiUrl: 'string',
  aggregatorApiKey: 'string',
  quoteApiKey: 'string',
  rpcUrl: 'string',
  cluster: 'string',
  maxPriorityFeeLamports: 'string',
} as const;

/** The attributes that choose an element's words (see elementTexts). */
export interface TextAttributes {
  lang?: string;
  /** JSON: `{"submit": "Stake now"}`. */
  labels?: string;
}

/** Styles the element's shadow root and gives its content the page's session, its configuration and its words. */
export function ElementRoot({
  container,
  attributes,
  children,
}: {
  container?: HTMLElement;
  attributes: ConfigAttributes & TextAttributes;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    if (!(container instanceof ShadowRoot)) return;
    adoptStyles(container);
    removeShell(container);
  }, [container]);
  const { lstApiUrl, quoteApiUrl, aggregatorApiUrl, aggregatorApiKey, quoteApiKey, rpcUrl, maxPriorityFeeLamports, cluster, lang, labels } =
    attributes;
  const host = container instanceof ShadowRoot ? container.host : null;
  usePageLanguages(); // an ancestor's or the page's `lang` may change (a language switcher)
  const language = host ? elementLanguage(host, lang) : lang;
  const config = useMemo(() => {
    // An attribute the element does not have must not hide the page's default.
    const given = Object.entries({
      lstApiUrl,
      quoteApiUrl,
      aggregatorApiUrl,
      aggregatorApiKey,
      quoteApiKey,
      rpcUrl,
      maxPriorityFeeLamports,
    }).filter(([, value]) => value?.trim());
    return {
      ...pageOptions().config,
      ...Object.fromEntries(given),
      ...(cluster ? { cluster: parseCluster(cluster) } : {}),
    };
  }, [lstApiUrl, quoteApiUrl, aggregatorApiUrl, aggregatorApiKey, quoteApiKey, rpcUrl, maxPriorityFeeLamports, cluster]);
  return (
    // Words above the error boundary, so even its notice is in the element's language.
    <TextsProvider lang={language} labels={labels} hold>
      <WidgetErrorBoundary>
        <WidgetProvider config={config} extraWallets={pageOptions().extraWallets}>
          {children}
        </WidgetProvider>
      </WidgetErrorBoundary>
    </TextsProvider>
  );
}
