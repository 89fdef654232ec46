export { RightsEditor } from './RightsEditor';
export type { RightsEditorProps } from './RightsEditor';
export { UserRightsEditor } from './UserRightsEditor';
export type { UserRightsEditorProps } from './UserRightsEditor';
export { useUserRights } from './useUserRights';
export type { UseUserRightsReturn } from './useUserRights';
