/** The icon of a landing item by its kind (application, role, resource, request definition); decorative. */
export function ItemIcon({ kind }: { kind: string }) {
  const path =
    kind === 'application'
      ? 'M3 4h18v16H3zM3 8h18M6 6h.01M9 6h.01'
      : kind === 'role'
        ? 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0'
        : kind === 'resource'
          ? 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10'
          : 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8';
  return (
    <svg className="landing-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
