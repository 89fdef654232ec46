import { useStoreApiClient } from '@ratchet/commerce-hooks';
import type {
  CompanyCheck,
  CompanyExistsResponse,
  RegisterCompanyBody,
  RegisterCompanyCustomerBody,
  RegistrationResponse,
} from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** What {@link useRegistration} returns. */
export interface UseRegistrationReturn {
  /** Registers a new company with its first user; a double opt-in mail goes out (company inactive until confirmed). */
  registerCompany: (body: RegisterCompanyBody) => Promise<ActionResult<RegistrationResponse>>;
  /** Checks customer number + VAT number of an existing company (404 COMPANY_DOESNT_EXIST: 'incorrect customer data'). */
  checkCompany: (check: CompanyCheck) => Promise<ActionResult<CompanyExistsResponse>>;
  /** Registers a new user of an existing company (inactive until a lead buyer activates them). */
  registerCustomer: (body: RegisterCompanyCustomerBody) => Promise<ActionResult<RegistrationResponse>>;
  /** Confirms the double opt-in link's hash; answers the username for the login. */
  confirmRegistration: (hash: string) => Promise<ActionResult<{ username: string }>>;
  /** True while a call runs. */
  isSubmitting: boolean;
}

/** Registration (account-area.md §2 /register/company and /register/customer, §7 Registration calls). */
export function useRegistration(): UseRegistrationReturn {
  const client = useStoreApiClient();
  const [running, setRunning] = useState(0);
  const track = useCallback(async <Data>(call: () => Promise<Data>) => {
    setRunning((count) => count + 1);
    try {
      return await actionResult(call);
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  const registerCompany = useCallback(
    (body: RegisterCompanyBody) =>
      track(() => client.invoke('registerCompany post /ratchet/register/company', { body })),
    [client, track],
  );
  const checkCompany = useCallback(
    (query: CompanyCheck) =>
      track(() => client.invoke('checkCompanyExists get /ratchet/register/company/exists', { query })),
    [client, track],
  );
  const registerCustomer = useCallback(
    (body: RegisterCompanyCustomerBody) =>
      track(() => client.invoke('registerCompanyCustomer post /ratchet/register/company/customer', { body })),
    [client, track],
  );
  const confirmRegistration = useCallback(
    (hash: string) =>
      track(async () => {
        const answer = await client.invoke('confirmRegistration post /ratchet/register/confirm', { body: { hash } });
        return { username: answer.username };
      }),
    [client, track],
  );
  return { registerCompany, checkCompany, registerCustomer, confirmRegistration, isSubmitting: running > 0 };
}
