/** One page of a list the admin API answers (`data`, `page`, `page_size`, `total`): its table, or a line saying there is nothing, then the pager. */
import type { ReactNode } from 'react';
import { Pager } from './Pager';
import * as styles from './console.module.css';

export interface ListPage<T> {
  data: T[];
  page: number;
  page_size: number;
  total: number;
}

interface PagedTableProps<T> {
  list: ListPage<T>;
  /** Said instead of an empty table. */
  none: string;
  /** The header row's cells. */
  columns: ReactNode;
  row: (item: T) => ReactNode;
}

export function PagedTable<T>({ list, none, columns, row }: PagedTableProps<T>) {
  return (
    <>
      {list.data.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>{columns}</tr>
            </thead>
            <tbody>{list.data.map(row)}</tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} pageSize={list.page_size} total={list.total} />
    </>
  );
}
