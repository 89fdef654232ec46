// Public API of the company module (issue 11): its routes, and the address book for other modules (the checkout's
// address step reads it: companyAddresses / companyAddress / defaultCompanyAddress, all scoped to a company id).
export { registerCompanyRoutes } from './routes';
export { companyAddress, companyAddresses, defaultCompanyAddress } from './service';
export { salutationOf } from './domain';
