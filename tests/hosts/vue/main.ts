// A Vue 3 host, compiled against the generated typings (tests/unit/elements-manifest): what vue-tsc checks a
// template's `<idm-task-list :page-size="25" @idm-task-completed="…">` against.
import type { GlobalComponents } from 'vue';

type Props<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const taskList: Props<'idm-task-list'> = {
  pageSize: 25,
  status: 'Unclaimed',
  theme: 'high-contrast',
  onIdmTaskCompleted: (event) => event.detail.taskId,
};

export const orgChart: Props<'idm-orgchart'> = {
  entityDn: 'cn=ann,o=data',
  onIdmRequestFor: (event) => event.detail.dn,
};

// @ts-expect-error page size is a number
export const wrongPageSize: Props<'idm-task-list'> = { pageSize: '25' };

// @ts-expect-error a retracted request's detail has no such field
export const wrongDetail: Props<'idm-request-history'> = { onIdmRequestRetracted: (event) => event.detail.nope };
