export { EditorForm, type EditorFormProps } from './EditorForm';
export { type ConflictDialogProps } from './ConflictDialog';
export {
  useEditorForm,
  type EditorFormOptions,
  type ConflictState,
  type Versioned,
  type EditorProps,
} from './use-editor-form';
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
