import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { breadcrumbJsonLd, kujiJsonLd, sharePicture, useSeoSite } from '@shop/shared/seo';
import { ErrorState, Gallery, GalleryBeside, PageSection, useAdultContent, usePageMeta } from '@shop/shared/ui';
import { idFrom } from '../../lib/ids';
import { ns } from '../../namespace';
import { Board } from './Board';
import { BuyPanel } from './BuyPanel';
import { CampaignFacts } from './CampaignFacts';
import { DrawHistory } from './DrawHistory';
import { FairnessPanel } from './FairnessPanel';
import { KujiBreadcrumb, useKujiBreadcrumbSteps } from './KujiBreadcrumb';
import { KujiNotFound } from './KujiNotFound';
import { KujiSkeleton } from './KujiSkeleton';
import { useLiveKuji } from './useLiveKuji';
import * as styles from './kuji-page.module.css';

/** /fanza/:kujiId — one campaign: pictures, the live board, the rules, the fairness commitment, the buy buttons. */
export default function KujiPage() {
  const { t } = useTranslation(ns);
  const { kujiId } = useParams();
  const id = idFrom(kujiId);
  const { kuji, error, reload } = useLiveKuji(id);
  const shown = kuji && kuji.kuji_id === id ? kuji : undefined;
  // Tells the shell's age gate (SPEC §2) that this campaign is adult content.
  useAdultContent(shown?.adult ?? false);
  const site = useSeoSite();
  const steps = useKujiBreadcrumbSteps(shown?.title ?? '');
  usePageMeta(
    shown && {
      title: shown.title,
      description: t('kuji.metaDescription', { title: shown.title }),
      image: sharePicture('kuji', shown.kuji_id, shown.title),
      kind: 'product',
      price: { amount: shown.price, currency: 'TWD' },
      adult: shown.adult,
      structuredData: [kujiJsonLd(site, shown), breadcrumbJsonLd(site, steps)],
    },
  );

  if (kuji === null) return <KujiNotFound />;
  if (error) return <ErrorState onRetry={reload} />;
  if (!shown) return <KujiSkeleton />;
  return <CampaignView kuji={shown} />;
}

function CampaignView({ kuji }: { kuji: KujiDetail }) {
  const { t } = useTranslation(ns);
  return (
    <article data-testid="kuji-page" data-kuji-id={kuji.kuji_id} data-status={kuji.status}>
      <KujiBreadcrumb title={kuji.title} />
      <GalleryBeside gallery={<Gallery images={kuji.images.length > 0 ? kuji.images : [kuji.image]} name={kuji.title} />}>
        <CampaignFacts kuji={kuji} />
        <BuyPanel kuji={kuji} />
      </GalleryBeside>

      <Board kuji={kuji} />

      <PageSection heading={t('kuji.rules')} headingId="kuji-rules">
        {/* Plain text from the API: rendered as text, never as HTML. */}
        <p className={styles.rules} data-testid="kuji-rules">
          {kuji.description || t('kuji.noRules')}
        </p>
      </PageSection>

      <FairnessPanel kuji={kuji} />
      <DrawHistory kuji={kuji} />
    </article>
  );
}
