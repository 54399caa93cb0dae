// The columns of a discussion moderation table, shared by the back office (/manage/discussion) and
// a group admin's view of the group's discussion tab: ID, title (linked), author, category, the Top
// and Shown switches, the creation time and Delete behind a confirmation. Each table brings its own
// link and calls (the site's admin calls or the group's).
import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { DiscussionRow } from '../../api/discussion';
import { switchColumn } from '../../components/admin/switchColumn';
import TimeTip from '../../components/TimeTip';
import { actionColumn } from '../../components/actionColumn';

export function moderationColumns(
  t: TFunction,
  o: {
    /** The title cell (a link to the discussion where the table lives). */
    title: (d: DiscussionRow) => ReactNode;
    setTop: (d: DiscussionRow, on: boolean) => void;
    setShown: (d: DiscussionRow, on: boolean) => void;
    remove: (d: DiscussionRow) => void;
    /** Prefix of the switches' and the delete button's test ids (`admin`, `group`). */
    testId: string;
  },
): ColumnsType<DiscussionRow> {
  return [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('Title'), dataIndex: 'title', ellipsis: true, render: (_: string, d) => o.title(d) },
    { title: t('Author'), dataIndex: 'author', width: 130, ellipsis: true },
    { title: t('Discussion_Category'), dataIndex: 'categoryName', width: 100 },
    switchColumn({
      title: t('Discussion_Top'),
      dataIndex: 'topPriority',
      width: 80,
      set: o.setTop,
      testId: (d) => `${o.testId}-top-${d.id}`,
    }),
    switchColumn({
      title: t('Discussion_Shown'),
      dataIndex: 'status',
      width: 80,
      on: (status) => status === 0,
      set: o.setShown,
      testId: (d) => `${o.testId}-shown-${d.id}`,
    }),
    {
      title: t('Created_Time'),
      dataIndex: 'gmtCreate',
      width: 150,
      render: (v: string) => <TimeTip at={v} minutes />,
    },
    actionColumn(
      t,
      (d) => (
        <Popconfirm
          title={t('Delete_Discussion_Tips')}
          onConfirm={() => o.remove(d)}
          okText={t('OK')}
          cancelText={t('Cancel')}
        >
          <Button size="small" danger icon={<DeleteOutlined />} data-testid={`${o.testId}-delete-${d.id}`} />
        </Popconfirm>
      ),
      80,
    ),
  ];
}
