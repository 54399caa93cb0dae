// The group's discussion tab /group/:groupID/discussion and a problem's /discussion/:problemID
// (groups-accounts-admin.md "Group discussions"; hoj-api-paths §2.7): one card per post (problem
// id in the title, a "Top" ribbon when pinned, description, author with role badge, comment/like/
// view counts, category, release time, an Edit/Delete menu) and the full-screen dialog to post or
// edit (the site's DiscussionEditor in group mode). Group admins switch to the admin view: a table
// of every discussion, hidden ones too, with Top and Shown switches and delete. Who may do what
// is policies/discussion.ts discussionRights with the caller's standing in the group.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Segmented, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, canPostDiscussion, discussionRights } from '@judge/shared';
import {
  deleteGroupDiscussion,
  getDiscussionDetail,
  getGroupAdminDiscussionList,
  getGroupDiscussionList,
  updateGroupDiscussion,
  type DiscussionRow,
} from '../../api/discussion';
import { PagedTable } from '../../components/PagedTable';
import { usePagedQuery } from '../../utils/usePagedQuery';
import { useGroup } from '../../components/group/useGroup';
import { useSession } from '../../stores/session';
import { toast } from '../../utils/feedback';
import DiscussionCard from '../discussion/DiscussionCard';
import { moderationColumns } from '../discussion/moderationColumns';
import DiscussionEditor from '../discussion/DiscussionEditor';
import {
  DiscussionFeed,
  confirmDiscussionDelete,
  discussionMenu,
  useDiscussionEditor,
} from '../discussion/discussionFeed';
import '../discussion/discussion.css';

export default function GroupDiscussions() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { problemID } = useParams();
  const pid = problemID ?? null;
  const { actor } = useSession();
  const g = useGroup();
  const inGroup = g.ref ? { group: g.ref, level: g.level } : null;
  const [view, setView] = useState<'members' | 'admin'>('members');
  const editor = useDiscussionEditor();
  const adminView = view === 'admin' && g.admin;

  const {
    page,
    setPage,
    list,
    table: paged,
  } = usePagedQuery(
    ['group', g.gid, 'discussions', adminView, pid],
    PAGE_SIZES.discussions,
    (q) =>
      adminView
        ? getGroupAdminDiscussionList({ gid: g.gid, ...q })
        : getGroupDiscussionList({ gid: g.gid, ...q, pid: pid ?? undefined }),
    Number.isFinite(g.gid) && g.member,
  );
  const refresh = () => qc.invalidateQueries({ queryKey: ['group', g.gid, 'discussions'] });
  const rightsOf = (d: DiscussionRow) => (inGroup ? discussionRights(actor, d, inGroup) : null);
  const records = list.data?.records ?? [];
  const detailPath = (d: DiscussionRow) => `/group/${g.gid}/discussion-detail/${d.id}`;

  const remove = async (d: DiscussionRow) => {
    try {
      await deleteGroupDiscussion(d.id);
      toast.success(t('Delete_successfully'));
      await refresh();
    } catch {
      // shown by the client
    }
  };
  const confirmRemove = (d: DiscussionRow) => confirmDiscussionDelete(t, () => remove(d));
  /** Top and Shown: the group call takes the whole form, so the post is read first (lists blank its body). */
  const moderate = async (d: DiscussionRow, patch: { topPriority?: boolean; status?: number }) => {
    try {
      const full = await getDiscussionDetail(d.id);
      await updateGroupDiscussion({
        id: full.id,
        title: full.title,
        description: full.description,
        content: full.content,
        ...patch,
      });
      toast.success(t('Update_Successfully'));
      await refresh();
    } catch {
      // shown by the client
    }
  };

  const header = (
    <Card>
      <div className="discussion-head">
        <Space wrap>
          <strong>{pid ? `${t('NavBar_Discussion')} · ${pid}` : t('NavBar_Discussion')}</strong>
          {pid && <Link to={`/group/${g.gid}/discussion`}>{t('General_Discussion')}</Link>}
        </Space>
        <Space wrap>
          {g.admin && (
            <Segmented
              value={view}
              onChange={(v) => {
                setView(v as 'members' | 'admin');
                setPage(1);
              }}
              options={[
                { value: 'members', label: t('Group_Discussion_Member_View') },
                { value: 'admin', label: t('Group_Discussion_Admin_View') },
              ]}
              data-testid="group-discussion-view"
            />
          )}
          {inGroup && canPostDiscussion(actor, inGroup) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={editor.openNew}
              data-testid="discussion-post"
            >
              {pid ? t('Post_Problem_Discussion') : t('Post_Discussion')}
            </Button>
          )}
        </Space>
      </div>
    </Card>
  );

  const cards = records.map((d) => {
    const r = rightsOf(d);
    const menu = discussionMenu(
      t,
      { edit: !!r?.edit, remove: !!r?.remove },
      () => void editor.openEdit(d),
      () => confirmRemove(d),
    );
    return <DiscussionCard key={d.id} d={d} to={detailPath(d)} menu={menu} />;
  });

  const table = (
    <Card style={{ marginTop: 16 }}>
      <PagedTable<DiscussionRow>
        {...paged}
        empty={t('No_Discussion')}
        scroll={{ x: 860 }}
        columns={moderationColumns(t, {
          title: (d) => <Link to={detailPath(d)}>{d.title}</Link>,
          setTop: (d, on) => void moderate(d, { topPriority: on }),
          setShown: (d, on) => void moderate(d, { status: on ? 0 : 1 }),
          remove: (d) => void remove(d),
          testId: 'group',
        })}
      />
    </Card>
  );

  return (
    <div className="discussion-page" data-testid="group-discussions">
      {header}
      {adminView ? table : <DiscussionFeed list={list} cards={cards} page={page} onPage={setPage} />}
      <DiscussionEditor
        {...editor.dialog(pid, refresh)}
        gid={g.gid}
        moderate={
          (editor.editing
            ? rightsOf(editor.editing)
            : inGroup && discussionRights(actor, { uid: actor?.uid ?? '', status: 0 }, inGroup)
          )?.moderate ?? false
        }
      />
    </div>
  );
}
