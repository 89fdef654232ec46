export { useRights } from './useRights';
export type { UseRightsReturn } from './useRights';
