/** Starts the store-API (demo seed) and the built storefront and keeps them running until Ctrl+C. */
import { startStack } from '../e2e/stack';

const stack = await startStack();
console.log(`storefront ${stack.storefrontUrl}  store-API ${stack.storeApi.baseURL}`);
const stop = () => void stack.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
