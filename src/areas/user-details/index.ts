/** What the `<idm-user-details>` and `<idm-user-catalog>` elements use of the user detail page. */
export { UserDetails, type UserDetailsProps } from './UserDetails';
export type { UserDetailsViewProps } from './UserDetailsView';
export { userLinks } from './links';
export { default as userDetailsStyles } from './user-details.css?inline';
