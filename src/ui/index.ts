export { AttributeValue, type AttributeValueProps } from './quick-info/person-parts';
export { ComponentLoader, type ComponentLoaderProps } from './ComponentLoader';
export { Dialog, type DialogProps } from './Dialog';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { LoadingOverlay } from './LoadingOverlay';
export { IsolatedSentence, ServerText, slot, type IsolatedSentenceProps, type ServerTextProps } from './ServerText';
export { TableSpinner } from './TableSpinner';
export { FeedbackBanner, type FeedbackBannerProps } from './banner/FeedbackBanner';
export {
  describeFeedback,
  messageTimeMs,
  DEFAULT_MESSAGE_TIME_MS,
  type FeedbackView,
} from './banner/describe-feedback';
export { CellRenderer, type CellRendererProps } from './cells/CellRenderer';
export { cellText, type CellItem, type CellKind } from './cells/cell-values';
export { PaginationBar, type PaginationBarProps } from './pagination/PaginationBar';
export { DataTable } from './table/DataTable';
export type { DataTableColumn, DataTableProps } from './table/types';
export * from './members';
export * from './quick-info';
export * from './picker';
export * from './tree';
