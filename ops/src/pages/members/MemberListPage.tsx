/** Members (owner, staff): found by e-mail, name or phone number, newest first. */
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminMemberList } from '@shop/shared/contract';
import { adminApi } from '../../api/client';
import { Pager } from '../../ui/Pager';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';

const PAGE_SIZE = 20;

export async function memberListLoader({ request }: LoaderFunctionArgs): Promise<AdminMemberList> {
  const search = new URL(request.url).searchParams;
  const page = Number(search.get('page'));
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const params = { page: Number.isInteger(page) && page >= 1 ? page : 1, page_size: PAGE_SIZE, ...(q && { q }) };
  return (await adminApi.get<AdminMemberList>('/members', { params, signal: request.signal })).data;
}

export function MemberListPage() {
  const { t } = useTranslation();
  const list = useLoaderData<AdminMemberList>();
  const [search] = useSearchParams();
  return (
    <>
      <h1 className={styles.title}>{t('members.title')}</h1>
      <Form method="get" className={styles.section} role="search" key={search.toString()}>
        <div className={styles.fields}>
          <label className={styles.field}>
            {t('members.q')}
            <input name="q" type="search" defaultValue={search.get('q') ?? ''} maxLength={100} />
          </label>
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary}>
              {t('orders.search')}
            </button>
          </div>
        </div>
      </Form>
      {list.data.length === 0 ? (
        <p className={styles.muted}>{t('members.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('record.email')}</th>
                <th scope="col">{t('record.name')}</th>
                <th scope="col">{t('record.phone')}</th>
                <th scope="col">{t('members.status')}</th>
                <th scope="col">{t('members.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((member) => (
                <tr key={member.id}>
                  <td>
                    <Link to={`/members/${member.id}`}>{member.email}</Link>
                  </td>
                  <td>{member.account_name || '—'}</td>
                  <td>{member.phone || '—'}</td>
                  <td>{t(`memberStatus.${member.account_status}`)}</td>
                  <td>{moment(member.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} pageSize={list.page_size} total={list.total} />
    </>
  );
}
