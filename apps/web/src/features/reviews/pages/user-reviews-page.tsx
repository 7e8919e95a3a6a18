import { PlaceholderPage } from '../../../components/placeholder-page';

export function UserReviewsPage() {
  return <PlaceholderPage title="MIS RESEÑAS" />;
}
