// What the group's problem, training and contest tabs share: one page of the group's list (10 a
// page, fetched for members only, the previous page kept while the next loads) and the card header
// with the tab's title and, for group admins, the Create button and the way to the tab's admin view.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import type { Page } from '../../api/http';
import { useGroup } from './useGroup';
import { usePagedQuery } from '../../utils/usePagedQuery';
import '../solving/solving.css';

export function useGroupTabList<T>(
  kind: 'problems' | 'trainings' | 'contests',
  fetch: (q: { gid: number; currentPage: number; limit: number }) => Promise<Page<T>>,
) {
  const g = useGroup();
  const limit = PAGE_SIZES.groupSubLists;
  const { page, setPage, list, table } = usePagedQuery(
    ['group', g.gid, kind],
    limit,
    (q) => fetch({ gid: g.gid, ...q }),
    Number.isFinite(g.gid) && g.member,
  );
  return { g, page, setPage, limit, list, table };
}

export function GroupTabHeader({
  title,
  create,
  admin,
  extra,
}: {
  /** i18n key of the tab's title. */
  title: string;
  /** Where Create leads, with the test id of the button; shown to group admins only. */
  create?: { path: string; testId: string };
  /** The tab's admin view (the back office's table in group mode): label key, path, test id; group admins only. */
  admin?: { label: string; path: string; testId: string };
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const g = useGroup();
  return (
    <div className="solving-card-header">
      <h2 className="panel-title">{t(title)}</h2>
      {extra}
      {admin && g.admin && (
        <Button icon={<SettingOutlined />} onClick={() => navigate(admin.path)} data-testid={admin.testId}>
          {t(admin.label)}
        </Button>
      )}
      {create && g.admin && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(create.path)}
          data-testid={create.testId}
        >
          {t('Create')}
        </Button>
      )}
    </div>
  );
}
