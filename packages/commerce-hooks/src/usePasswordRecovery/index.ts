export { usePasswordRecovery } from './usePasswordRecovery';
export type { RecoveryMailResult, UsePasswordRecoveryReturn } from './usePasswordRecovery';
