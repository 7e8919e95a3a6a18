import { SEARCH_MSG as M, type SearchSuggestions } from '@bazar/shared';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { optionId } from './search-option-id';

/** One suggestion: a product name (a search for it) or a category (its listing). */
export type Suggestion = { kind: 'product'; name: string } | { kind: 'category'; id: number; name: string };

/** Typing pauses this long before a suggestion is asked for: one request per pause, not per key. */
const DEBOUNCE_MS = 150;


interface Props {
  text: string;
  open: boolean;
  active: number;
  listId: string;
  onOptions: (options: Suggestion[]) => void;
  onPick: (option: Suggestion) => void;
}

/**
 * The header search's listbox (an ARIA combobox's popup: the input keeps the focus and points
 * at the active option with aria-activedescendant). Loaded on the first keystroke, outside the
 * first load; asks GET /api/search/suggestions once typing pauses.
 */
export default function SearchSuggestionsList({ text, open, active, listId, onOptions, onPick }: Props) {
  const [asked, setAsked] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const answer = useQuery({
    queryKey: ['search-suggestions', asked],
    queryFn: ({ signal }) =>
      apiRequest<SearchSuggestions>(`/api/search/suggestions?q=${encodeURIComponent(asked)}`, { signal }),
    enabled: asked.length >= 2,
    staleTime: 60_000,
  });
  const current = asked.length >= 2 ? answer.data : undefined;
  const [options, setOptions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const next: Suggestion[] = [
      ...(current?.categories ?? []).slice(0, 3).map((c) => ({ kind: 'category' as const, ...c })),
      ...(current?.products ?? []).map((p) => ({ kind: 'product' as const, name: p.name })),
    ];
    setOptions(next);
    onOptions(next);
  }, [current, onOptions]);

  const shown = open && options.length > 0;
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
      <Box component="ul" role="listbox" id={listId} aria-label={M.suggestionsLabel} sx={{ m: 0, p: 0.5 }}>
        {options.map((option, index) => (
          <Box
            component="li"
            key={`${option.kind}-${option.name}`}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus: a press on an option must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
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
