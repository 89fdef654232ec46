import { accountOperations } from './account';
import { approvalOperations } from './approval/operations';
import { articleLinkOperations } from './articleLinks/operations';
import { blogOperations } from './blog';
import { catalogOperations } from './catalog';
import { checkoutOperations } from './checkout';
import { cmsOperations } from './cms';
import { companyOperations } from './company/operations';
import { contextOperations } from './context/operations';
import { costCenterOperations } from './costCenter/operations';
import { navigationOperations } from './navigation';
import { orderListOperations } from './orderLists/operations';
import { profileOperations } from './profile/operations';
import { quickOrderOperations } from './quickOrder/operations';
import { recordsOperations } from './records/operations';
import { registrationOperations } from './registration/operations';
import { systemOperations } from './system/operations';

type Values<T> = T[keyof T];
type AllOperations =
  | Values<typeof contextOperations>
  | Values<typeof systemOperations>
  | Values<typeof navigationOperations>
  | Values<typeof catalogOperations>
  | Values<typeof cmsOperations>
  | Values<typeof blogOperations>
  | Values<typeof accountOperations>
  | Values<typeof checkoutOperations>
  | Values<typeof registrationOperations>
  | Values<typeof companyOperations>
  | Values<typeof profileOperations>
  | Values<typeof approvalOperations>
  | Values<typeof recordsOperations>
  | Values<typeof costCenterOperations>
  | Values<typeof quickOrderOperations>
  | Values<typeof orderListOperations>
  | Values<typeof articleLinkOperations>;

/** Every operation keyed by its operation key (`"readCart get /checkout/cart"`). */
export type Operations = { [Op in AllOperations as Op['key']]: Op };

const all: AllOperations[] = [
  ...Object.values(contextOperations),
  ...Object.values(systemOperations),
  ...Object.values(navigationOperations),
  ...Object.values(catalogOperations),
  ...Object.values(cmsOperations),
  ...Object.values(blogOperations),
  ...Object.values(accountOperations),
  ...Object.values(checkoutOperations),
  ...Object.values(registrationOperations),
  ...Object.values(companyOperations),
  ...Object.values(profileOperations),
  ...Object.values(approvalOperations),
  ...Object.values(recordsOperations),
  ...Object.values(costCenterOperations),
  ...Object.values(quickOrderOperations),
  ...Object.values(orderListOperations),
  ...Object.values(articleLinkOperations),
];

/** The merged operations map, keyed like the Shopware store-API client keys operations. */
export const operations = Object.fromEntries(all.map((operation) => [operation.key, operation])) as Operations;
