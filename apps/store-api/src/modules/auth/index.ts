// Public API of the auth module: login, logout, customer, rights and password recovery routes.
export { registerAuthRoutes } from './routes';
export type { AddressRow } from './repo';
export { assertStorefrontUrl, createRecovery, hashPassword, verifyPassword } from './service';
export { recoveryLink } from './domain';
