import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { PageSection } from '../../../components/page-section';
import { useProfile } from '../../../lib/viewer';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/** The profile's 'Mis datos': the person's details, and 'Editar' turning them into the form. */
export function ProfileDetailsSection() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <PageSection
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
    </PageSection>
  );
}
