export {
  LoadingBar,
  loadingBarCeiling,
  loadingBarDurationMs,
  loadingBarFinishMs,
  loadingBarProgress,
  loadingBarThrottleMs,
} from './LoadingBar';
export type { LoadingBarProps, LoadingBarState } from './LoadingBar';
export { loadingBarMessages } from './messages';
