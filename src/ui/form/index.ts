export { EditorForm, type EditorFormProps } from './EditorForm';
export { type ConflictDialogProps } from './ConflictDialog';
export { useEditorForm, type EditorFormOptions, type EditorProps } from './use-editor-form';
export type { ConflictState, Versioned } from './form-state';
export { useUnsavedChanges, hasUnsavedForms } from './use-unsaved-changes';
export { FieldRefusal, fieldMessage, fieldNamedIn } from './field-message';
export {
  SettingsForm,
  useSettingsForm,
  faultPath,
  problemsByField,
  type SettingsFormProps,
  type SettingsFormState,
  type SettingsFieldMessage,
} from './SettingsForm';
