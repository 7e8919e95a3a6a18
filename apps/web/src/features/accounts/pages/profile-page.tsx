import { ADDRESS_MSG, MONEY_MSG, NOTICE_MSG } from '@bazar/shared';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useProfile } from '../../../lib/viewer';
import { AddressBook } from '../../addresses';
import { PAYOUT_ACCOUNT_ANCHOR, PayoutAccountSection } from '../../money';
import { MailSettingsSection } from '../../notifications';
import { OwnProducts } from '../../selling';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';

function Section({
  title,
  action,
  id,
  children,
}: {
  title: string;
  action?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      id={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
      aria-label={title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

export function ProfilePage() {
  useDocumentTitle('Perfil');
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1" component="h1">
        Perfil
      </Typography>
      <Section
        title="Mis datos"
        action={
          profile.data &&
          !editing && (
            <Button startIcon={<EditIcon />} variant="outlined" onClick={() => setEditing(true)}>
              Editar
            </Button>
          )
        }
      >
        {profile.isPending && <Skeleton variant="rounded" height={220} />}
        {profile.isError && <Alert severity="error">{profile.error.message}</Alert>}
        {profile.data &&
          (editing ? (
            <ProfileEditForm profile={profile.data} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails profile={profile.data} />
          ))}
      </Section>
      <Section title={ADDRESS_MSG.title}>
        <AddressBook />
      </Section>
      <Section title={NOTICE_MSG.settingsTitle}>
        <MailSettingsSection />
      </Section>
      <Section title={MONEY_MSG.payoutAccountTitle} id={PAYOUT_ACCOUNT_ANCHOR}>
        <PayoutAccountSection />
      </Section>
      <Section title="Cambiar contraseña">
        <ChangePasswordForm />
      </Section>
      <Section title="Mis productos">
        <OwnProducts />
      </Section>
    </Container>
  );
}
