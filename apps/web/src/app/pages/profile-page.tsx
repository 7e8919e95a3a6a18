import { ADDRESS_MSG, MONEY_MSG, NOTICE_MSG } from '@bazar/shared';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../components/page-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { ChangePasswordForm, ProfileDetailsSection } from '../../features/accounts';
import { AddressBook } from '../../features/addresses';
import { PAYOUT_ACCOUNT_ANCHOR, PayoutAccountSection } from '../../features/money';
import { MailSettingsSection } from '../../features/notifications';
import { OWN_PRODUCTS_ANCHOR, OwnProducts } from '../../features/selling';

/** /perfil: one section per feature that keeps something of the person's. */
export function ProfilePage() {
  useDocumentTitle('Perfil');
  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1" component="h1">
        Perfil
      </Typography>
      <ProfileDetailsSection />
      <PageSection title={ADDRESS_MSG.title}>
        <AddressBook />
      </PageSection>
      <PageSection title={NOTICE_MSG.settingsTitle}>
        <MailSettingsSection />
      </PageSection>
      <PageSection title={MONEY_MSG.payoutAccountTitle} id={PAYOUT_ACCOUNT_ANCHOR}>
        <PayoutAccountSection />
      </PageSection>
      <PageSection title="Cambiar contraseña">
        <ChangePasswordForm />
      </PageSection>
      <PageSection title="Mis publicaciones" id={OWN_PRODUCTS_ANCHOR}>
        <OwnProducts />
      </PageSection>
    </Container>
  );
}
