import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, HttpError, isHttpStatus, NetworkError } from '../../core/errors';
import { applyMine, changedFields, sameValue, conflictOf, type FieldName } from '../../domain/form-changes';
import { FieldRefusal } from './field-message';
import type { ConflictState, Versioned } from './form-state';
import { loadConflictDialog } from './lazy-conflict-dialog';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface EditorFormOptions<T extends object, P, R = unknown> {
  /** The object as read (or the empty object of a new one): what the form opens with. */
  initial: T;
  /** The read's version, sent as `If-Match` on save; left out for a new object. */
  version?: string;
  /** The rules of each field (from src/domain); a non-null problem blocks the save and shows once tried. */
  problems(value: T): Partial<Record<FieldName<T>, P | null>>;
  /**
   * Sends the form: one request. A rejection keeps the form as typed (the banner says why; a `FieldRefusal`'s
   * reason shows beside its field). The object's new
   * version comes with its next read (the save's mutation refetches it), which the form then adopts.
   */
  save(value: T, version: string | undefined): Promise<R>;
  /** After a save went through (the form is clean again), with its answer: open the new object's page. */
  saved?(value: T, answer: R): void;
  /** Reads the object as the server has it now, for the conflict dialog after a 412. */
  reload?(): Promise<Versioned<T>>;
  /** The field a refused save's reason (a server Fault, a failed request) is about: the reason shows beside it. */
  faultField?(reason: string): FieldName<T> | null;
  /** How a refused save's reason reads (default: the Fault's reason as the server wrote it). */
  faultMessage?(error: unknown): string;
}

export interface EditorForm<T extends object, P> {
  value: T;
  set(change: Partial<T>): void;
  /** The form has changes not saved yet. */
  dirty: boolean;
  saving: boolean;
  /** Save was pressed once: problems show beside their fields from then on. */
  tried: boolean;
  problems: Partial<Record<FieldName<T>, P | null>>;
  blocked: boolean;
  /** What a field shows under it: its rule's problem once tried, else what the server said about it. */
  problemOf(field: FieldName<T>): P | string | null;
  /** What the server said about a field (a refused save's reason), until the field changes. */
  serverProblemOf(field: FieldName<T>): string | null;
  onSubmit(event?: FormEvent): void;
  conflict: ConflictState<T> | null;
  /** After a conflict: the other person's version, nothing of mine kept. */
  takeTheirs(): void;
  /** After a conflict: my changes on top of the other person's version, still to save. */
  applyMineOnTop(): void;
  /** Back to the object as read, nothing typed kept (Cancel / Reset). */
  reset(): void;
}

const hasProblem = (problems: object) => Object.values(problems).some((problem) => problem != null);

/** What every editor component takes from the page that shows it. */
export interface EditorProps<T, R = unknown> {
  /** The object as read (or the empty object of a new one). */
  initial: T;
  /** Its version as read (sent as If-Match); none for a new object. */
  version?: string;
  /** One request; a rejection keeps the form as typed. */
  onSave(value: T, version: string | undefined): Promise<R>;
  /** The object as the server has it now, after someone else saved it meanwhile. */
  reload?(): Promise<Versioned<T>>;
  /** After a save went through: open the new object's page, tell the host. */
  onSaved?(value: T, answer: R): void;
  submitLabel: string;
}

/**
 * Every editor's state: what was typed, the rules beside the fields, one request per save (a double click is
 * one), the object's version as `If-Match`, the conflict after a 412, and the unsaved-changes guard.
 * A newer read of the object replaces the form only while nothing is typed.
 */
export function useEditorForm<T extends object, P, R = unknown>(options: EditorFormOptions<T, P, R>): EditorForm<T, P> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [base, setBase] = useState<Versioned<T>>({ value: options.initial, version: options.version });
  const [value, setValue] = useState<T>(options.initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<FieldName<T>, string>>>({});
  const [conflict, setConflict] = useState<ConflictState<T> | null>(null);
  const inFlight = useRef(false);
  // What the last save sent, once it went through: the same value again is no new save. A create form stays on
  // screen after its save until the new object's page is in, and the second click of a double click lands there.
  const lastSaved = useRef<{ value: T } | null>(null);
  const dirty = changedFields(base.value, value).length > 0;

  const { initial, version } = options;
  // The read last taken into the form: only a newer read replaces it, once nothing typed is left (also right
  // after a save). After a conflict the form holds the newer version already, before the page's read catches up.
  const adopted = useRef({ initial, version });
  useEffect(() => {
    if (dirty) return;
    if (sameValue(adopted.current.initial, initial) && adopted.current.version === version) return;
    adopted.current = { initial, version };
    if (sameValue(initial, base.value) && version === base.version) return;
    lastSaved.current = null;
    setBase({ value: initial, version });
    setValue(initial);
    // Typing must not re-run this; base is read only to skip a read the form holds already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial, version, dirty]);

  const unsaved = useUnsavedChanges(dirty);

  const set = useCallback((change: Partial<T>) => {
    setValue((current) => ({ ...current, ...change }));
    setServerProblems((current) => {
      const left = { ...current };
      for (const field of Object.keys(change)) delete left[field as FieldName<T>];
      return left;
    });
  }, []);

  const problems = options.problems(value);
  const blocked = hasProblem(problems);

  const refused = async (error: unknown, sent: T) => {
    const { reload, faultField } = latest.current;
    if (error instanceof FieldRefusal) {
      setServerProblems((current) => ({ ...current, [error.field]: error.message }));
      return;
    }
    if (isHttpStatus(error, 412) && reload) {
      // The dialog's code comes in the same round trip as the object's new read.
      void loadConflictDialog();
      const current = await reload().catch(() => null);
      if (current)
        setConflict({
          ...current,
          edited: sent,
          base: base.value,
          changes: conflictOf(base.value, current.value, sent),
        });
      return;
    }
    if (faultField && (error instanceof HttpError || error instanceof NetworkError)) {
      const reason = (latest.current.faultMessage ?? errorMessage)(error);
      const field = faultField(reason);
      if (field) setServerProblems((current) => ({ ...current, [field]: reason }));
    }
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (blocked || inFlight.current) return;
    if (lastSaved.current && sameValue(lastSaved.current.value, value)) return;
    inFlight.current = true;
    setSaving(true);
    const sent = value;
    latest.current
      .save(sent, base.version)
      .then((answer) => {
        lastSaved.current = { value: sent };
        setBase({ value: sent, version: base.version });
        setTried(false);
        unsaved.release();
        latest.current.saved?.(sent, answer);
      })
      .catch((error: unknown) => refused(error, sent))
      .finally(() => {
        inFlight.current = false;
        setSaving(false);
      });
  };

  const takeTheirs = () => {
    if (!conflict) return;
    setBase({ value: conflict.value, version: conflict.version });
    setValue(conflict.value);
    setConflict(null);
  };
  const applyMineOnTop = () => {
    if (!conflict) return;
    setBase({ value: conflict.value, version: conflict.version });
    setValue(applyMine(conflict.base, conflict.value, conflict.edited));
    setConflict(null);
  };
  const reset = () => {
    setValue(base.value);
    setTried(false);
    setServerProblems({});
  };

  return {
    value,
    set,
    dirty,
    saving,
    tried,
    problems,
    blocked,
    problemOf: (field) => (tried ? (problems[field] ?? null) : null) ?? serverProblems[field] ?? null,
    serverProblemOf: (field) => serverProblems[field] ?? null,
    onSubmit,
    conflict,
    takeTheirs,
    applyMineOnTop,
    reset,
  };
}
