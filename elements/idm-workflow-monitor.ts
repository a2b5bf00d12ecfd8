import { createElement } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import workflowMonitorEnglish from '../src/i18n/en/workflowMonitor.json';
import { WorkflowMonitorWidget, workflowMonitorStyles, type WorkflowMonitorView } from '../src/areas/workflow-monitor';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmWorkflowMonitorProps extends IdmHostProps {
  page?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

const viewOf = (page: string | undefined): WorkflowMonitorView =>
  page === 'queue' ? { page: 'queue' } : page === 'engines' ? { page: 'engines' } : { page: 'processes' };

function WorkflowMonitorElement({ host, page }: IdmWorkflowMonitorProps) {
  const onNavigate = useEmbeddedNavigate(host);
  return createElement(WorkflowMonitorWidget, { key: page ?? '', initial: viewOf(page), onNavigate });
}

/**
 * `<idm-workflow-monitor>`: workflow monitoring for administrators — running and finished processes (the
 * approval engine's requests; search, state filter, sort, server paging), a process's work entries and
 * comments, terminate a process, reassign a work entry; the work queue (a user's saved cart: items,
 * assignees, remove); the workflow engines (start, stop) and their configuration.
 *
 * Attributes:
 * - `page` (string): `processes` (default), `queue` or `engines`.
 *
 * Properties: `page` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `process-list`, `process-detail`, `work-queue`, `engines`, `table`, `dialog`.
 */
export const IdmWorkflowMonitorElement = defineIdmElement('idm-workflow-monitor', WorkflowMonitorElement, {
  attributes: { page: 'string' },
  styles: [...sharedStyles, workflowMonitorStyles],
  wrap: elementRootWith([{ namespace: 'workflowMonitor', english: workflowMonitorEnglish }]),
  version: CORE_VERSION,
});
