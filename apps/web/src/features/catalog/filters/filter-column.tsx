import { FILTER_TEXT, formatNumberEsAr } from '@bazar/shared';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useOptionFacets, useProductFacets } from '../api/get-facets';
import { type HomeQuery, RESULTS_ID } from '../search-params';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { chipsOf, type FilterChanges, withFilters } from './filter-url';

const ListNote = lazy(() => import('../components/list-note'));

interface FilterColumnProps {
  query: HomeQuery;
}

/**
 * The filters of a search or a category: a side column on a computer; on a phone a 'Filtrar'
 * button that opens them in a sheet whose button says how many results they leave. Both show the
 * filters on as removable chips. Its own chunk (with MUI's form controls), fetched beside the list:
 * the home's first load does not carry it.
 */
export default function FilterColumn({ query }: FilterColumnProps) {
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const { data: facets } = useProductFacets(query);
  const { data: optionFacets } = useOptionFacets(query);
  const change = (changes: FilterChanges) =>
    setParams((prev) => withFilters(prev, changes), { preventScrollReset: true });
  const chips = chipsOf(query, facets);
  const total = facets ? formatNumberEsAr(facets.total) : '…';
  // A search that found nothing gets its hint under the (empty) results. It is rendered from
  // here, a chunk every search loads, so the home's first load carries none of it.
  const [results, setResults] = useState<HTMLElement | null>(null);
  useEffect(() => setResults(document.getElementById(RESULTS_ID)), []);

  return (
    <>
      {results &&
        facets?.total === 0 &&
        query.name &&
        createPortal(
          <Suspense fallback={null}>
            <ListNote searched={query.name} />
          </Suspense>,
          results,
        )}
      <Box component="aside" aria-label={FILTER_TEXT.title} sx={{ display: { xs: 'none', md: 'block' } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {FILTER_TEXT.title}
        </Typography>
        <FilterChips chips={chips} onChange={change} />
        <FilterPanel query={query} facets={facets} optionFacets={optionFacets} onChange={change} />
      </Box>
      <Box sx={{ display: { md: 'none' }, mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{ mb: chips.length ? 1.5 : 0 }}
        >
          {chips.length ? FILTER_TEXT.openWith(chips.length) : FILTER_TEXT.open}
        </Button>
        <FilterChips chips={chips} onChange={change} />
        {/* A sheet from the bottom: MUI's Dialog (a chunk the shop already has) placed at the foot. */}
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          aria-labelledby="filter-sheet-title"
          sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
          slotProps={{
            paper: {
              sx: { m: 0, width: '100%', maxWidth: '100%', maxHeight: '88vh', borderRadius: '12px 12px 0 0' },
            },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5 }}>
            <Typography id="filter-sheet-title" component="h2" variant="h6" sx={{ flex: 1 }}>
              {FILTER_TEXT.title}
            </Typography>
            <IconButton aria-label={FILTER_TEXT.close} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ px: 2, pt: 1, overflowY: 'auto' }}>
            <FilterChips chips={chips} onChange={change} />
            <FilterPanel query={query} facets={facets} optionFacets={optionFacets} onChange={change} />
          </Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Button variant="contained" fullWidth onClick={() => setOpen(false)}>
              {FILTER_TEXT.showResults(total)}
            </Button>
          </Box>
        </Dialog>
      </Box>
    </>
  );
}
