export { DashboardOverview } from './DashboardOverview';
export type { DashboardOverviewProps } from './DashboardOverview';
export { AddressLines } from './AddressLines';
