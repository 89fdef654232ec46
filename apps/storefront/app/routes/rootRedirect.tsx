import { redirect } from 'react-router';
import { localPath } from '../lib/domain';
import { loadDomains } from '../lib/storeApi.server';

/** The bare `/` goes to the default domain's home (docs/decisions.md). */
export async function loader() {
  const domains = await loadDomains();
  throw redirect(localPath(domains[0], '/'), 302);
}

export default function RootRedirect() {
  return null;
}
