import { companyAddressBodySchema, type CompanyAddress, type CompanyAddressBody } from '@ratchet/store-api-contract';
import { companyCountries } from '@ratchet/store-api-contract/rules';
import {
  Button,
  Checkbox,
  Form,
  FormError,
  FormField,
  Select,
  fieldControlVariants,
  type ContractForm,
} from '@ratchet/ui';
import { useAccountText } from '../i18n';
import { errorField } from '../lib/actionResult';
import { useIssueText } from '../lib/issueText';
import { useCompanyAddresses } from './useCompanyAddresses';

export interface AddressFormProps {
  /** The caller's company. */
  companyId: string;
  /** The address to edit; a new one without it. */
  address?: CompanyAddress | undefined;
  /** Called with the stored address (the host returns to the list). */
  onSaved?: ((address: CompanyAddress) => void) | undefined;
  /** Called on cancel (the host returns to the list). */
  onCancel?: (() => void) | undefined;
}

type AddressForm = ContractForm<typeof companyAddressBodySchema>;

function initialValues(address: CompanyAddress | undefined): CompanyAddressBody {
  return {
    name: address?.name ?? '',
    email: address?.email ?? null,
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    box: address?.box ?? null,
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    additional: address?.additional ?? null,
    country: address?.country ?? 'AT',
    isDefault: address?.isDefault ?? false,
  };
}

/**
 * Create or edit an address of the company's book (account-area.md §3 Address: name, e-mail, street and number,
 * zip, city, box, country, main-address flag), validated with the contract's `companyAddressBodySchema`; the
 * server's problems show at their fields.
 */
export function AddressForm({ companyId, address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useAccountText('addresses');
  const common = useAccountText('account');
  const issueText = useIssueText();
  const { createAddress, updateAddress } = useCompanyAddresses(companyId);

  const submit = async (values: CompanyAddressBody, form: AddressForm) => {
    const result = address ? await updateAddress(address.id, values) : await createAddress(values);
    if (result.ok) {
      onSaved?.(result.data);
      return;
    }
    for (const error of result.errors) {
      const field = errorField(error);
      if (field && field in values) form.setError(field as keyof CompanyAddressBody, { type: error.code });
      else form.setError('root', { type: error.code });
    }
  };

  /** Optional text fields: an empty box is sent as null (the schema's e-mail check must not see ''). */
  const optional = (name: 'email' | 'box' | 'additional', label: string, type = 'text') => (
    <FormField<CompanyAddressBody> name={name} label={label}>
      {({ value, onChange, ...control }) => (
        <input
          {...control}
          type={type}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          className={fieldControlVariants()}
        />
      )}
    </FormField>
  );

  return (
    <Form
      schema={companyAddressBodySchema}
      defaultValues={initialValues(address)}
      issueText={issueText}
      onSubmit={submit}
      aria-label={address ? t('addresses.editTitle') : t('addresses.create')}
      className="max-w-2xl"
    >
      {(form) => (
        <>
          <FormField<CompanyAddressBody>
            name="name"
            label={t('addresses.field.name')}
            description={t('addresses.field.nameHelp')}
            required
          >
            <input autoComplete="organization" className={fieldControlVariants()} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem_8rem]">
            <FormField<CompanyAddressBody> name="street" label={t('addresses.field.street')} required>
              <input autoComplete="address-line1" className={fieldControlVariants()} />
            </FormField>
            <FormField<CompanyAddressBody> name="houseNumber" label={t('addresses.field.houseNumber')} required>
              <input className={fieldControlVariants()} />
            </FormField>
            {optional('box', t('addresses.field.box'))}
          </div>
          {optional('additional', t('addresses.field.additional'))}
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField<CompanyAddressBody> name="zipcode" label={t('addresses.field.zipcode')} required>
              <input autoComplete="postal-code" inputMode="numeric" className={fieldControlVariants()} />
            </FormField>
            <FormField<CompanyAddressBody> name="city" label={t('addresses.field.city')} required>
              <input autoComplete="address-level2" className={fieldControlVariants()} />
            </FormField>
          </div>
          <Select
            label={t('addresses.field.country')}
            isRequired
            name="country"
            options={companyCountries.map((code) => ({ id: code, label: t(`addresses.country.${code}`) }))}
            value={form.watch('country')}
            onChange={(code) => {
              if (code === 'AT' || code === 'BE') form.setValue('country', code, { shouldDirty: true });
            }}
          />
          {optional('email', t('addresses.field.email'), 'email')}
          {address?.isDefault ? null : (
            <Checkbox
              label={t('addresses.field.isDefault')}
              checked={form.watch('isDefault') === true}
              onCheckedChange={(checked) => form.setValue('isDefault', checked === true, { shouldDirty: true })}
            />
          )}
          <FormError />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {common.t('account.common.save')}
            </Button>
            {onCancel ? (
              <Button type="button" variant="secondary" onClick={onCancel}>
                {common.t('account.common.cancel')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </Form>
  );
}
