import { SEARCH_MAX_LENGTH, webPath } from '@bazar/shared';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import {
  type ChangeEvent,
  type FormEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { iconButtonSx } from '../../components/icon-button-sx';
import { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from '../../features/catalog';

// The suggestions (their listbox, keys and requests) load on the first keystroke: the first
// load carries only the combobox's input.
const Suggestions = lazy(() => import('../../components/suggest'));

/**
 * Searching always lands on the home listing. A new text starts a new list: a category, brand or
 * price chosen for the previous one would often leave it empty; the same text again keeps them.
 * While typing, suggestions (product names and categories) open under the box: an ARIA combobox,
 * arrows to move, Enter to pick (components/suggest).
 */
export function SearchBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === webPath('home');
  const currentName = onHome ? readHomeQuery(new URLSearchParams(location.search)).name : '';
  const [text, setText] = useState(currentName);

  useEffect(() => setText(currentName), [currentName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new text is a new list: no filters (they could leave it empty), its own order.
    const base = new URLSearchParams(onHome && text.trim() === currentName ? location.search : '');
    base.delete(PRODUCT_PARAM);
    const search = writeHomeQuery(base, { name: text }).toString();
    navigate({ pathname: webPath('home'), search: search ? `?${search}` : '' });
    // A new list starts at its top, as a new page does: the home keeps the scroll for its own
    // filters and pager, so a search made on it would otherwise stay where the old list was.
    if (onHome) window.scrollTo(0, 0);
  };

  return (
    <>
      <Paper
        component="form"
        role="search"
        onSubmit={submit}
        elevation={0}
        sx={{
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
          onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
          placeholder="Buscar productos…"
          type="search"
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
        {/* Typing (a text that is not the list's) loads the suggestions. */}
        {text !== currentName && (
          <Suspense fallback={null}>
            <Suggestions text={text} onText={setText} />
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
