/**
 * The area kit: what every `src/areas/<area>` needs the same way — links that work in the console and
 * in an element, the page's stylesheet in the shadow root, debounced search, list state
 * (in the console's URL, in an element's memory), CSV export of every page, the element's wait for the signed-in user.
 */
export {
  IDM_NAVIGATE,
  NavigationProvider,
  OpenLink,
  RouteLink,
  embeddedNavigate,
  isPlainClick,
  useEmbeddedNavigate,
  useGo,
  type IdmNavigateDetail,
  type Navigate,
  type OpenLinkProps,
  type RouteLinkProps,
} from './navigation';
export { DetailBackLink, type DetailBackLinkProps } from './DetailBackLink';
export { useAreaStyles } from './use-area-styles';
export { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { directionOf } from './direction';
export { useActingDn } from './acting-user';
export { createAreaContext } from './area-context';
export { commentItemOf } from './comment-item';
export { TEAM_SCOPE_FILTERS, useTeamScope, type TeamScopeState } from './use-team-scope';
export { useTeamScopeLabels } from './team-scope-labels';
export { ListPageHead, type ListPageHeadProps } from './ListPageHead';
export { useOnChange } from './use-on-change';
export { useListState, type ListSchema, type ListStateHandle } from './use-list-state';
export { useTypedSearch } from './use-typed-search';
export { EXPORT_LIMIT, EXPORT_PAGE_SIZE, exportAll } from './export-all';
export { WhenSignedIn, type WhenSignedInProps } from './WhenSignedIn';
export { ListDetailWidget, type ListDetailWidgetProps } from './ListDetailWidget';
export {
  TeamScope,
  type ScopeKind,
  type TeamOption,
  type TeamScopeLabels,
  type TeamScopeProps,
  type TeamSelection,
} from './TeamScope';
export { FiltersToggle, ListToolbar, type FiltersToggleProps, type ListToolbarProps } from './ListToolbar';
export { FilterActions, type FilterActionsProps } from './FilterActions';
export {
  CommentList,
  DateFact,
  DetailCard,
  DetailLoading,
  DetailUnavailable,
  Fact,
  IdentifierText,
  Timeline,
  type CommentItem,
  type FactProps,
  type TimelineItem,
} from './DetailParts';
export { DetailQuery, type DetailQueryProps } from './DetailQuery';
/** A photo's source: http(s), relative, or a base64 image `data:` URL (SVG too: `<img>` runs no script). */
export { safeImageSrc } from '../cells/cell-values';
export { LocalizedTexts, type LocalizedTextsProps } from './LocalizedTexts';
export {
  LocalizedNamesAndDescriptions,
  type LocalizedNamesAndDescriptionsProps,
} from './LocalizedNamesAndDescriptions';
export { NameDescriptionFields, type NameDescriptionFieldsProps, type NamedForm } from './NameDescriptionFields';
export { CategoriesPicker, type CategoriesPickerProps } from './CategoriesPicker';
export { AdminCheckbox, type AdminCheckboxProps } from './AdminCheckbox';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { ListSearch, type ListSearchProps } from './ListSearch';
export { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';
export { useCatalogTableLabels } from './catalog-table-labels';
export { choiceOf, itemOf } from './picker-choice';
export {
  CategoriesDialog,
  type AdminCategory,
  type CategoriesDialogLabels,
  type CategoriesDialogProps,
  type CategoryMutation,
} from './CategoriesDialog';
export {
  AssignmentDialog,
  type AssignmentDialogLabels,
  type AssignmentDialogProps,
  type AssignmentTerms,
} from './AssignmentDialog';
export { useCatalogTable, type CatalogRow, type CatalogTableLabels, type CatalogTableOptions } from './CatalogTable';
