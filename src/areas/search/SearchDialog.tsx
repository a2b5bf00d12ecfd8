import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigationRights } from '../../api/rights';
import { globalSearchQuery } from '../../api/search/global-search';
import { sectionHref } from '../../core/navigation';
import { useCore, useTranslation } from '../../core/react';
import {
  flatten,
  groupItems,
  matchesLocally,
  readRecent,
  rememberRecent,
  type SearchGroup,
  type SearchItem,
} from '../../domain/global-search';
import { Dialog } from '../../ui/Dialog';
import { useAreaStyles, useDebounced, useGo } from '../../ui/area';
import { itemHref } from './links';
import type { SearchAction } from './types';
import { searchStrings } from './strings';
import { SearchOption } from './SearchOption';
import searchStyles from './search.css?inline';

/** Typing settles this long before the server is asked (the box answers as one types). */
const TYPING_MS = 200;
const CREATE_ROLE_RIGHT = 'create Role';

export interface SearchDialogProps {
  open: boolean;
  onClose(): void;
  userDn: string;
  pages: readonly SearchItem[];
  actions: readonly SearchAction[];
  onChosen?(item: SearchItem): boolean | void;
}

/** The box as a modal dialog, once its texts are in (English and the current language). */
export default function SearchDialog(props: SearchDialogProps) {
  const core = useCore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void core.loadNamespaces([searchStrings]).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [core]);
  return ready && props.open ? <SearchBox {...props} /> : null;
}

/** Pages the user may open and what the box can do: the console's, plus creating a role where allowed. */
function useLocalItems(pages: readonly SearchItem[], actions: readonly SearchAction[]): SearchItem[] {
  const { t } = useTranslation();
  const rights = useNavigationRights([CREATE_ROLE_RIGHT]);
  const mayCreateRole = rights.data?.navPageRights.some((r) => r.key === CREATE_ROLE_RIGHT && r.value === 'true');
  return useMemo(() => {
    const mayRequest = pages.some((page) => page.id.startsWith(sectionHref('requests')));
    return [
      ...pages,
      ...(mayCreateRole
        ? [{ kind: 'page' as const, id: sectionHref('role', 'create'), name: t('search.createRole'), secondLine: '' }]
        : []),
      ...(mayRequest
        ? [{ kind: 'page' as const, id: sectionHref('requests'), name: t('search.requestForSomeone'), secondLine: '' }]
        : []),
      ...actions.map((action) => ({ kind: 'action' as const, id: action.id, name: action.name, secondLine: '' })),
    ];
  }, [pages, actions, mayCreateRole, t]);
}

function SearchBox({ onClose, userDn, pages, actions, onChosen }: SearchDialogProps) {
  const { t } = useTranslation();
  const core = useCore();
  const go = useGo();
  const styleRef = useAreaStyles<HTMLDivElement>(searchStyles);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionPrefix = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const typed = text.trim();
  const settled = useDebounced(typed, TYPING_MS);
  const found = useQuery({ ...globalSearchQuery(core, settled), placeholderData: keepPreviousData });
  const local = useLocalItems(pages, actions);
  const [recent, setRecent] = useState(() => readRecent(core.env.localStorage, userDn));

  const groups: SearchGroup[] = useMemo(() => {
    if (typed === '') {
      const recentGroup: SearchGroup[] = recent.length > 0 ? [{ kind: 'recent', items: recent }] : [];
      return [...recentGroup, ...groupItems(local, '', 50)];
    }
    const server = settled === '' ? [] : (found.data ?? []);
    return groupItems([...server, ...local.filter((item) => matchesLocally(item, typed))], typed);
  }, [typed, settled, found.data, local, recent]);
  const items = flatten(groups);
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${optionPrefix}-${index}`;
  const searching = typed !== '' && (settled !== typed || found.isFetching);

  useEffect(() => setActive(0), [typed]);

  const choose = (item: SearchItem) => {
    setRecent(rememberRecent(core.env.localStorage, userDn, item));
    onClose();
    if (onChosen?.(item) === false) return;
    if (item.kind === 'action') actions.find((action) => action.id === item.id)?.run();
    else {
      const href = itemHref(item);
      if (href) go(href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(to);
    };
    if (event.key === 'ArrowDown') move(activeIndex >= last ? 0 : activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex <= 0 ? last : activeIndex - 1);
    else if (event.key === 'PageDown') move(last);
    else if (event.key === 'PageUp') move(0);
    else if (event.key === 'Enter' && items[activeIndex]) {
      event.preventDefault();
      choose(items[activeIndex]);
    }
  };

  // Where each group's options start in `items` (their ids and what the arrow keys reach).
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.items.length, 0));
  return (
    <Dialog open heading={t('search.title')} onClose={onClose} className="idm-search-dialog" initialFocus={inputRef}>
      <div ref={styleRef} className="idm-search">
        <input
          ref={inputRef}
          className="idm-search-input"
          part="search-input"
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${listId}-hint`}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={256}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${listId}-hint`} className="idm-search-hint">
          {t('search.hint')}
        </p>
        <div id={listId} role="listbox" aria-label={t('search.results')} className="idm-search-list" part="search-list">
          {groups.map((group, g) => (
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="idm-search-group">
              <div id={`${listId}-${group.kind}`} role="presentation" className="idm-search-group-heading">
                {t(`search.groups.${group.kind}`)}
              </div>
              {group.items.map((item, i) => {
                const at = starts[g]! + i;
                return (
                  <SearchOption
                    key={`${item.kind}:${item.id}:${i}`}
                    id={optionId(at)}
                    item={item}
                    query={typed}
                    selected={at === activeIndex}
                    onHover={() => setActive(at)}
                    onChoose={() => choose(item)}
                  />
                );
              })}
            </div>
          ))}
        </div>
        {typed !== '' && !searching && items.length === 0 ? (
          <p className="idm-search-empty">{t('search.none', { text: typed })}</p>
        ) : null}
        <div role="status" aria-live="polite" className="visually-hidden">
          {typed === '' || searching ? '' : t('search.count', { count: items.length })}
        </div>
      </div>
    </Dialog>
  );
}
