// Back-office review of group problems applying to join the public set (groups-accounts-admin.md §2
// "group-problem/apply"; hoj-api-paths §1.6): applications in any state, applying first then by
// group, with keyword and group filters; Accept publishes the problem to the main site, Refuse
// leaves it in its group. 10 a page.
import { useState } from 'react';
import { Button, Card, Input, InputNumber, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { ApplyProgress } from '@judge/shared/schemas/problem-manage';
import {
  changeGroupProblemProgress,
  getGroupProblemApplications,
  type GroupProblemApplication,
} from '../../../api/group-problem-review';
import { toast } from '../../../utils/feedback';
import { PagedTable } from '../../../components/PagedTable';
import { usePagedQuery } from '../../../utils/usePagedQuery';
import { problemTypeColumn } from '../../../components/admin/problemColumns';
import { actionColumn } from '../../../components/actionColumn';

const PROGRESS: Record<number, { key: string; color: string }> = {
  [ApplyProgress.APPLYING]: { key: 'Group_Applying', color: 'warning' },
  [ApplyProgress.ACCEPTED]: { key: 'Review_Accepted', color: 'success' },
  [ApplyProgress.REFUSED]: { key: 'Group_Refused', color: 'error' },
};

export default function GroupProblemApply() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [gid, setGid] = useState<number | undefined>();
  const { setPage, table } = usePagedQuery(
    ['admin', 'group-problem-apply', keyword, gid],
    PAGE_SIZES.adminLists,
    (q) => getGroupProblemApplications({ ...q, keyword: keyword || undefined, gid }),
  );
  const change = async (row: GroupProblemApplication, progress: number) => {
    try {
      await changeGroupProblemProgress(row.id, progress);
      toast.success(t('Update_Successfully'));
      await qc.invalidateQueries({ queryKey: ['admin', 'group-problem-apply'] });
    } catch {
      // shown by the client
    }
  };

  return (
    <Card title={t('Admin_Group_Apply_Problem')} data-testid="group-problem-apply">
      {/* filters in the body, not the card's head: on a phone the head has no room for both */}
      <Space wrap style={{ marginBottom: 16 }}>
        <InputNumber
          min={1}
          placeholder={t('Review_Group_Id')}
          value={gid}
          onChange={(v) => {
            setGid(v ?? undefined);
            setPage(1);
          }}
          data-testid="group-problem-apply-gid"
        />
        <Input.Search
          allowClear
          placeholder={t('Enter_keyword')}
          style={{ maxWidth: 220 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </Space>
      <PagedTable<GroupProblemApplication>
        {...table}
        empty={t('Review_No_Applications')}
        scroll={{ x: 760 }}
        columns={[
          { title: t('Problem_ID'), dataIndex: 'problemId', width: 140 },
          { title: t('Title'), dataIndex: 'title' },
          { title: t('Author'), dataIndex: 'author', width: 120, render: (v: string | null) => v ?? '' },
          { title: t('Review_Group_Id'), dataIndex: 'gid', width: 90 },
          problemTypeColumn(t, 80),
          {
            title: t('Review_Progress'),
            dataIndex: 'applyPublicProgress',
            width: 110,
            render: (v: number | null) => {
              const p = v == null ? undefined : PROGRESS[v];
              return p ? <Tag color={p.color}>{t(p.key)}</Tag> : null;
            },
          },
          actionColumn(
            t,
            (row) =>
              row.applyPublicProgress === ApplyProgress.ACCEPTED ? null : (
                <Space>
                  <Popconfirm
                    title={t('Review_Accept_Tips')}
                    onConfirm={() => change(row, ApplyProgress.ACCEPTED)}
                  >
                    <Button size="small" type="primary" data-testid={`review-accept-${row.id}`}>
                      {t('Review_Accept')}
                    </Button>
                  </Popconfirm>
                  {row.applyPublicProgress !== ApplyProgress.REFUSED && (
                    <Button
                      size="small"
                      danger
                      onClick={() => void change(row, ApplyProgress.REFUSED)}
                      data-testid={`review-refuse-${row.id}`}
                    >
                      {t('Review_Refuse')}
                    </Button>
                  )}
                </Space>
              ),
            180,
          ),
        ]}
      />
    </Card>
  );
}
