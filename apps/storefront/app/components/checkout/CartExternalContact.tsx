import { CartExternalContactPicker } from '@ratchet/account-kit';
import { AccountTexts } from '../../i18n/AccountTexts';

/** The props of {@link CartExternalContact}. */
export interface CartExternalContactProps {
  /** Whether the buyer may change the contact (ROLE_MANAGE_COST_CENTER). */
  canManage: boolean;
  /** While the cart changes: no change of the contact. */
  disabled?: boolean | undefined;
}

/**
 * The checkout's cost centre (issue 13): the account-kit picker with its texts' provider. Loaded in a chunk of its
 * own through LazyCartExternalContact (React Aria's Combobox and the account-kit text provider stay out of the cart
 * page's JavaScript, issue 10: checkout ≤ 130 KB).
 */
export function CartExternalContact({ canManage, disabled }: CartExternalContactProps) {
  return (
    <AccountTexts>
      <CartExternalContactPicker canManage={canManage} disabled={disabled} className="border-t border-border pt-6" />
    </AccountTexts>
  );
}
