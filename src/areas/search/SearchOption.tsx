import { useEffect, useRef } from 'react';
import { useTranslation } from '../../core/react';
import { highlightPieces, type SearchItem } from '../../domain/global-search';

interface HighlightedProps {
  text: string;
  query: string;
}

/** The text with its matches in `<mark>`: text nodes only, so server text is never read as HTML. */
function Highlighted({ text, query }: HighlightedProps) {
  return (
    <>
      {highlightPieces(text, query).map((piece, index) =>
        piece.match ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
      )}
    </>
  );
}

export interface SearchOptionProps {
  id: string;
  item: SearchItem;
  query: string;
  selected: boolean;
  onHover(): void;
  onChoose(): void;
}

/** One option: the kind, the name with its matches marked, and the line that tells look-alikes apart. */
export function SearchOption({ id, item, query, selected, onHover, onChoose }: SearchOptionProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const second = [item.level === undefined ? '' : t('search.level', { level: item.level }), item.secondLine]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={selected}
      className="idm-search-option"
      part="search-option"
      data-kind={item.kind}
      onMouseMove={selected ? undefined : onHover}
      // The input keeps the focus: a press on an option must not take it away before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className="idm-search-kind">{t(`search.kinds.${item.kind}`)}</span>
      <span className="idm-search-text">
        <span className="idm-search-name">
          <Highlighted text={item.name} query={query} />
        </span>
        {second ? (
          <span className="idm-search-second">
            <Highlighted text={second} query={query} />
          </span>
        ) : null}
      </span>
    </div>
  );
}
