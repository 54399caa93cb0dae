// Back-office discussions (groups-accounts-admin.md §2, issue 20 "Moderation"; hoj-ui "Discussion
// (posts table + reports table)"): every discussion, hidden ones too, with keyword search, Top and
// Shown switches, delete one or the selected ones; and the reports, unhandled first, each marked
// handled with a switch. 10 a page each.
import { useState } from 'react';
import { Button, Card, Popconfirm, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import {
  adminDeleteDiscussions,
  adminGetReports,
  adminUpdateDiscussion,
  adminUpdateReport,
  getDiscussionList,
  type DiscussionReportVO,
  type DiscussionRow,
} from '../../../api/discussion';
import { toast } from '../../../utils/feedback';
import {
  PagedTable,
  SearchBox,
  ToolbarCard,
  useNarrow,
  useSearchedList,
} from '../../../components/admin/AdminList';
import { switchColumn } from '../../../components/admin/switchColumn';
import TimeTip from '../../../components/TimeTip';
import { moderationColumns } from '../../discussion/moderationColumns';

export default function DiscussionAdmin() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const narrow = useNarrow();
  const pages = { size: narrow ? ('small' as const) : undefined };
  const [reportPage, setReportPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);

  const { searchBox, table } = useSearchedList(['admin', 'discussions'], (q) =>
    getDiscussionList({ admin: true, ...q }),
  );
  const reports = useQuery({
    queryKey: ['admin', 'discussion-reports', reportPage],
    queryFn: () => adminGetReports({ currentPage: reportPage, limit: PAGE_SIZES.adminLists }),
    placeholderData: keepPreviousData,
  });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(t(done));
      await qc.invalidateQueries({ queryKey: ['admin', 'discussions'] });
      await qc.invalidateQueries({ queryKey: ['admin', 'discussion-reports'] });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };
  const remove = (ids: number[]) =>
    act(async () => {
      await adminDeleteDiscussions(ids);
      setSelected([]);
    }, 'Delete_successfully');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="discussion-admin">
      <ToolbarCard
        title={t('Discussion_Admin')}
        toolbar={
          <Space wrap>
            <SearchBox placeholder={t('Discussion_Search')} width={220} {...searchBox} />
            <Popconfirm
              title={t('Delete_Discussion_Tips')}
              disabled={!selected.length}
              onConfirm={() => remove(selected)}
              okText={t('OK')}
              cancelText={t('Cancel')}
            >
              <Button
                danger
                disabled={!selected.length}
                icon={<DeleteOutlined />}
                data-testid="admin-delete-selected"
              >
                {t('Delete_Selected')} {selected.length ? `(${selected.length})` : ''}
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        <PagedTable<DiscussionRow>
          {...table}
          empty={t('No_Discussion')}
          failed={t('Discussion_Load_Failed')}
          pages={pages}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          scroll={{ x: 980 }}
          columns={moderationColumns(t, {
            title: (d) => (
              <a href={`/discussion-detail/${d.id}`} target="_blank" rel="noreferrer">
                {d.title}
              </a>
            ),
            setTop: (d, on) =>
              void act(() => adminUpdateDiscussion({ id: d.id, topPriority: on }), 'Update_Successfully'),
            setShown: (d, on) =>
              void act(() => adminUpdateDiscussion({ id: d.id, status: on ? 0 : 1 }), 'Update_Successfully'),
            remove: (d) => void remove([d.id]),
            testId: 'admin',
          })}
        />
      </ToolbarCard>
      <Card title={t('Discussion_Reports')}>
        <PagedTable<DiscussionReportVO>
          list={reports}
          empty={t('No_Report')}
          failed={t('Discussion_Load_Failed')}
          page={reportPage}
          pageSize={PAGE_SIZES.adminLists}
          onPage={setReportPage}
          pages={pages}
          scroll={{ x: 900 }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('NavBar_Discussion'),
              dataIndex: 'discussionTitle',
              ellipsis: true,
              render: (v: string | null, r) =>
                v ? (
                  <a href={`/discussion-detail/${r.did}`} target="_blank" rel="noreferrer">
                    {v}
                  </a>
                ) : (
                  `#${r.did}`
                ),
            },
            { title: t('Author'), dataIndex: 'discussionAuthor', width: 120, ellipsis: true },
            { title: t('Reporter'), dataIndex: 'reporter', width: 120, ellipsis: true },
            { title: t('Report_Reason'), dataIndex: 'content', ellipsis: { showTitle: true } },
            {
              title: t('Created_Time'),
              dataIndex: 'gmtCreate',
              width: 150,
              render: (v: string) => <TimeTip at={v} minutes />,
            },
            switchColumn({
              title: t('Report_Handled'),
              dataIndex: 'status',
              width: 90,
              set: (r, on) => act(() => adminUpdateReport(r.id, on), 'Update_Successfully'),
              testId: (r) => `report-handled-${r.id}`,
            }),
          ]}
        />
      </Card>
    </Space>
  );
}
