/** The default user image: a silhouette drawn inline (no request, nothing for the CSP to block). */
export function DefaultUserImage() {
  return (
    <svg
      className="idm-quick-info-image idm-default-user-image"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="idm-default-user-bg" cx="32" cy="32" r="32" />
      <circle className="idm-default-user-fg" cx="32" cy="25" r="11" />
      <path className="idm-default-user-fg" d="M12 54c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z" />
    </svg>
  );
}
