export { forcedRecoveryHash, passwordSetPath, passwordSetTarget, useSession } from './useSession';
export type { LoginCredentials, LoginResult, UseSessionReturn } from './useSession';
