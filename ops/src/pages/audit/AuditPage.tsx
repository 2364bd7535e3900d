/** The audit log (owner): every write of every operator, newest first, with what it was before and after. */
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { AuditList } from '@shop/shared/contract';
import { adminApi } from '../../api/client';
import { Pager } from '../../ui/Pager';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';

const PAGE_SIZE = 50;

export async function auditLoader({ request }: LoaderFunctionArgs): Promise<AuditList> {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const params = { page: Number.isInteger(page) && page >= 1 ? page : 1, page_size: PAGE_SIZE };
  return (await adminApi.get<AuditList>('/audit', { params, signal: request.signal })).data;
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditPage() {
  const { t } = useTranslation();
  const log = useLoaderData<AuditList>();
  return (
    <>
      <h1 className={styles.title}>{t('audit.title')}</h1>
      {log.data.length === 0 ? (
        <p className={styles.muted}>{t('audit.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((row) => (
                <tr key={row.id}>
                  <td>{moment(row.at)}</td>
                  <td>
                    {row.operator_name}
                    <div className={styles.muted}>{row.operator_email}</div>
                  </td>
                  <td>
                    <code>{row.action}</code>
                  </td>
                  <td>
                    {row.target} #{row.target_id}
                  </td>
                  <td>
                    <pre className={styles.pre}>{shown(row.before)}</pre>
                  </td>
                  <td>
                    <pre className={styles.pre}>{shown(row.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={log.page} pageSize={log.page_size} total={log.total} />
    </>
  );
}
