/** One page of a list as the admin API answers it (its contract exports the schema, not this type). */
export interface Paged<T> {
  data: T[];
  page: number;
  page_size: number;
  total: number;
}
