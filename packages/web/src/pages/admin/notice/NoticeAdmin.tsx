// System notices in the back office (groups-accounts-admin.md §2; super admin): list (newest first,
// 5 a page, filter by audience), publish to everyone, to the admins or to one user (by username),
// edit, delete after a confirmation. A published notice reaches users in their system box (or in
// "Mine" for one user).
import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Radio, Select, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { NOTICE_LIMITS, NOTICE_TYPES, noticeBody } from '@judge/shared/schemas/message';
import {
  createNotice,
  deleteNotice,
  getAdminNotices,
  updateNotice,
  type AdminSysNoticeVO,
  type NoticeType,
} from '../../../api/message';
import { EditDialog, actionsColumn } from '../../../components/admin/RowActions';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import { toast } from '../../../utils/feedback';

const PAGE = 5;
const TIME = 'YYYY-MM-DD HH:mm';
const TYPE_COLOR: Record<string, string> = { All: 'blue', Admin: 'purple', Single: 'green' };
interface NoticeForm {
  title: string;
  content: string;
  type: NoticeType;
  recipient: string;
}

export default function NoticeAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<NoticeType | undefined>();
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<NoticeForm>();
  const type = Form.useWatch('type', form);

  const list = useQuery({
    queryKey: ['admin', 'notices', page, filter],
    queryFn: () => getAdminNotices(page, PAGE, filter),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });

  const open = (n: AdminSysNoticeVO | null) => {
    setEditing(n ? n.id : 0);
    form.setFieldsValue(
      n
        ? {
            title: n.title,
            content: n.content,
            type: n.type as NoticeType,
            recipient: n.recipientUsername ?? '',
          }
        : { title: '', content: '', type: 'All', recipient: '' },
    );
  };
  const save = async () => {
    const v = form.getFieldsValue(true) as NoticeForm;
    const input = {
      title: v.title ?? '',
      content: v.content ?? '',
      type: v.type,
      recipientId: v.type === 'Single' ? v.recipient?.trim() : null,
    };
    // the server's rules, checked here first for a quick answer (the server checks again)
    const check = noticeBody.safeParse(input);
    if (!check.success) {
      const [key, ...params] = (check.error.issues[0]?.message ?? '').split('|');
      const values: Record<string, string> = Object.fromEntries(params.map((p) => p.split('=')));
      toast.error(t(key, values));
      return;
    }
    if (input.type === 'Single' && !input.recipientId) {
      toast.error(t('Notice_Recipient_Required'));
      return;
    }
    try {
      if (editing) await updateNotice({ id: editing, ...input });
      else await createNotice(input);
      toast.success(t(editing ? 'Update_Successfully' : 'Notice_Published'));
      setEditing(null);
      await refresh();
    } catch {
      /* shown by the HTTP client */
    }
  };

  return (
    <Card
      title={<span className="panel-title">{t('SysNotice')}</span>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="notice-create">
          {t('Create')}
        </Button>
      }
      data-testid="admin-notices"
    >
      <div style={{ marginBottom: 12 }}>
        <Select<NoticeType | ''>
          value={filter ?? ''}
          style={{ width: 200 }}
          onChange={(v) => {
            setFilter(v || undefined);
            setPage(1);
          }}
          options={[
            { value: '', label: t('Notice_Type_Any') },
            ...NOTICE_TYPES.map((x) => ({ value: x, label: t(`Notice_Type_${x}`) })),
          ]}
          aria-label={t('Notice_Recipient_Type')}
        />
      </div>
      <Table<AdminSysNoticeVO>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('Notice_None')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Title'), dataIndex: 'title', ellipsis: true },
          {
            title: t('Notice_Recipient_Type'),
            dataIndex: 'type',
            width: 170,
            render: (v: string, n: AdminSysNoticeVO) => (
              <>
                <Tag color={TYPE_COLOR[v]}>{t(`Notice_Type_${v}`)}</Tag>
                {v === 'Single' && n.recipientUsername}
              </>
            ),
          },
          {
            title: t('Notice_Pushed'),
            dataIndex: 'state',
            width: 90,
            render: (v: boolean) =>
              v ? <Tag color="green">{t('Notice_Pushed_Yes')}</Tag> : <Tag>{t('Notice_Pushed_No')}</Tag>,
          },
          { title: t('Author'), dataIndex: 'adminUsername', width: 110 },
          {
            title: t('Created_Time'),
            dataIndex: 'gmtCreate',
            width: 150,
            render: (v: string) => dayjs(v).format(TIME),
          },
          actionsColumn<AdminSysNoticeVO>(t('Option'), open, async (n) => {
            await deleteNotice(n.id);
            await refresh();
          }),
        ]}
      />
      <EditDialog<NoticeForm>
        form={form}
        formName="sys-notice"
        open={editing !== null}
        title={t(editing ? 'Notice_Edit' : 'Notice_Create')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
      >
        <Form.Item name="title" label={t('Title')} required>
          <Input maxLength={NOTICE_LIMITS.titleMax} data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="type" label={t('Notice_Recipient_Type')} required>
          <Radio.Group
            options={NOTICE_TYPES.map((x) => ({ value: x, label: t(`Notice_Type_${x}`) }))}
            data-testid="notice-type"
          />
        </Form.Item>
        {type === 'Single' && (
          <Form.Item name="recipient" label={t('Notice_Recipient')} required>
            <Input maxLength={64} placeholder={t('Username')} data-testid="notice-recipient" />
          </Form.Item>
        )}
        <Form.Item name="content" label={t('Content')} required>
          <MarkdownEditor rows={8} testId="notice-content" />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
