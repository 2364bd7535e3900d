/** Kuji campaigns (owner, merchandiser): drafts not yet opened, then the opened campaigns with their sale. */
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { AdminKuji, AdminKujiDraft } from '@shop/shared/contract';
import { adminApi } from '../../api/client';
import { PagedTable, type ListPage } from '../../ui/PagedTable';
import { moment, money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import { inLanguage } from '../catalogue/catalogueChoices';
import * as own from './kuji.module.css';
import { KujiTabs } from './KujiTabs';

interface ListData {
  /** The newest drafts not yet opened (the API's largest page: a shop prepares a few at a time). */
  drafts: AdminKujiDraft[];
  campaigns: ListPage<AdminKuji>;
}

export async function kujiListLoader({ request }: LoaderFunctionArgs): Promise<ListData> {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  const [drafts, campaigns] = await Promise.all([
    adminApi.get<{ data: AdminKujiDraft[] }>('/kuji-drafts', { params: { page_size: 100 }, signal: request.signal }),
    adminApi.get<ListPage<AdminKuji>>('/kuji', { params: { page }, signal: request.signal }),
  ]);
  return { drafts: drafts.data.data.filter((d) => d.kuji_id === null), campaigns: campaigns.data };
}

const ticketsOf = (draft: AdminKujiDraft) => draft.settings.tiers.reduce((sum, tier) => sum + tier.count, 0);

/** From and to, one moment a line: a tablet's narrow column does not break a date in two. */
function SaleWindow({ starts, ends }: { starts: string; ends: string }) {
  return (
    <span className={own.window}>
      {moment(starts)}
      <br />– {moment(ends)}
    </span>
  );
}

export function KujiListPage() {
  const { t, i18n } = useTranslation();
  const { drafts, campaigns } = useLoaderData<ListData>();
  return (
    <>
      <KujiTabs />
      <h1 className={styles.title}>{t('kuji.list.title')}</h1>
      <p>
        <Link className={styles.primary} to="/kuji/drafts/new">
          {t('kuji.list.new')}
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="kuji-drafts">
        <h2 id="kuji-drafts">{t('kuji.list.drafts')}</h2>
        {drafts.length === 0 ? (
          <p className={styles.muted}>{t('kuji.list.noDrafts')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('kuji.draft.title')}</th>
                  <th scope="col" className={styles.number}>
                    {t('kuji.draft.price')}
                  </th>
                  <th scope="col">{t('kuji.list.window')}</th>
                  <th scope="col" className={styles.number}>
                    {t('kuji.list.tickets')}
                  </th>
                  <th scope="col">{t('kuji.draft.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {drafts.map((d) => (
                  <tr key={d.draft_id}>
                    <td>
                      <Link to={`/kuji/drafts/${d.draft_id}`}>{inLanguage(d.settings.title, i18n.language)}</Link>
                    </td>
                    <td className={styles.number}>{money(d.settings.price)}</td>
                    <td>
                      <SaleWindow starts={d.settings.starts_at} ends={d.settings.ends_at} />
                    </td>
                    <td className={styles.number}>{ticketsOf(d)}</td>
                    <td>{moment(d.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="kuji-campaigns">
        <h2 id="kuji-campaigns">{t('kuji.list.campaigns')}</h2>
        <PagedTable
          list={campaigns}
          none={t('kuji.list.noCampaigns')}
          columns={
            <>
              <th scope="col">{t('kuji.draft.title')}</th>
              <th scope="col">{t('kuji.list.status')}</th>
              <th scope="col">{t('kuji.list.window')}</th>
              <th scope="col" className={styles.number}>
                {t('kuji.list.sold')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kuji.list.reserved')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kuji.list.tickets')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kuji.draft.price')}
              </th>
            </>
          }
          row={(k) => (
            <tr key={k.kuji_id}>
              <td>
                <Link to={`/kuji/${k.kuji_id}`}>{k.title}</Link>
              </td>
              <td>{t(`kuji.status.${k.status}`)}</td>
              <td>
                <SaleWindow starts={k.starts_at} ends={k.ends_at} />
              </td>
              <td className={styles.number}>{k.tickets_sold}</td>
              <td className={styles.number}>{k.tickets_reserved}</td>
              <td className={styles.number}>{k.tickets_total}</td>
              <td className={styles.number}>{money(k.price)}</td>
            </tr>
          )}
        />
      </section>
    </>
  );
}
