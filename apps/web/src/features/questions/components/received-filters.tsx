import { QUESTION_MSG } from '@bazar/shared';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useState } from 'react';
import type { ReceivedStatus } from '../api/received-questions';

interface ReceivedFiltersProps {
  status: ReceivedStatus;
  onStatus: (status: ReceivedStatus) => void;
  onSearch: (q: string) => void;
}

/** The search box (sent on Enter or 'Buscar', not on each key) and 'Sin responder' / 'Todas'. */
export function ReceivedFilters({ status, onStatus, onSearch }: ReceivedFiltersProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={QUESTION_MSG.searchReceived}
        onSubmit={submit}
        sx={{ display: 'flex', flex: '1 1 240px', minWidth: 0 }}
      >
        <TextField
          type="search"
          size="small"
          label={QUESTION_MSG.searchReceived}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <IconButton type="submit" aria-label={QUESTION_MSG.search}>
          <SearchIcon />
        </IconButton>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        aria-label={QUESTION_MSG.filterLabel}
        onChange={(_event, next: ReceivedStatus | null) => next && onStatus(next)}
      >
        <ToggleButton value="unanswered">{QUESTION_MSG.unansweredOnly}</ToggleButton>
        <ToggleButton value="all">{QUESTION_MSG.all}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
