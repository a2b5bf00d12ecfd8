// A React 19 host's page, compiled against the generated typings (tests/unit/elements-manifest): typed
// properties and `on<event>` listeners pass, wrong ones must not.
import type { TaskCompletedDetail } from '../.generated/react';

export function Portal() {
  const completed = (event: CustomEvent<TaskCompletedDetail>) => event.detail.action === 'approve';
  return (
    <main>
      <idm-task-list pageSize={25} status="Claimed" theme="dark" onidm-task-completed={completed} />
      <idm-request-history action="grant" onidm-navigate={(event) => event.detail.href.startsWith('#/')} />
      <idm-picker
        mode="multi"
        required
        value={[{ itemType: 'user', dn: 'cn=ann,o=data' }]}
        onidm-selection-change={(event) => event.detail.items.map((item) => item.dn)}
      />
      <idm-console className="console" />
      {/* @ts-expect-error page size is a number */}
      <idm-task-list pageSize="25" />
      {/* @ts-expect-error the claim filter is Claimed or Unclaimed */}
      <idm-task-list status="Pending" />
      {/* @ts-expect-error a task's detail has no such field */}
      <idm-task-list onidm-task-completed={(event) => event.detail.unknownField} />
      {/* @ts-expect-error no such element */}
      <idm-unknown-widget />
    </main>
  );
}
