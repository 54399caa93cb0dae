// The discussion dialog (site.md §4, §5; hoj-ui "Discussions"): full-screen, title, description,
// category (fixed on edit), a Top switch for admins, markdown content with a sanitised preview.
// While creating, the form is backed up locally on every change and restored next time, so a
// closed tab or a refused post loses nothing; a successful post clears the backup. In a group
// (`gid`) it posts and edits through the group calls, and the Top switch is the group admins'.
// The category choices are the shared cached list (useDiscussionCategories).
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, Switch, Tabs } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { canModerateDiscussions, INPUT_LIMITS } from '@judge/shared';
import { checkDiscussionForm } from '@judge/shared/schemas/discussion';
import Markdown from '../../components/Markdown';
import {
  createDiscussion,
  createGroupDiscussion,
  updateDiscussion,
  updateGroupDiscussion,
  type DiscussionVO,
} from '../../api/discussion';
import { useSession } from '../../stores/session';
import { useIsMobile } from '../../utils/useIsMobile';
import { toast } from '../../utils/feedback';
import { useDiscussionCategories } from './discussionFeed';

interface Draft {
  title: string;
  description: string;
  categoryId?: number;
  content: string;
  topPriority: boolean;
}
const EMPTY: Draft = { title: '', description: '', content: '', topPriority: false };
const draftKey = (pid: string | null, gid: number | null) =>
  gid == null ? `discussion-draft:${pid ?? ''}` : `discussion-draft:g${gid}:${pid ?? ''}`;

function readDraft(pid: string | null, gid: number | null): Draft {
  try {
    const raw = localStorage.getItem(draftKey(pid, gid));
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<Draft>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export interface DiscussionEditorProps {
  open: boolean;
  /** The discussion being edited; none to create. */
  editing: DiscussionVO | null;
  /** The problem of a problem discussion (its title gets the [id] prefix on the server). */
  pid: string | null;
  /** The group a new discussion is posted in (an edited one keeps its own). */
  gid?: number | null;
  /**
   * May the caller pin (policies/discussion.ts discussionRights `moderate`); defaults to the
   * site's rule (admin roles) for main-site discussions.
   */
  moderate?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export default function DiscussionEditor({
  open,
  editing,
  pid,
  gid: newGid = null,
  moderate: moderateProp,
  onClose,
  onSaved,
}: DiscussionEditorProps) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const gid = editing ? (editing.gid ?? null) : newGid;
  const moderate = moderateProp ?? canModerateDiscussions(actor);
  const mobile = useIsMobile();
  const categories = useDiscussionCategories().data ?? [];
  const [form, setForm] = useState<Draft>(EMPTY);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    if (editing)
      setForm({
        title: editing.pid ? editing.title.replace(`[${editing.pid}] `, '') : editing.title,
        description: editing.description,
        categoryId: editing.categoryId,
        content: editing.content,
        topPriority: editing.topPriority,
      });
    else setForm(readDraft(pid, gid));
  }, [open, editing, pid, gid]);

  const change = (patch: Partial<Draft>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (!editing) localStorage.setItem(draftKey(pid, gid), JSON.stringify(next));
  };

  const save = async () => {
    const checked = checkDiscussionForm(form);
    if (!checked.ok) {
      toast.warning(t(checked.issue.key, checked.issue.params));
      return;
    }
    setSaving(true);
    try {
      const body = {
        ...checked.value,
        pid: editing ? editing.pid : pid,
        topPriority: moderate ? form.topPriority : undefined,
      };
      if (editing) {
        await (gid == null ? updateDiscussion : updateGroupDiscussion)({ ...body, id: editing.id });
        toast.success(t('Update_Successfully'));
      } else {
        await (gid == null ? createDiscussion(body) : createGroupDiscussion({ ...body, gid }));
        localStorage.removeItem(draftKey(pid, gid));
        toast.success(t('Post_successfully'));
      }
      onSaved();
    } catch {
      // the client shows the server's message; the draft stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('Edit_Discussion') : pid ? t('Post_Problem_Discussion') : t('Post_Discussion')}
      width={mobile ? '100%' : '90%'}
      style={{ top: mobile ? 0 : 20, maxWidth: mobile ? '100vw' : 1200, padding: 0 }}
      onCancel={onClose}
      onOk={save}
      okText={editing ? t('Save') : t('Post')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'discussion-save' } as ButtonProps}
    >
      <Form layout="vertical">
        <Form.Item label={t('Title')} required>
          <Input
            value={form.title}
            onChange={(e) => change({ title: e.target.value })}
            maxLength={INPUT_LIMITS.discussionTitleMax}
            addonBefore={pid ? `[${pid}]` : undefined}
            data-testid="discussion-title"
          />
        </Form.Item>
        <Form.Item label={t('Discussion_Description')} required>
          <Input
            value={form.description}
            onChange={(e) => change({ description: e.target.value })}
            maxLength={INPUT_LIMITS.discussionDescriptionMax}
            data-testid="discussion-description"
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          <Form.Item label={t('Discussion_Category')} required style={{ minWidth: 200 }}>
            <Select
              value={form.categoryId}
              disabled={!!editing}
              onChange={(v: number) => change({ categoryId: v })}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
              placeholder={t('Discussion_Choose_Category')}
              data-testid="discussion-category"
            />
          </Form.Item>
          {moderate && (
            <Form.Item label={t('Discussion_Top')}>
              <Switch checked={form.topPriority} onChange={(v) => change({ topPriority: v })} />
            </Form.Item>
          )}
        </div>
        <Form.Item label={t('Content')} required>
          <Tabs
            items={[
              {
                key: 'edit',
                label: t('Discussion_Write'),
                children: (
                  <Input.TextArea
                    value={form.content}
                    onChange={(e) => change({ content: e.target.value })}
                    autoSize={{ minRows: 10, maxRows: 24 }}
                    maxLength={INPUT_LIMITS.discussionContentMax}
                    data-testid="discussion-content"
                  />
                ),
              },
              {
                key: 'preview',
                label: t('Discussion_Preview'),
                children: (
                  <div style={{ minHeight: 200 }}>
                    {form.content ? <Markdown>{form.content}</Markdown> : null}
                  </div>
                ),
              },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
