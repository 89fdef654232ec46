export { usePasswordRecovery } from './usePasswordRecovery';
export type {
  RecoveryConfirmInput,
  RecoveryConfirmResult,
  RecoveryMailResult,
  UsePasswordRecoveryReturn,
} from './usePasswordRecovery';
