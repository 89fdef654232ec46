import {
  createCompanyCustomerBodySchema,
  updateCompanyCustomerBodySchema,
  type CompanyCustomer,
  type CreateCompanyCustomerBody,
  type UpdateCompanyCustomerBody,
} from '@ratchet/store-api-contract';
import {
  Button,
  Form,
  FormError,
  FormField,
  RadioGroup,
  Switch,
  fieldControlVariants,
  type ContractForm,
} from '@ratchet/ui';
import type { ReactNode } from 'react';
import { useAccountText } from '../i18n';
import { errorField, type ActionResult } from '../lib/actionResult';
import { useIssueText } from '../lib/issueText';
import { useCompanyUserActions } from './useCompanyUserActions';

export interface CompanyUserFormProps {
  /** The user to edit; a new user without it. */
  user?: CompanyCustomer | undefined;
  /** Where the new user's set-password link points (a domain of the shop, e.g. `https://shop.example/de-at`). */
  storefrontUrl: string;
  /** Called with the stored user (the host goes back to the list or on to the rights). */
  onSaved?: ((user: CompanyCustomer) => void) | undefined;
  /** Called on cancel. */
  onCancel?: (() => void) | undefined;
}

type UserValues = CreateCompanyCustomerBody & UpdateCompanyCustomerBody;

function setServerErrors(
  result: ActionResult<unknown>,
  form: ContractForm<typeof createCompanyCustomerBodySchema> | ContractForm<typeof updateCompanyCustomerBodySchema>,
  fields: readonly string[],
) {
  if (result.ok) return;
  for (const error of result.errors) {
    const field = errorField(error);
    // Both forms name their fields alike; the cast only joins the two forms' field unions.
    const setError = form.setError as (name: string, error: { type: string }) => void;
    if (field && fields.includes(field)) setError(field, { type: error.code });
    else setError('root', { type: error.code });
  }
}

/**
 * Create or edit a user of the company (account-area.md §2 customer/create and details: first and last name,
 * username, e-mail, status active/inactive, lead buyer), validated with the contract's schemas; username conflicts
 * (VIOLATION::USERNAME_EXISTS, VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE) show at the username.
 */
export function CompanyUserForm({ user, storefrontUrl, onSaved, onCancel }: CompanyUserFormProps) {
  const { t } = useAccountText('users');
  const common = useAccountText('account');
  const issueText = useIssueText();
  const { createUser, updateUser } = useCompanyUserActions();
  const fieldNames = ['salutation', 'firstName', 'lastName', 'username', 'email', 'active', 'leadBuyer'] as const;

  const fields = (form: {
    watch: (name: 'salutation' | 'active' | 'leadBuyer') => unknown;
    setValue: (name: never, value: never) => void;
  }): ReactNode => {
    const set = form.setValue as (name: string, value: unknown, options?: { shouldDirty: boolean }) => void;
    return (
      <>
        <RadioGroup
          label={t('users.form.salutation')}
          orientation="horizontal"
          options={[
            { value: 'female', label: t('users.form.female') },
            { value: 'male', label: t('users.form.male') },
          ]}
          value={(form.watch('salutation') as string | null | undefined) ?? ''}
          onValueChange={(value) => set('salutation', value, { shouldDirty: true })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<UserValues> name="firstName" label={t('users.form.firstName')} required>
            <input autoComplete="off" className={fieldControlVariants()} />
          </FormField>
          <FormField<UserValues> name="lastName" label={t('users.form.lastName')} required>
            <input autoComplete="off" className={fieldControlVariants()} />
          </FormField>
        </div>
        <FormField<UserValues> name="username" label={t('users.form.username')} required>
          <input autoComplete="off" className={fieldControlVariants()} />
        </FormField>
        <FormField<UserValues> name="email" label={t('users.form.email')} required>
          <input type="email" autoComplete="off" className={fieldControlVariants()} />
        </FormField>
        <Switch
          label={t('users.form.active')}
          description={t('users.form.activeHelp')}
          checked={form.watch('active') !== false}
          onCheckedChange={(checked) => set('active', checked, { shouldDirty: true })}
        />
        <Switch
          label={t('users.form.leadBuyer')}
          description={t('users.form.leadBuyerHelp')}
          checked={form.watch('leadBuyer') === true}
          onCheckedChange={(checked) => set('leadBuyer', checked, { shouldDirty: true })}
        />
      </>
    );
  };

  const actions = (submitting: boolean) => (
    <>
      <FormError />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {common.t('account.common.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {common.t('account.common.cancel')}
          </Button>
        ) : null}
      </div>
    </>
  );

  if (user) {
    return (
      <Form
        schema={updateCompanyCustomerBodySchema}
        aria-label={t('users.form.editTitle', { name: `${user.firstName} ${user.lastName}` })}
        className="max-w-2xl"
        defaultValues={{
          salutation: user.salutation,
          firstName: user.firstName,
          lastName: user.lastName,
          username: user.username,
          email: user.email,
          active: user.active,
          leadBuyer: user.leadBuyer,
        }}
        issueText={issueText}
        onSubmit={async (values, form) => {
          const result = await updateUser(user.id, values);
          if (result.ok) onSaved?.(result.data);
          else setServerErrors(result, form, fieldNames);
        }}
      >
        {(form) => (
          <>
            {fields(form as never)}
            {actions(form.formState.isSubmitting)}
          </>
        )}
      </Form>
    );
  }
  return (
    <Form
      schema={createCompanyCustomerBodySchema}
      aria-label={t('users.form.createTitle')}
      className="max-w-2xl"
      defaultValues={{
        salutation: null,
        firstName: '',
        lastName: '',
        username: '',
        email: '',
        active: true,
        leadBuyer: false,
        storefrontUrl,
      }}
      issueText={issueText}
      onSubmit={async (values, form) => {
        const result = await createUser(values);
        if (result.ok) onSaved?.(result.data);
        else setServerErrors(result, form, fieldNames);
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-muted-foreground">{t('users.form.createHelp')}</p>
          {fields(form as never)}
          {actions(form.formState.isSubmitting)}
        </>
      )}
    </Form>
  );
}
