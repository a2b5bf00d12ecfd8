export { EmailApprovalSettingsView } from './EmailApprovalSettings';
export { default as emailApprovalStyles } from './email-approval.css?inline';
