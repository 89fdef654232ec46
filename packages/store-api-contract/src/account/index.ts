export {
  contextTokenResponseSchema,
  customerAddressSchema,
  customerFlowSchema,
  customerRoleSchema,
  customerRolesPathSchema,
  customerRolesResponseSchema,
  customerSchema,
  loginBodySchema,
  passwordMinLength,
  readCustomerBodySchema,
  recoveryPasswordBodySchema,
  sendRecoveryMailBodySchema,
  successResponseSchema,
} from './schemas';
export type {
  ContextTokenResponse,
  Customer,
  CustomerAddress,
  CustomerRolesResponse,
  LoginBody,
  RecoveryPasswordBody,
  SendRecoveryMailBody,
} from './schemas';
export {
  accountOperations,
  loginCustomer,
  logoutCustomer,
  readCustomer,
  readCustomerRoles,
  recoveryPassword,
  sendRecoveryMail,
} from './operations';
