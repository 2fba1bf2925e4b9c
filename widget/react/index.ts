export { StakeCard } from './StakeCard';
export type {
  StakeCardProps,
  StakeCancelDetail,
  StakeFailureDetail,
  StakeSuccessDetail,
  UnstakeCancelDetail,
  UnstakeFailureDetail,
  UnstakeSuccessDetail,
} from './StakeCard';
export type { CardAction } from '../core/config/cardActions';
export { StakeMessage } from './StakeMessage';
export { StakeWidgetProvider } from './StakeWidgetProvider';
export type { StakeWidgetProviderProps } from './StakeWidgetProvider';
export { TokenLogo } from './TokenLogo';
/** The library's wallet button is the page's: cards with walletButton 'auto' leave theirs out. */
export { PageWalletButton as WalletButton } from './PageWalletButton';
export { WidgetErrorBoundary } from './WidgetErrorBoundary';
export { WalletMenu } from './WalletMenu';
export { WalletPicker } from './WalletPicker';
export type { WalletPickerProps } from './WalletPicker';
export { useWalletSession, useWalletState, WalletSessionContext } from './WalletSessionContext';
export { useWidgetConfig, WidgetConfigContext } from './WidgetConfigContext';
export { getPageSession } from './pageSession';
export { widgetCss } from './widgetCss';
export { createWalletSession } from '../core/wallet/walletSession';
export type { WalletDriver, WalletOption, WalletSession, WalletSessionState, WalletStatus } from '../core/wallet/walletSession';
export { resolveConfig } from '../core/config/config';
export type { StakeWidgetConfig } from '../core/config/config';
export type { Cluster } from '../core/config/cluster';
export type { StakeState } from '../stake/stakeFlow';
export type { StakeMessageProps } from './StakeMessage';
export { formatAmount, parseAmount } from '../core/amount/amount';
export type { LabelKey, LabelOverrides, Labels } from '../core/texts/labels';
