// Public API of the approval module (issue 12): approval flows, order requests and approvals, order references.
export { registerApprovalRoutes } from './routes';
