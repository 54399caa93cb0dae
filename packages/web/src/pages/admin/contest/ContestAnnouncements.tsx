// A contest's announcements in the back office: list (newest first, 10 a page), create and edit in
// a dialog (title, markdown content, shown or hidden), delete after a confirmation.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Grid, Empty, Form, Input, Space, Switch, Table, Tag } from 'antd';
import { PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAGE_SIZES } from '@judge/shared';
import { checkAnnouncement } from '@judge/shared/schemas/contest';
import {
  createContestAnnouncement,
  deleteContestAnnouncement,
  getAdminContest,
  getContestAnnouncements,
  updateContestAnnouncement,
  type AnnouncementVO,
} from '../../../api/contest';
import { EditDialog, actionsColumn } from '../../../components/admin/RowActions';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import { toast } from '../../../utils/feedback';

const TIME = 'YYYY-MM-DD HH:mm';
interface AnnouncementForm {
  title: string;
  content: string;
  shown: boolean;
}

export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cid = Number(useParams().contestId);
  const [page, setPage] = useState(1);
  /** null: closed; 0: a new announcement; else the id being edited. */
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<AnnouncementForm>();

  const contest = useQuery({ queryKey: ['admin', 'contest', cid], queryFn: () => getAdminContest(cid) });
  const list = useQuery({
    queryKey: ['admin', 'contest-announcements', cid, page],
    queryFn: () => getContestAnnouncements(cid, page, PAGE_SIZES.adminLists),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest-announcements', cid] });

  const open = (a: AnnouncementVO | null) => {
    setEditing(a ? a.id : 0);
    form.setFieldsValue(a ? { title: a.title, content: a.content, shown: a.status === 0 } : { title: '', content: '', shown: true });
  };
  const save = async () => {
    const v = form.getFieldsValue(true) as AnnouncementForm;
    const input = { title: v.title, content: v.content, status: v.shown ? 0 : 1 };
    const check = checkAnnouncement(input);
    if (!check.ok) {
      toast.error(t(check.issue.key, check.issue.params));
      return;
    }
    try {
      if (editing) await updateContestAnnouncement(cid, { id: editing, ...input });
      else await createContestAnnouncement(cid, input);
      toast.success(t(editing ? 'Update_Successfully' : 'Create_Successfully'));
      setEditing(null);
      await refresh();
    } catch {
      /* shown by the HTTP client */
    }
  };

  // Phones: the toolbar goes above the table; the card header has no room for it and the title.
  const narrow = !Grid.useBreakpoint().md;
  const toolbar = (
    <Space wrap>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="announcement-create">
        {t('Create')}
      </Button>
      <Button icon={<RollbackOutlined />} onClick={() => navigate('/manage/contest')}>
        {t('Back')}
      </Button>
    </Space>
  );

  return (
    <Card
      title={
        <span className="panel-title">
          {t('Contest_Announcement')}
          {contest.data ? ` · ${contest.data.title}` : ''}
        </span>
      }
      extra={narrow ? undefined : toolbar}
    >
      {narrow && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      <Table<AnnouncementVO>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 700 }}
        locale={{ emptyText: <Empty description={t('No_Announcement')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZES.adminLists,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Title'), dataIndex: 'title', ellipsis: true },
          { title: t('Created_Time'), dataIndex: 'gmtCreate', width: 150, render: (v: string) => dayjs(v).format(TIME) },
          { title: t('Modified_Time'), dataIndex: 'gmtModified', width: 150, render: (v: string) => dayjs(v).format(TIME) },
          { title: t('Author'), dataIndex: 'username', width: 120 },
          {
            title: t('Visible'),
            dataIndex: 'status',
            width: 90,
            render: (v: number) => (v === 0 ? <Tag color="green">{t('Shown')}</Tag> : <Tag>{t('Hidden')}</Tag>),
          },
          actionsColumn<AnnouncementVO>(t('Option'), open, async (a) => {
            await deleteContestAnnouncement(cid, a.id);
            await refresh();
          }),
        ]}
      />
      <EditDialog<AnnouncementForm>
        form={form}
        formName="contest-announcement"
        open={editing !== null}
        title={t(editing ? 'Edit_Announcement' : 'Create_Announcement')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
      >
        <Form.Item name="title" label={t('Title')} required>
          <Input maxLength={255} data-testid="announcement-title" />
        </Form.Item>
        <Form.Item name="content" label={t('Content')} required>
          <MarkdownEditor rows={8} testId="announcement-content" />
        </Form.Item>
        <Form.Item name="shown" label={t('Visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
