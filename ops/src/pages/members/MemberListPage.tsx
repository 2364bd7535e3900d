/** Members (owner, staff): found by e-mail, name or phone number, newest first. */
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminMemberList } from '@shop/shared/contract';
import { adminApi } from '../../api/client';
import { PagedTable } from '../../ui/PagedTable';
import { SearchForm } from '../../ui/SearchForm';
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
      <SearchForm>
        <label className={styles.field}>
          {t('members.q')}
          <input name="q" type="search" defaultValue={search.get('q') ?? ''} maxLength={100} />
        </label>
      </SearchForm>
      <PagedTable
        list={list}
        none={t('members.none')}
        columns={
          <>
            <th scope="col">{t('record.email')}</th>
            <th scope="col">{t('record.name')}</th>
            <th scope="col">{t('record.phone')}</th>
            <th scope="col">{t('members.status')}</th>
            <th scope="col">{t('members.joined')}</th>
          </>
        }
        row={(member) => (
          <tr key={member.id}>
            <td>
              <Link to={`/members/${member.id}`}>{member.email}</Link>
            </td>
            <td>{member.account_name || '—'}</td>
            <td>{member.phone || '—'}</td>
            <td>{t(`memberStatus.${member.account_status}`)}</td>
            <td>{moment(member.created_at)}</td>
          </tr>
        )}
      />
    </>
  );
}
