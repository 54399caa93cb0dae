/** The API envelope every answer uses: `status` mirrors the HTTP status. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}
/** Paged lists: `records` and `total` (plus page info, as MyBatis-Plus pages serialize). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
