import { SEARCH_MSG as M, synonymGroupBodySchema } from '@bazar/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyMessage } from '../../../components/account-page';
import { CenteredPager } from '../../../components/centered-pager';
import { PageSection } from '../../../components/page-section';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useAddSynonyms, useDeleteSynonyms, useSynonyms } from '../api/synonyms';

/** /admin/sinonimos: the search's synonym groups ('remera, camiseta'): list, add, delete. */
export function AdminSynonymsPage() {
  useDocumentTitle(M.synonymsTitle);
  const [page, setPage] = useState(1);
  const groups = useSynonyms(page);
  const remove = useDeleteSynonyms();
  const { enqueueSnackbar } = useSnackbar();
  const list = groups.data?.items ?? [];
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {M.synonymsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.synonymsIntro}
      </Typography>
      <PageSection title={M.add}>
        <SynonymForm onAdded={() => enqueueSnackbar(M.added, { variant: 'success' })} />
      </PageSection>
      {groups.isSuccess && list.length === 0 ? (
        <EmptyMessage>{M.none}</EmptyMessage>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, mt: 3 }} aria-label={M.synonymsTitle}>
          {list.map((group) => {
            const terms = group.terms.join(', ');
            return (
              <Paper
                key={group.id}
                component="li"
                variant="outlined"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, listStyle: 'none' }}
              >
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{terms}</Typography>
                <IconButton
                  aria-label={M.deleteGroup(terms)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(group.id, {
                      onSuccess: () => enqueueSnackbar(M.deleted, { variant: 'success' }),
                    })
                  }
                >
                  <DeleteIcon />
                </IconButton>
              </Paper>
            );
          })}
        </Stack>
      )}
      <CenteredPager
        total={groups.data?.total}
        pageSize={groups.data?.pageSize ?? 1}
        page={page}
        onPage={setPage}
      />
    </Box>
  );
}

/** One field for the group's words, checked with the API's own schema before it is sent. */
function SynonymForm({ onAdded }: { onAdded: () => void }) {
  const [terms, setTerms] = useState('');
  const [local, setLocal] = useState<string | undefined>();
  const add = useAddSynonyms();
  const refusal = isApiError(add.error) ? (add.error.fieldMessage('terms') ?? add.error.message) : undefined;
  const message = local ?? refusal;

  const submit = async () => {
    const checked = synonymGroupBodySchema.safeParse({ terms });
    if (!checked.success) {
      add.reset();
      setLocal(checked.error.issues[0]?.message ?? M.termsInvalid);
      return;
    }
    setLocal(undefined);
    const added = await add.mutateAsync(terms).catch(() => null);
    if (!added) return;
    setTerms('');
    onAdded();
  };

  return (
    <Box
      component="form"
      noValidate
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'flex-start' },
        gap: 1,
      }}
      aria-label={M.add}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={M.termsLabel}
        value={terms}
        onChange={(e) => setTerms(e.target.value)}
        error={Boolean(message)}
        helperText={message ?? M.termsHint}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 400, autoCapitalize: 'none' } }}
      />
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ mt: { sm: 1 } }}>
        {M.add}
      </Button>
    </Box>
  );
}
