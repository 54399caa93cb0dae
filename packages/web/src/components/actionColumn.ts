// The "Option" column of a table (a row's buttons), as the site's and the back office's tables
// write it; the back office's fixed variant is useOptionColumn (components/admin/AdminList).
import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';

/** The column of a row's actions, titled "Option": `render(row)`, `width` wide (as the content when not given). */
export function actionColumn<T>(
  t: TFunction,
  render: (row: T) => ReactNode,
  width?: number,
): TableColumnType<T> {
  return { title: t('Option'), key: 'op', width, render: (_: unknown, row: T) => render(row) };
}
