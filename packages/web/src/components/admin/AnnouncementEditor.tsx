// The back office's announcements, the site's and a contest's alike: the columns their tables
// start with and the add / edit dialog (title, markdown content, shown or hidden) checked by the
// shared announcement rule before it is sent.
import { Form, Input, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { checkAnnouncement, type AnnouncementVO } from '@judge/shared/schemas/announcement';
import MarkdownEditor from '../markdown-editor/MarkdownEditor';
import { toast } from '../../utils/feedback';
import { EditDialog, useRowEditor } from './RowActions';

const TIME = 'YYYY-MM-DD HH:mm';

interface AnnouncementForm {
  title: string;
  content: string;
  shown: boolean;
}
/** What is sent: status 0 shown, 1 hidden. */
export interface AnnouncementInput {
  title: string;
  content: string;
  status: number;
}

/** Id, title, created and modified: the first columns of an announcement table. */
export function announcementColumns(t: TFunction) {
  return [
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
  ];
}

/** The add / edit dialog of an announcement: `open(a)` edits `a`, `open(null)` writes a new one. */
export function useAnnouncementEditor({
  formName,
  create,
  update,
  onSaved,
}: {
  formName: string;
  create: (input: AnnouncementInput) => Promise<unknown>;
  update: (input: AnnouncementInput & { id: number }) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
}) {
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
