// The discussion list /discussion and a problem's /discussion/:problemID (site.md §2; hoj-ui
// "Discussions"): left, the breadcrumb "All (n)" or the category with a search box and one card per
// post (a "Top" ribbon when pinned, title, Go to Problem, description, meta line, an Edit/Delete
// menu); right, the post buttons, Mine ⇄ All, and the category list the super admin edits inline.
// The filters (keyword, cid = category, onlyMine, currentPage) live in the URL; 10 a page.
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb, Button, Card, Col, Input, Row, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZES,
  canDeleteDiscussion,
  canEditDiscussion,
  canEditDiscussionCategories,
} from '@judge/shared';
import {
  deleteDiscussion,
  getDiscussionList,
  upsertCategoryList,
  type DiscussionRow,
} from '../../api/discussion';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import { usePageGutter } from '../../utils/useIsMobile';
import DiscussionCard from './DiscussionCard';
import DiscussionEditor from './DiscussionEditor';
import {
  DiscussionFeed,
  confirmDiscussionDelete,
  discussionMenu,
  useDiscussionCategories,
  useDiscussionEditor,
} from './discussionFeed';
import './discussion.css';

export default function DiscussionList() {
  const { t } = useTranslation();
  const gutter = usePageGutter(16, 16);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { problemID } = useParams();
  const pid = problemID ?? null;
  const { actor, isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const cid = params.get('cid') ? Number(params.get('cid')) : undefined;
  const onlyMine = params.get('onlyMine') === 'true' && isAuthenticated;
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const editor = useDiscussionEditor();

  const setQuery = (next: Record<string, string | number | boolean | undefined>) => {
    const merged: Record<string, string | number | boolean | undefined> = {
      keyword,
      cid,
      onlyMine: onlyMine || undefined,
      currentPage: 1,
      ...next,
    };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== '' && v !== false && !(k === 'currentPage' && v === 1))
        out.set(k, String(v));
    setParams(out);
  };

  const categories = useDiscussionCategories();
  const list = useQuery({
    queryKey: ['discussions', pid, keyword, cid, onlyMine, currentPage, isAuthenticated],
    queryFn: () =>
      getDiscussionList({
        currentPage,
        limit: PAGE_SIZES.discussions,
        keyword: keyword || undefined,
        cid,
        pid: pid ?? undefined,
        onlyMine: onlyMine || undefined,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['discussions'] });
  const category = categories.data?.find((c) => c.id === cid);

  const openCreate = () => {
    if (!isAuthenticated) {
      toast.warning(t('Please_login_first'));
      openLoginModal();
      return;
    }
    editor.openNew();
  };
  const remove = (d: DiscussionRow) =>
    confirmDiscussionDelete(t, async () => {
      await deleteDiscussion(d.id);
      toast.success(t('Delete_successfully'));
      await refresh();
    });

  const records = list.data?.records ?? [];

  return (
    <div className="discussion-page" data-testid="discussion-list">
      <Row gutter={gutter}>
        <Col xs={24} md={18}>
          <Card>
            <div className="discussion-head">
              <Breadcrumb
                items={[
                  {
                    title: (
                      <a onClick={() => setQuery({ cid: undefined })} data-testid="discussion-all">
                        {t('All')} {cid === undefined ? `(${list.data?.total ?? 0})` : ''}
                      </a>
                    ),
                  },
                  ...(pid ? [{ title: <Link to={`/problem/${encodeURIComponent(pid)}`}>{pid}</Link> }] : []),
                  ...(category ? [{ title: `${category.name} (${list.data?.total ?? 0})` }] : []),
                ]}
              />
              <Input.Search
                allowClear
                defaultValue={keyword}
                placeholder={t('Discussion_Search')}
                style={{ maxWidth: 280 }}
                onSearch={(v) => setQuery({ keyword: v.trim() || undefined })}
                data-testid="discussion-search"
              />
            </div>
          </Card>
          <DiscussionFeed
            list={list}
            page={currentPage}
            onPage={(p) => setQuery({ currentPage: p })}
            cards={records.map((d) => (
              <DiscussionCard
                key={d.id}
                d={d}
                to={`/discussion-detail/${d.id}`}
                menu={discussionMenu(
                  t,
                  { edit: canEditDiscussion(actor, d), remove: canDeleteDiscussion(actor, d) },
                  () => void editor.openEdit(d),
                  () => remove(d),
                )}
                action={
                  d.pid && (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => navigate(`/problem/${encodeURIComponent(d.pid!)}`)}
                    >
                      {t('Go_To_Problem')}
                    </Button>
                  )
                }
                onCategory={() => setQuery({ cid: d.categoryId })}
              />
            ))}
          />
        </Col>
        <Col xs={24} md={6}>
          <Card>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Button
                type="primary"
                block
                icon={<PlusOutlined />}
                onClick={openCreate}
                data-testid="discussion-post"
              >
                {pid ? t('Post_Problem_Discussion') : t('Post_Discussion')}
              </Button>
              {isAuthenticated && (
                <Button
                  danger
                  block
                  onClick={() => setQuery({ onlyMine: !onlyMine })}
                  data-testid="discussion-mine"
                >
                  {onlyMine ? t('Discussion_All') : t('Discussion_Mine')}
                </Button>
              )}
              {pid && (
                <>
                  <Button
                    block
                    style={{ color: '#fff', background: '#67c23a' }}
                    onClick={() => navigate('/discussion')}
                  >
                    {t('General_Discussion')}
                  </Button>
                  <Button
                    block
                    style={{ color: '#fff', background: '#e6a23c' }}
                    onClick={() => navigate(`/problem/${encodeURIComponent(pid)}`)}
                  >
                    {t('Go_To_Problem')}
                  </Button>
                </>
              )}
            </Space>
          </Card>
          <CategoryCard
            cid={cid}
            onPick={(id) => setQuery({ cid: id })}
            canEdit={canEditDiscussionCategories(actor)}
            categories={categories.data ?? []}
            loading={categories.isLoading}
            onSaved={() => qc.invalidateQueries({ queryKey: ['discussion', 'categories'] })}
          />
        </Col>
      </Row>
      <DiscussionEditor {...editor.dialog(pid, refresh)} />
    </div>
  );
}

/** The category list; the super admin toggles edit mode, and leaving it saves (site.md §4). */
function CategoryCard({
  cid,
  onPick,
  canEdit,
  categories,
  loading,
  onSaved,
}: {
  cid: number | undefined;
  onPick: (id: number | undefined) => void;
  canEdit: boolean;
  categories: { id: number; name: string }[];
  loading: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id?: number; name: string }[] | null>(null);

  const toggle = async () => {
    if (!editing) {
      setEditing(categories.map((c) => ({ ...c })));
      return;
    }
    const list = editing.filter((c) => c.name.trim() || c.id != null);
    if (list.some((c) => !c.name.trim())) {
      toast.warning(t('Category_Name_Required'));
      return;
    }
    try {
      await upsertCategoryList(list.map((c) => ({ ...c, name: c.name.trim() })));
      toast.success(t('Update_Successfully'));
      setEditing(null);
      onSaved();
    } catch {
      // shown by the client
    }
  };

  return (
    <Card
      style={{ marginTop: 16 }}
      title={t('Discussion_Category')}
      extra={
        canEdit ? (
          <Button size="small" type="link" onClick={toggle} data-testid="category-edit">
            {editing ? t('Save') : t('Edit')}
          </Button>
        ) : null
      }
      loading={loading}
    >
      {editing ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {editing.map((c, i) => (
            <Input
              key={c.id ?? `new-${i}`}
              value={c.name}
              maxLength={255}
              onChange={(e) =>
                setEditing(editing.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
              }
            />
          ))}
          <Button
            block
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => setEditing([...editing, { name: '' }])}
          >
            {t('Add_Category')}
          </Button>
        </Space>
      ) : (
        <div className="category-list">
          <a className={cid === undefined ? 'active' : undefined} onClick={() => onPick(undefined)}>
            {t('All')}
          </a>
          {categories.map((c) => (
            <a
              key={c.id}
              className={cid === c.id ? 'active' : undefined}
              onClick={() => onPick(c.id)}
              data-testid={`category-${c.id}`}
            >
              {c.name}
            </a>
          ))}
        </div>
      )}
    </Card>
  );
}
