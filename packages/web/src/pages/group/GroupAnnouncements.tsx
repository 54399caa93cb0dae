// Group announcements for group admins (groups-accounts-admin.md §2): ID, title, created,
// modified, author, visibility switch, edit, delete; create; the edit dialog.
import { useState } from 'react';
import { Button, Card, Form, Grid, Input, Modal, Switch, Table } from 'antd';
import { toast } from '../../utils/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  addGroupAnnouncement,
  deleteGroupAnnouncement,
  getGroupAdminAnnouncements,
  updateGroupAnnouncement,
  type AnnouncementVO,
  type GroupAnnouncementBody,
} from '../../api/group';
import { useGroup } from '../../components/group/useGroup';
import { GROUP_MEMBER_LIMIT } from '@judge/shared/schemas/group';
import { actionColumn } from '../../components/actionColumn';
import { usePagedQuery } from '../../utils/usePagedQuery';
import { DATE_SECOND } from '../../constants';

const fmt = (v: string) => dayjs(v).format(DATE_SECOND);

export default function GroupAnnouncements() {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const qc = useQueryClient();
  const g = useGroup();
  const [editing, setEditing] = useState<Partial<AnnouncementVO> | null>(null);
  const [form] = Form.useForm<{ title: string; content: string; status: boolean }>();
  const key = ['group', g.gid, 'admin-announcements'];
  const { page, setPage, list } = usePagedQuery(
    key,
    GROUP_MEMBER_LIMIT,
    (q) => getGroupAdminAnnouncements({ gid: g.gid, ...q }),
    g.admin,
  );
  const refresh = () => qc.invalidateQueries({ queryKey: ['group', g.gid] });
  const save = useMutation({
    mutationFn: (b: GroupAnnouncementBody) => (b.id ? updateGroupAnnouncement(b) : addGroupAnnouncement(b)),
    onSuccess: (_, b) => {
      toast.success(t(b.id ? 'Update_Successfully' : 'Create_Successfully'));
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteGroupAnnouncement,
    onSuccess: () => {
      toast.success(t('Delete_successfully'));
      void refresh();
    },
  });
  const openEditor = (a: Partial<AnnouncementVO>) => {
    setEditing(a);
    form.setFieldsValue({ title: a.title ?? '', content: a.content ?? '', status: (a.status ?? 0) === 0 });
  };
  const body = (a: AnnouncementVO, status: number): GroupAnnouncementBody => ({
    id: a.id,
    gid: g.gid,
    title: a.title,
    content: a.content,
    status,
  });

  return (
    <Card
      title={t('Group_Announcement')}
      extra={
        <Button type="primary" onClick={() => openEditor({})} data-testid="group-announcement-create">
          {t('Create')}
        </Button>
      }
      data-testid="group-announcement-admin"
    >
      <Table<AnnouncementVO>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: narrow ? 820 : undefined }}
        pagination={{
          current: page,
          pageSize: GROUP_MEMBER_LIMIT,
          total: list.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Title'), dataIndex: 'title', ellipsis: true },
          { title: t('Created_Time'), dataIndex: 'gmtCreate', width: 170, render: fmt },
          { title: t('Modified_Time'), dataIndex: 'gmtModified', width: 170, render: fmt },
          { title: t('Author'), dataIndex: 'username', width: 110 },
          {
            title: t('Group_Announcement_Visible'),
            dataIndex: 'status',
            width: 90,
            render: (s: number, a) => (
              <Switch checked={s === 0} onChange={(on) => save.mutate(body(a, on ? 0 : 1))} />
            ),
          },
          actionColumn(
            t,
            (a) => (
              <>
                <Button size="small" type="link" onClick={() => openEditor(a)}>
                  {t('Edit')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() =>
                    Modal.confirm({
                      title: t('Warning'),
                      content: t('Delete_Announcement_Tips'),
                      okButtonProps: { danger: true },
                      onOk: () => remove.mutateAsync(a.id),
                    })
                  }
                >
                  {t('Delete')}
                </Button>
              </>
            ),
            150,
          ),
        ]}
      />
      <Modal
        open={!!editing}
        width={narrow ? '100%' : 800}
        title={t(editing?.id ? 'Edit' : 'Create')}
        okText={t('Save')}
        cancelText={t('Cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          form
            .validateFields()
            .then((v) =>
              save.mutate({
                id: editing?.id,
                gid: g.gid,
                title: v.title.trim(),
                content: v.content,
                status: v.status ? 0 : 1,
              }),
            )
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="title"
            label={t('Title')}
            rules={[
              { required: true, whitespace: true, max: 255, message: t('Announcement_Title_Required') },
            ]}
          >
            <Input maxLength={255} data-testid="group-announcement-title" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('Content')}
            rules={[{ required: true, whitespace: true, message: t('Announcement_Content_Required') }]}
          >
            <Input.TextArea rows={10} data-testid="group-announcement-content" />
          </Form.Item>
          <Form.Item name="status" label={t('Group_Announcement_Visible')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
