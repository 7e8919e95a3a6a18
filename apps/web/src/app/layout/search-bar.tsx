import { SEARCH_MAX_LENGTH, webPath } from '@bazar/shared';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { iconButtonSx } from '../../components/icon-button-sx';
import { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from '../../features/catalog';
import { optionId } from './search-option-id';
import type { Suggestion } from './search-suggestions';

// The suggestions' listbox and its requests load on the first keystroke: the first load only
// carries the combobox's input.
const SuggestionsList = lazy(() => import('./search-suggestions'));

/**
 * Searching always lands on the home listing, keeping its sort when already there. A new text
 * starts from no filters: a category, brand or price chosen for the previous list would often
 * leave the new one empty. The same text again keeps them. While typing, suggestions (product
 * names and categories) open under the box: an ARIA combobox, arrows to move, Enter to pick.
 */
export function SearchBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === webPath('home');
  const currentName = onHome ? readHomeQuery(new URLSearchParams(location.search)).name : '';
  const [text, setText] = useState(currentName);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();

  useEffect(() => setText(currentName), [currentName]);
  const onOptions = useCallback((next: Suggestion[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  const go = (changes: { name: string; category?: string }) => {
    const current = new URLSearchParams(onHome ? location.search : '');
    const sameText = changes.category === undefined && changes.name.trim() === currentName;
    let base = current;
    if (!sameText) {
      base = new URLSearchParams();
      const sort = current.get('sort');
      if (sort) base.set('sort', sort);
    }
    base.delete(PRODUCT_PARAM);
    const search = writeHomeQuery(base, changes).toString();
    setOpen(false);
    setActive(-1);
    navigate({ pathname: webPath('home'), search: search ? `?${search}` : '' });
    // A new list starts at its top, as a new page does: the home keeps the scroll for its own
    // filters and pager, so a search made on it would otherwise stay where the old list was.
    if (onHome) window.scrollTo(0, 0);
  };

  const pick = (option: Suggestion) => {
    if (option.kind === 'category') {
      setText('');
      go({ name: '', category: option.name });
    } else {
      setText(option.name);
      go({ name: option.name });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ name: text });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = open ? options.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Around the options and back to the text itself (-1), as a listbox under an input does.
      setActive((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < count) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const expanded = open && options.length > 0;

  return (
    <>
      <Paper
        component="form"
        role="search"
        onSubmit={submit}
        elevation={0}
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          pl: 2,
          pr: 0.5,
          borderRadius: 999,
          '&:focus-within': { boxShadow: '0 0 0 2px #ffb547' },
        }}
      >
        {/* A plain input: InputBase's form-control machinery (~3 kB gzip) buys nothing in a lone search box. */}
        <Box
          component="input"
          value={text}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            setText(e.target.value);
            setTyped(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder="Buscar productos…"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          autoComplete="off"
          aria-label="Buscar productos"
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          sx={{
            flex: 1,
            minWidth: 0,
            // InputBase's height: 4 + 4 px of padding around a 23 px line, plus 5 px below.
            height: 40,
            p: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            '&::placeholder': { color: 'text.secondary', opacity: 0.75 },
          }}
        />
        <ButtonBase
          type="submit"
          aria-label="Buscar"
          centerRipple
          focusRipple
          sx={iconButtonSx({ color: 'primary', size: 'small' })}
        >
          <SearchIcon />
        </ButtonBase>
        {typed && (
          <Suspense fallback={null}>
            <SuggestionsList
              text={text}
              open={open}
              active={active}
              listId={listId}
              onOptions={onOptions}
              onPick={pick}
            />
          </Suspense>
        )}
      </Paper>
      {onHome && <SkipToResults />}
    </>
  );
}

/**
 * Right after the search box: one Tab and Enter reach the first result instead of passing the
 * account buttons, the banner and the filters. Hidden until it has the focus.
 */
function SkipToResults() {
  const skip = (event: MouseEvent) => {
    const results = document.getElementById(RESULTS_ID);
    if (!results) return;
    event.preventDefault();
    results.focus({ preventScroll: true });
    results.scrollIntoView({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${RESULTS_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Ir a los resultados
    </Box>
  );
}
