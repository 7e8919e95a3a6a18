import { MSG } from '@bazar/shared';
import { MessagePage } from '../../components/message-page';

export function NotFoundPage() {
  return <MessagePage message={MSG.notFoundPage} />;
}
