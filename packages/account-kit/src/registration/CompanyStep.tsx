import {
  isValidVatNumber,
  registrationCompanySchema,
  type RegistrationCompany,
  type StoreApiError,
} from '@ratchet/store-api-contract';
import { branchCodes, companyCountries, compactVatNumber } from '@ratchet/store-api-contract/rules';
import { Button, Checkbox, Combobox, Form, FormError, FormField, Select, fieldControlVariants } from '@ratchet/ui';
import { useAccountText } from '../i18n';
import { useIssueText } from '../lib/issueText';
import type { RegistrationFieldFlags } from './registrationFields';
import { ServerErrors } from './ServerErrors';
import { useCitySearch } from './useCitySearch';

type CompanyValues = RegistrationCompany;

const companyFields = [
  'name',
  'vatNumber',
  'isNew',
  'existingCompanyNumber',
  'emailForInvoice',
  'branch',
  'industry',
  'phone',
  'country',
  'street',
  'houseNumber',
  'box',
  'zipcode',
  'city',
  'additional',
] as const;

/** An empty company step (Austria first: the Austrian domain is the first). */
export const emptyRegistrationCompany: CompanyValues = {
  name: '',
  vatNumber: '',
  phone: '',
  country: 'AT',
  street: '',
  houseNumber: '',
  zipcode: '',
  city: '',
};

export interface CompanyStepProps {
  /** The values entered so far (kept when the user comes back to the step). */
  values: CompanyValues;
  /** The fields the shop's feature flags switch on. */
  flags: RegistrationFieldFlags;
  /** Problems the server found with this step (shown at their fields). */
  serverErrors?: readonly StoreApiError[] | undefined;
  /** Called with the checked values. */
  onNext: (values: CompanyValues) => void;
}

/** The city field: typed, or chosen from the cities of the postal code typed (city search flag, Austria and Belgium). */
function CityField({
  country,
  zipcode,
  value,
  onChange,
  onZipcode,
  error,
}: {
  country: 'AT' | 'BE';
  zipcode: string;
  value: string;
  onChange: (city: string) => void;
  onZipcode: (zipcode: string) => void;
  error?: string | undefined;
}) {
  const { t } = useAccountText('registration');
  const { cities, isLoading } = useCitySearch(country, zipcode);
  return (
    <Combobox
      label={t('registration.field.city')}
      description={t('registration.field.citySearchHelp')}
      isRequired
      allowsCustomValue
      filtering="none"
      loading={isLoading}
      items={cities.map((city) => ({
        id: `${city.zipcode} ${city.city}`,
        label: city.city,
        description: city.zipcode,
      }))}
      inputValue={value}
      onInputChange={onChange}
      onChange={(id) => {
        const city = cities.find((candidate) => `${candidate.zipcode} ${candidate.city}` === id);
        if (!city) return;
        onChange(city.city);
        onZipcode(city.zipcode);
      }}
      errorMessage={error}
    />
  );
}

/**
 * Step one of a new company (account-area.md §2, §3): company data and its address, with the fields the feature
 * flags switch on; the VAT number is checked for format and check digit before going on (INVALID_VAT_NUMBER).
 */
