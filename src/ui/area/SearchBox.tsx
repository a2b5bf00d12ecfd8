import { useEffect, useId, useRef, useState } from 'react';
import { useCore } from '../../core/react';
import { SEARCH_DEBOUNCE_MS } from './use-debounced';

export interface SearchBoxProps {
  label: string;
  value: string;
  /** Called 1000 ms after typing stops, or at once on Enter. */
  onSearch(value: string): void;
  placeholder?: string;
  /** The Search button's text (each area its own key). */
  submitLabel: string;
  className?: string;
  /**
   * False: search only on Enter or the button (and at once when the field is emptied, so clearing shows
   * everything again); true (the default): also 1000 ms after typing stops.
   */
  whileTyping?: boolean;
}

/** A labelled search field in a search landmark; typing is debounced (unless `whileTyping` is false), Enter searches at once. */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  submitLabel,
  className,
  whileTyping = true,
}: SearchBoxProps) {
  const { env } = useCore();
  const id = useId();
  const [text, setText] = useState(value);
  // A new value from outside (cleared filters) replaces what was typed, in the same render: an effect
  // would run after paint and could undo what was typed meanwhile.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const timer = useRef<unknown>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  useEffect(
    () => () => {
      if (timer.current !== null) env.clearTimeout(timer.current);
    },
    [env],
  );

  const schedule = (next: string) => {
    if (timer.current !== null) env.clearTimeout(timer.current);
    timer.current = env.setTimeout(() => {
      timer.current = null;
      latest.current(next);
    }, SEARCH_DEBOUNCE_MS);
  };
  const now = (next: string) => {
    if (timer.current !== null) env.clearTimeout(timer.current);
    timer.current = null;
    latest.current(next);
  };

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        now(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          if (whileTyping) schedule(event.target.value);
          else if (event.target.value === '' && value !== '') now('');
        }}
      />
      <button type="submit" className="idm-button secondary">
        {submitLabel}
      </button>
    </form>
  );
}
