// Site announcements in the back office (groups-accounts-admin.md §2; super admin): list (newest
// first, 10 a page), create and edit in a dialog (title, markdown content, shown or hidden), a
// visibility switch that saves at once, delete after a confirmation.
import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAGE_SIZES } from '@judge/shared';
import { checkAnnouncement } from '@judge/shared/schemas/announcement';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAdminAnnouncements,
  updateAnnouncement,
  type AnnouncementVO,
} from '../../../api/announcement';
import { EditDialog, actionsColumn } from '../../../components/admin/RowActions';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import { toast } from '../../../utils/feedback';

const TIME = 'YYYY-MM-DD HH:mm';
interface AnnouncementForm {
  title: string;
  content: string;
  shown: boolean;
}

export default function AnnouncementAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  /** null: closed; 0: a new announcement; else the id being edited. */
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<AnnouncementForm>();

  const list = useQuery({
    queryKey: ['admin', 'announcements', page],
    queryFn: () => getAdminAnnouncements(page, PAGE_SIZES.adminAnnouncements),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'announcements'] });

  const open = (a: AnnouncementVO | null) => {
    setEditing(a ? a.id : 0);
    form.setFieldsValue(
      a
        ? { title: a.title, content: a.content, shown: a.status === 0 }
        : { title: '', content: '', shown: true },
    );
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
      if (editing) await updateAnnouncement({ id: editing, ...input });
      else await createAnnouncement(input);
      toast.success(t(editing ? 'Update_Successfully' : 'Create_Successfully'));
      setEditing(null);
      await refresh();
    } catch {
      /* shown by the HTTP client */
    }
  };
  const toggle = async (a: AnnouncementVO, shown: boolean) => {
    try {
      await updateAnnouncement({ id: a.id, title: a.title, content: a.content, status: shown ? 0 : 1 });
      toast.success(t('Update_Successfully'));
      await refresh();
    } catch {
      /* shown by the HTTP client */
    }
  };

  return (
    <Card
      title={<span className="panel-title">{t('Announcement_Admin')}</span>}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open(null)}
          data-testid="announcement-create"
        >
          {t('Create')}
        </Button>
      }
      data-testid="admin-announcements"
    >
      <Table<AnnouncementVO>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('No_Announcement')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZES.adminAnnouncements,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Title'), dataIndex: 'title', ellipsis: true },
          {
            title: t('Created_Time'),
            dataIndex: 'gmtCreate',
            width: 150,
            render: (v: string) => dayjs(v).format(TIME),
          },
          {
            title: t('Modified_Time'),
            dataIndex: 'gmtModified',
            width: 150,
            render: (v: string) => dayjs(v).format(TIME),
          },
          { title: t('Author'), dataIndex: 'username', width: 110 },
          {
            title: t('Visible'),
            dataIndex: 'status',
            width: 80,
            render: (v: number, a: AnnouncementVO) => (
              <Switch
                size="small"
                checked={v === 0}
                onChange={(on) => void toggle(a, on)}
                aria-label={t('Visible')}
              />
            ),
          },
          actionsColumn<AnnouncementVO>(t('Option'), open, async (a) => {
            await deleteAnnouncement(a.id);
            await refresh();
          }),
        ]}
      />
      <EditDialog<AnnouncementForm>
        form={form}
        formName="site-announcement"
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
