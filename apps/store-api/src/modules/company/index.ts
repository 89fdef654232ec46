// Public API of the company module (issue 11): its routes, and the address book for other modules (the checkout's
// address step reads it: companyAddresses / companyAddress / defaultCompanyAddress, all scoped to a company id);
// insertCustomerWithRoles writes a new customer for registration as for the users screen.
export { registerCompanyRoutes } from './routes';
export { companyAddress, companyAddresses, defaultCompanyAddress, insertCustomerWithRoles } from './service';
export { salutationOf } from './domain';
