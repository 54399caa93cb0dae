// The back office's announcements, the site's and a contest's alike: one page of the list, its
// table (the same columns, then author, visible, edit and delete) and the add / edit dialog (title,
// markdown content, shown or hidden) checked by the shared announcement rule before it is sent.
import type { ReactNode } from 'react';
import { Form, Input, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { checkAnnouncement, type AnnouncementInput, type AnnouncementVO } from '@judge/shared/schemas/announcement';
import MarkdownEditor from '../markdown-editor/MarkdownEditor';
import { toast } from '../../utils/feedback';
import { usePagedQuery } from '../../utils/usePagedQuery';
import { EditDialog, actionsColumn, useRowEditor } from './RowActions';
import { AddButton, PagedTable } from './AdminList';
import { DATE_MINUTE } from '../../constants';

interface AnnouncementForm {
  title: string;
  content: string;
  shown: boolean;
}
/** What is sent (status 0 shown, 1 hidden): the server's announcement body. */
export type { AnnouncementInput };

/** Id, title, created and modified: the first columns of an announcement table. */
export function announcementColumns(t: TFunction) {
  return [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('Title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('Created_Time'),
      dataIndex: 'gmtCreate',
      width: 150,
      render: (v: string) => dayjs(v).format(DATE_MINUTE),
    },
    {
      title: t('Modified_Time'),
      dataIndex: 'gmtModified',
      width: 150,
      render: (v: string) => dayjs(v).format(DATE_MINUTE),
    },
  ];
}

/** The dialog's form name and where it writes. */
interface EditorCalls {
  formName: string;
  create: (input: AnnouncementInput) => Promise<unknown>;
  update: (input: AnnouncementInput & { id: number }) => Promise<unknown>;
}

/** The add / edit dialog of an announcement: `open(a)` edits `a`, `open(null)` writes a new one. */
export function useAnnouncementEditor({
  formName,
  create,
  update,
  onSaved,
}: EditorCalls & { onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const editor = useRowEditor<AnnouncementVO, AnnouncementForm>({
    toForm: (a) =>
      a
        ? { title: a.title, content: a.content, shown: a.status === 0 }
        : { title: '', content: '', shown: true },
    onSaved,
  });
  const save = () => {
    const v = editor.values();
    const input = { title: v.title, content: v.content, status: v.shown ? 0 : 1 };
    const check = checkAnnouncement(input);
    if (!check.ok) {
      toast.error(t(check.issue.key, check.issue.params));
      return;
    }
    void editor.save((id) => (id ? update({ id, ...input }) : create(input)));
  };
  const dialog = (
    <EditDialog<AnnouncementForm>
      {...editor.dialog}
      formName={formName}
      title={t(editor.editing ? 'Edit_Announcement' : 'Create_Announcement')}
      onOk={save}
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
  );
  return { open: editor.open, dialog };
}

/**
 * A back-office announcement list under `key`: one page of `pageSize` (`read`), the add / edit
 * dialog, and what the page shows: `createButton` for its toolbar, and `table(visible)`, the table
 * and the dialog, where `visible` renders a row's shown (status 0) or hidden state.
 */
export function useAnnouncementList({
  key,
  read,
  pageSize,
  remove,
  ...calls
}: EditorCalls & {
  key: readonly unknown[];
  read: (page: number, limit: number) => Promise<{ records: AnnouncementVO[]; total: number }>;
  pageSize: number;
  remove: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { table: paged } = usePagedQuery(key, pageSize, (q) => read(q.currentPage, q.limit));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const editor = useAnnouncementEditor({ ...calls, onSaved: refresh });
  const createButton = (
    <AddButton onClick={() => editor.open(null)} data-testid="announcement-create">
      {t('Create')}
    </AddButton>
  );
  const table = (visible: (a: AnnouncementVO) => ReactNode) => (
    <>
      <PagedTable<AnnouncementVO>
        {...paged}
        empty={t('No_Announcement')}
        scroll={{ x: 760 }}
        columns={[
          ...announcementColumns(t),
          { title: t('Author'), dataIndex: 'username', width: 120 },
          { title: t('Visible'), dataIndex: 'status', width: 90, render: (_: number, a) => visible(a) },
          actionsColumn<AnnouncementVO>(t, editor.open, async (a) => {
            await remove(a.id);
            await refresh();
          }),
        ]}
      />
      {editor.dialog}
    </>
  );
  return { createButton, table };
}
