import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';

/** One row of a table as a phone shows it: a heading, its facts as label and value, its actions. */
export interface StackedCard {
  key: Key;
  /** The card's accessible name (what a screen reader announces for the list item). */
  name: string;
  title: ReactNode;
  facts: { label: string; value: ReactNode }[];
  /** What the row offers (buttons, a status with its own action), below the facts. */
  actions?: ReactNode;
}

/**
 * A table's rows as a list of cards, one under the other: on a phone a table of five or more
 * columns needs a sideways scroll, and its last columns (often the actions) fall off the screen.
 * Each card holds the row's facts in a description list and every action of the row.
 */
export function StackedCards({ label, cards }: { label: string; cards: StackedCard[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {cards.map((card) => (
        <Paper
          key={card.key}
          component="li"
          variant="outlined"
          aria-label={card.name}
          sx={{ p: 1.5, minWidth: 0 }}
        >
          <Typography component="div" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              rowGap: 0.25,
              columnGap: 2,
              m: 0,
              // A value that is a chip or a stack of them sits on the right like a plain one.
              '& dd': {
                m: 0,
                display: 'flex',
                justifyContent: 'flex-end',
                textAlign: 'right',
                overflowWrap: 'anywhere',
              },
              '& dt': { color: 'text.secondary' },
            }}
          >
            {card.facts.map((fact) => (
              <Fact key={fact.label} label={fact.label} value={fact.value} />
            ))}
          </Box>
          {card.actions && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
              {card.actions}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
