// System notices in the back office (groups-accounts-admin.md §2; super admin): list (newest first,
// 5 a page, filter by audience), publish to everyone, to the admins or to one user (by username),
// edit, delete after a confirmation. A published notice reaches users in their system box (or in
// "Mine" for one user).
import { useState } from 'react';
import { Form, Input, Radio, Select, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
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
import { EditDialog, actionsColumn, useRowEditor } from '../../../components/admin/RowActions';
import { AddButton, PagedTable, ToolbarCard } from '../../../components/admin/AdminList';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import { toast } from '../../../utils/feedback';
import { usePagedQuery } from '../../../utils/usePagedQuery';
import { DATE_MINUTE } from '../../../constants';

const PAGE = 5;
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
  const [filter, setFilter] = useState<NoticeType | undefined>();

  const { setPage, table } = usePagedQuery(['admin', 'notices', filter], PAGE, (q) =>
    getAdminNotices(q.currentPage, q.limit, filter),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
  const editor = useRowEditor<AdminSysNoticeVO, NoticeForm>({
    toForm: (n) =>
      n
        ? {
            title: n.title,
            content: n.content,
            type: n.type as NoticeType,
            recipient: n.recipientUsername ?? '',
          }
        : { title: '', content: '', type: 'All', recipient: '' },
    onSaved: refresh,
    created: 'Notice_Published',
  });
  const type = Form.useWatch('type', editor.form);

  const save = () => {
    const v = editor.values();
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
    void editor.save((id) => (id ? updateNotice({ id, ...input }) : createNotice(input)));
  };

  return (
    <ToolbarCard
      title={t('SysNotice')}
      toolbar={
        <AddButton onClick={() => editor.open(null)} data-testid="notice-create">
          {t('Create')}
        </AddButton>
      }
      testId="admin-notices"
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
      <PagedTable<AdminSysNoticeVO>
        {...table}
        empty={t('Notice_None')}
        scroll={{ x: 760 }}
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
            render: (v: string) => dayjs(v).format(DATE_MINUTE),
          },
          actionsColumn<AdminSysNoticeVO>(t, editor.open, async (n) => {
            await deleteNotice(n.id);
            await refresh();
          }),
        ]}
      />
      <EditDialog<NoticeForm>
        {...editor.dialog}
        formName="sys-notice"
        title={t(editor.editing ? 'Notice_Edit' : 'Notice_Create')}
        onOk={save}
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
    </ToolbarCard>
  );
}
