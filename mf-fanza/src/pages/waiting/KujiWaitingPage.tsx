import { useParams } from 'react-router';
import { WaitingRoom, WaitingRoomSkeleton } from '@shop/shared/drop';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, useAdultContent } from '@shop/shared/ui';
import { idFrom } from '../../lib/ids';
import { campaignPath } from '../../lib/links';
import { KujiNotFound } from '../kuji/KujiNotFound';
import { kujiData } from '../kuji/data';

/** /fanza/:kujiId/waiting — a kuji drop's waiting room (members only: a kuji is bought by a member). */
export default function KujiWaitingPage() {
  const { kujiId } = useParams();
  const id = idFrom(kujiId);
  const request = kujiData(id);
  const { data: kuji, error, reload } = usePageData(request.key, request.load);
  const shown = kuji && kuji.kuji_id === id ? kuji : undefined;
  useAdultContent(shown?.adult ?? false);

  if (kuji === null || id === null) return <KujiNotFound />;
  if (error) return <ErrorState onRetry={reload} />;
  if (!shown) return <WaitingRoomSkeleton />;
  return <WaitingRoom kind="kuji" targetId={id} item={{ title: shown.title, image: shown.image }} itemPath={campaignPath(id)} />;
}