export function CompanyStep({ values, flags, serverErrors = [], onNext }: CompanyStepProps) {
  const { t } = useAccountText('registration');
  const issueText = useIssueText();
  const optional = (name: 'box' | 'additional' | 'industry' | 'emailForInvoice', label: string, type = 'text') => (
    <FormField<CompanyValues> name={name} label={label}>
      {({ value, onChange, ...control }) => (
        <input
          {...control}
          type={type}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          className={fieldControlVariants()}
        />
      )}
    </FormField>
  );
  return (
    <Form
      schema={registrationCompanySchema}
      defaultValues={values}
      issueText={issueText}
      aria-label={t('registration.step.company')}
      onSubmit={(parsed, form) => {
        const vatNumber = compactVatNumber(parsed.vatNumber);
        if (!isValidVatNumber(vatNumber)) {
          form.setError('vatNumber', { type: 'INVALID_VAT_NUMBER' });
          return;
        }
        onNext({ ...parsed, vatNumber });
      }}
    >
      {(form) => (
        <>
          <ServerErrors errors={serverErrors} prefix="company" fields={companyFields} setError={form.setError} />
          <FormField<CompanyValues> name="name" label={t('registration.field.companyName')} required>
            <input autoComplete="organization" className={fieldControlVariants()} />
          </FormField>
          <FormField<CompanyValues>
            name="vatNumber"
            label={t('registration.field.vatNumber')}
            description={t('registration.field.vatNumberHelp')}
            required
          >
            <input autoComplete="off" className={fieldControlVariants()} />
          </FormField>
          {flags.existingCompanyNumber ? (
            <>
              <Checkbox
                label={t('registration.field.isNew')}
                checked={form.watch('isNew') === true}
                onCheckedChange={(checked) => {
                  form.setValue('isNew', checked === true);
                  if (checked === true) form.setValue('existingCompanyNumber', undefined);
                }}
              />
              {form.watch('isNew') === true ? null : (
                <FormField<CompanyValues>
                  name="existingCompanyNumber"
                  label={t('registration.field.existingCompanyNumber')}
                  description={t('registration.field.existingCompanyNumberHelp')}
                >
                  {({ value, onChange, ...control }) => (
                    <input
                      {...control}
                      inputMode="numeric"
                      maxLength={6}
                      value={typeof value === 'string' ? value : ''}
                      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
                      className={fieldControlVariants()}
                    />
                  )}
                </FormField>
              )}
            </>
          ) : null}
          {flags.invoiceEmail ? optional('emailForInvoice', t('registration.field.emailForInvoice'), 'email') : null}
          {flags.branchIndustry ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label={t('registration.field.branch')}
                options={branchCodes.map((code) => ({ id: code, label: code }))}
                value={form.watch('branch') ?? null}
                onChange={(code) => {
                  const branch = branchCodes.find((candidate) => candidate === code);
                  form.setValue('branch', branch);
                }}
              />
              {optional('industry', t('registration.field.industry'))}
            </div>
          ) : null}
          <FormField<CompanyValues> name="phone" label={t('registration.field.phone')} required>
            <input type="tel" autoComplete="tel" className={fieldControlVariants()} />
          </FormField>
          <Select
            label={t('registration.field.country')}
            isRequired
            options={companyCountries.map((code) => ({
              id: code,
              label: code === 'AT' ? 'Österreich / Austria' : 'België / Belgique / Belgium',
            }))}
            value={form.watch('country')}
            onChange={(code) => {
              if (code === 'AT' || code === 'BE') form.setValue('country', code);
            }}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem_8rem]">
            <FormField<CompanyValues> name="street" label={t('registration.field.street')} required>
              <input autoComplete="address-line1" className={fieldControlVariants()} />
            </FormField>
            <FormField<CompanyValues> name="houseNumber" label={t('registration.field.houseNumber')} required>
              <input className={fieldControlVariants()} />
            </FormField>
            {optional('box', t('registration.field.box'))}
          </div>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField<CompanyValues> name="zipcode" label={t('registration.field.zipcode')} required>
              <input autoComplete="postal-code" inputMode="numeric" className={fieldControlVariants()} />
            </FormField>
            {flags.citySearch ? (
              <CityField
                country={form.watch('country')}
                zipcode={form.watch('zipcode')}
                value={form.watch('city')}
                onChange={(city) => form.setValue('city', city, { shouldValidate: form.formState.isSubmitted })}
                onZipcode={(zipcode) => form.setValue('zipcode', zipcode)}
                error={
                  form.formState.errors.city
                    ? issueText({ field: 'city', code: String(form.formState.errors.city.type), message: undefined })
                    : undefined
                }
              />
            ) : (
              <FormField<CompanyValues> name="city" label={t('registration.field.city')} required>
                <input autoComplete="address-level2" className={fieldControlVariants()} />
              </FormField>
            )}
          </div>
          {optional('additional', t('registration.field.additional'))}
          <FormError />
          <div>
            <Button type="submit">{t('registration.next')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
