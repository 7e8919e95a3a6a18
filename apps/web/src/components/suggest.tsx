import { SEARCH_MSG as M, type SearchSuggestions } from '@bazar/shared';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../lib/api-client';

/** One suggestion: a product name (a search for it) or a category (its listing). */
type Suggestion = { kind: 'product'; name: string } | { kind: 'category'; id: number; name: string };

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
const DEBOUNCE_MS = 150;
/** Two letters narrow the names enough to be worth a request. */
const MIN_LENGTH = 2;

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The listbox's id: the header has one search box. */
const LIST_ID = 'sugerencias';

/**
 * The header's search input, made a combobox here (its role, keys, focus and ARIA state): found
 * by its form's role, so the header's first load carries not even a ref for it.
 */
const searchInput = () => document.querySelector<HTMLInputElement>('form[role="search"] input');

interface Props {
  text: string;
  /** Sets the box's text (a picked name; none for a category). */
  onText: (text: string) => void;
}

/**
 * The header search's suggestions: an ARIA combobox's listbox (the input keeps the focus and
 * names the active option with aria-activedescendant; arrows move, Enter picks, Escape closes).
 * Loaded on the first keystroke, outside the first load; asks GET /api/search/suggestions once
 * typing pauses.
 */
export default function SearchSuggestionsList({ text, onText }: Props) {
  const navigate = useNavigate();
  const [asked, setAsked] = useState(text.trim());
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const answer = useQuery({
    queryKey: ['search-suggestions', asked],
    queryFn: ({ signal }) =>
      apiRequest<SearchSuggestions>(`/api/search/suggestions?q=${encodeURIComponent(asked)}`, { signal }),
    enabled: asked.length >= MIN_LENGTH,
    staleTime: 60_000,
  });
  const current = asked.length >= MIN_LENGTH && text.trim().length >= MIN_LENGTH ? answer.data : undefined;
  const options: Suggestion[] = [
    ...(current?.categories ?? []).slice(0, 3).map((c) => ({ kind: 'category' as const, ...c })),
    ...(current?.products ?? []).map((p) => ({ kind: 'product' as const, name: p.name })),
  ];
  const shown = open && options.length > 0;
  const optionsKey = options.map((o) => o.name).join('\n');
  // A new list of options starts with none active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the options
  useEffect(() => setActive(-1), [optionsKey]);

  const pick = (option: Suggestion) => {
    setOpen(false);
    setActive(-1);
    // A new list, as a new text typed is: no filters of the previous one.
    const param = option.kind === 'category' ? 'category' : 'name';
    onText(option.kind === 'category' ? '' : option.name);
    navigate(`/?${new URLSearchParams({ [param]: option.name })}`);
    window.scrollTo(0, 0);
  };

  // The latest state for the input's listeners, which are added once.
  const state = useRef({ shown, options, active, pick });
  state.current = { shown, options, active, pick };

  useEffect(() => {
    const element = searchInput();
    if (!element) return;
    // The box becomes a combobox once it has suggestions to offer: until this chunk is in, it is
    // a plain search box (the first load carries no suggestion code).
    element.setAttribute('role', 'combobox');
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', LIST_ID);
    element.setAttribute('autocomplete', 'off');
    // The list hangs under the box (its form): positioned from it, so the header's first-load
    // code carries no layout for it.
    const form = element.form;
    if (form) form.style.position = 'relative';
    const onInput = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const { shown, options, active, pick } = state.current;
      const count = shown ? options.length : 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        setOpen(true);
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Around the options and back to the text itself (-1), as a listbox under an input does.
        setActive((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
      } else if (event.key === 'Enter' && active >= 0 && active < count) {
        // Instead of the form's own submit: the active option is what Enter means.
        event.preventDefault();
        const option = options[active];
        if (option) pick(option);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter') {
        setOpen(false);
      }
    };
    element.addEventListener('input', onInput);
    const attributes = ['role', 'aria-autocomplete', 'aria-controls', 'autocomplete', 'aria-expanded'];
    element.addEventListener('blur', onBlur);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('blur', onBlur);
      element.removeEventListener('keydown', onKeyDown);
      // Gone (the list is the text's now): a plain search box again, pointing at no listbox.
      for (const name of attributes) element.removeAttribute(name);
      element.removeAttribute('aria-activedescendant');
    };
  }, []);

  // The combobox's state lives on the input (the header renders it 'false' and leaves it to us).
  useEffect(() => {
    const element = searchInput();
    if (!element) return;
    element.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) element.setAttribute('aria-activedescendant', optionId(LIST_ID, active));
    else element.removeAttribute('aria-activedescendant');
  }, [shown, active]);

  return (
    <Paper
      elevation={4}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        zIndex: 'modal',
        overflow: 'hidden',
        display: shown ? 'block' : 'none',
      }}
    >
      <Box component="ul" role="listbox" id={LIST_ID} aria-label={M.suggestionsLabel} sx={{ m: 0, p: 0.5 }}>
        {options.map((option, index) => (
          <Box
            component="li"
            key={`${option.kind}-${option.name}`}
            id={optionId(LIST_ID, index)}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus: a press on an option must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              cursor: 'pointer',
              listStyle: 'none',
              color: 'text.primary',
              bgcolor: index === active ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {option.kind === 'category' ? (
              <CategoryIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            ) : (
              <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            )}
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {option.name}
            </Box>
            {option.kind === 'category' && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {M.categoriesHeading}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
