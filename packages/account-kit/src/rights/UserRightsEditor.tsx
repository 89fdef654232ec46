import type { RightEntry } from '@ratchet/store-api-contract/rules';
import { Skeleton } from '@ratchet/ui';
import { useAccountText } from '../i18n';
import { RightsEditor } from './RightsEditor';
import { useUserRights } from './useUserRights';

export interface UserRightsEditorProps {
  /** The user whose rights are edited. */
  userId: string;
  /** The user's name. */
  userName: string;
  /** True when the user is the logged-in customer. */
  isSelf?: boolean | undefined;
  /** The rights the storefront loader read (first render without a request). */
  fallbackRights?: RightEntry[] | undefined;
}

/** The rights editor over the user's stored rights (GET and PUT …/account/{id}/role). */
export function UserRightsEditor({ userId, userName, isSelf, fallbackRights }: UserRightsEditorProps) {
  const { errorText } = useAccountText('rights');
  const common = useAccountText('account');
  const { rights, isLoading, error, save, isSaving } = useUserRights(userId, { fallbackData: fallbackRights });
  if (error && !rights.length) {
    return (
      <p role="alert" className="text-sm text-danger">
        {errorText(error.errors[0]?.code)}
      </p>
    );
  }
  if (isLoading && !rights.length) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {common.t('account.common.loading')}
        </p>
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return <RightsEditor rights={rights} userName={userName} isSelf={isSelf} onSave={save} saving={isSaving} />;
}
