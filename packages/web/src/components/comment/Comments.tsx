// Comments and replies of a discussion (`did`) or a contest (`cid`) (site.md §4, §5, §6; hoj-ui
// "Discussions"): a comment box (login first, non-empty, at most 10 000 characters), the comments
// newest first with "Load More" by page, each with its newest three replies and "Click to Show All"
// / "Pick up", like toggles, replies to a comment or to a reply, and deletion (with confirmation)
// for the author, admins outside contests and contest admins inside. Every text goes through the
// sanitising markdown renderer.
import { useState } from 'react';
import { Button, Empty, Input, Modal, Skeleton, Space } from 'antd';
import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { INPUT_LIMITS, PAGE_SIZES, canDeleteComment, type Actor } from '@judge/shared';
import { checkCommentContent } from '@judge/shared/schemas/comment';
import {
  addComment,
  addReply,
  deleteComment,
  deleteReply,
  getAllReplies,
  getComments,
  likeComment,
  type CommentSource,
  type CommentVO,
  type ReplyVO,
} from '../../api/comment';
import i18n from '../../i18n';
import Markdown from '../Markdown';
import TimeTip from '../TimeTip';
import UserAvatar from '../UserAvatar';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import RoleBadge, { TitleTag } from './RoleBadge';
import './comment.css';

export interface CommentsProps {
  /** A discussion's comments. */
  did?: number;
  /** A contest's comments (mounted by the contest pages). */
  cid?: number;
  /** The caller administers the contest (deletes any comment there). */
  contestAdmin?: boolean;
  /**
   * On a group's discussion: does the caller moderate it (its group's admins delete any comment
   * there, site admin roles do not); leave it out on the site's discussions.
   */
  groupAdmin?: boolean;
}

/** The text of a comment or reply box checked as the server checks it; a warning when refused. */
function checked(text: string): string | null {
  const r = checkCommentContent(text);
  if (!r.ok) {
    toast.warning(i18n.t(r.issue.key, r.issue.params));
    return null;
  }
  return r.value;
}

export default function Comments({ did, cid, contestAdmin = false, groupAdmin }: CommentsProps) {
  const { t } = useTranslation();
  const { actor, isAuthenticated } = useSession();
  const qc = useQueryClient();
  const src: CommentSource = did != null ? { did } : { cid: cid! };
  const key = ['comments', did ?? null, cid ?? null, isAuthenticated];
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);

  const list = useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => getComments(src, pageParam, PAGE_SIZES.comments),
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZES.comments < last.commentList.total ? pages.length + 1 : undefined,
  });
  const comments = list.data?.pages.flatMap((p) => p.commentList.records) ?? [];
  const likeMap = Object.assign({}, ...(list.data?.pages.map((p) => p.commentLikeMap) ?? [])) as Record<
    string,
    boolean
  >;
  const total = list.data?.pages[0]?.commentList.total ?? 0;
  const refresh = () => qc.invalidateQueries({ queryKey: ['comments', did ?? null, cid ?? null] });
  // Discussion counts (comments) shown elsewhere on the page follow.
  const refreshDiscussion = () => did != null && qc.invalidateQueries({ queryKey: ['discussion', did] });

  const needLogin = () => {
    if (isAuthenticated) return false;
    toast.warning(t('Please_login_first'));
    openLoginModal();
    return true;
  };

  const submit = async () => {
    if (needLogin()) return;
    const content = checked(text);
    if (content == null) return;
    setPosting(true);
    try {
      await addComment(src, content);
      toast.success(t('Comment_Successfully'));
      setText('');
      await refresh();
      refreshDiscussion();
    } catch {
      // the error toast is shown by the client
    } finally {
      setPosting(false);
    }
  };

  return (
    <div className="comments" data-testid="comments">
      <div className="comment-box">
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('Comment_Placeholder')}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={INPUT_LIMITS.commentMax}
          showCount
          data-testid="comment-input"
        />
        <div style={{ textAlign: 'right', marginTop: 28 }}>
          <Button type="primary" loading={posting} onClick={submit} data-testid="comment-submit">
            {t('Comment_Submit')}
          </Button>
        </div>
      </div>
      <h3 className="comments-title" data-testid="comments-total">
        {t('All_Comment')} ({total})
      </h3>
      {list.isLoading ? (
        <Skeleton active avatar />
      ) : list.isError ? (
        <Empty description={t('Comment_Load_Failed')}>
          <Button onClick={() => list.refetch()}>{t('Refresh')}</Button>
        </Empty>
      ) : comments.length === 0 ? (
        <Empty description={t('No_Comment')} />
      ) : (
        comments.map((c) => (
          <CommentItem
            key={c.id}
            c={c}
            src={src}
            liked={!!likeMap[String(c.id)]}
            actor={actor}
            place={cid != null ? { contestAdmin } : groupAdmin !== undefined ? { groupAdmin } : null}
            needLogin={needLogin}
            onChanged={() => {
              void refresh();
              refreshDiscussion();
            }}
          />
        ))
      )}
      {list.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button
            onClick={() => list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            data-testid="comments-more"
          >
            {t('Load_More')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface ItemProps {
  c: CommentVO;
  src: CommentSource;
  liked: boolean;
  actor: Actor | null;
  /** Whose admins delete others' comments here (canDeleteComment). */
  place: { contestAdmin: boolean } | { groupAdmin: boolean } | null;
  needLogin: () => boolean;
  onChanged: () => void;
}

function CommentItem({ c, src, liked, actor, place, needLogin, onChanged }: ItemProps) {
  const { t } = useTranslation();
  const [all, setAll] = useState<ReplyVO[] | null>(null);
  const [replyTo, setReplyTo] = useState<{
    quoteType: 'Comment' | 'Reply';
    quoteId: number;
    name: string;
  } | null>(null);
  const [replyText, setReplyText] = useState('');
  const [busy, setBusy] = useState(false);
  const replies = all ?? c.replyList;

  const like = async () => {
    if (needLogin()) return;
    try {
      await likeComment(src, c.id, !liked);
      if (!liked) toast.success(t('Like_Successfully'));
      onChanged();
    } catch {
      // shown by the client
    }
  };

  const loadAll = async () => {
    try {
      setAll(await getAllReplies(c.id, src.cid));
    } catch {
      // shown by the client
    }
  };

  const sendReply = async () => {
    if (needLogin() || !replyTo) return;
    const content = checked(replyText);
    if (content == null) return;
    setBusy(true);
    try {
      await addReply({
        reply: { commentId: c.id, content },
        did: src.did,
        cid: src.cid,
        quoteId: replyTo.quoteId,
        quoteType: replyTo.quoteType,
      });
      toast.success(t('Reply_Successfully'));
      setReplyText('');
      setReplyTo(null);
      if (all) await loadAll();
      onChanged();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = (tips: string, run: () => Promise<unknown>) =>
    Modal.confirm({
      title: t('Warning'),
      content: t(tips),
      okType: 'danger',
      onOk: async () => {
        await run();
        toast.success(t('Delete_successfully'));
        onChanged();
      },
    });

  return (
    <div className="comment-item" data-testid={`comment-${c.id}`}>
      <UserAvatar user={{ avatar: c.fromAvatar, username: c.fromName }} size={38} />
      <div className="comment-body">
        <div className="comment-head">
          <span className="comment-name">{c.fromName}</span>
          <RoleBadge role={c.fromRole} />
          <TitleTag name={c.fromTitleName} color={c.fromTitleColor} />
          <TimeTip at={c.gmtCreate} className="comment-time" />
        </div>
        <div className="comment-content">
          <Markdown>{c.content}</Markdown>
        </div>
        <div className="comment-actions">
          <button
            type="button"
            className={liked ? 'liked' : undefined}
            onClick={like}
            data-testid="comment-like"
          >
            {liked ? <LikeFilled /> : <LikeOutlined />} {c.likeNum}
          </button>
          <button
            type="button"
            onClick={() => setReplyTo({ quoteType: 'Comment', quoteId: c.id, name: c.fromName })}
            data-testid="comment-reply"
          >
            <MessageOutlined /> {t('Reply')}
          </button>
          {canDeleteComment(actor, c, place) && (
            <button
              type="button"
              onClick={() => confirmDelete('Delete_Comment_Tips', () => deleteComment(src, c))}
              data-testid="comment-delete"
            >
              <DeleteOutlined /> {t('Delete')}
            </button>
          )}
        </div>
        {replies.length > 0 && (
          <div className="reply-list">
            {replies.map((r) => (
              <div className="reply-item" key={r.id} data-testid={`reply-${r.id}`}>
                <UserAvatar user={{ avatar: r.fromAvatar, username: r.fromName }} size={26} />
                <div className="comment-body">
                  <div className="comment-head">
                    <span className="comment-name">{r.fromName}</span>
                    <RoleBadge role={r.fromRole} />
                    <TitleTag name={r.fromTitleName} color={r.fromTitleColor} />
                    {r.toName && r.toUid !== c.fromUid && (
                      <span>
                        {t('Reply')} <span className="comment-name">@{r.toName}</span>
                      </span>
                    )}
                    <span className="comment-time">{dayjs(r.gmtCreate).fromNow()}</span>
                  </div>
                  <div className="comment-content">
                    <Markdown>{r.content}</Markdown>
                  </div>
                  <div className="comment-actions">
                    <button
                      type="button"
                      onClick={() => setReplyTo({ quoteType: 'Reply', quoteId: r.id, name: r.fromName })}
                      data-testid="reply-reply"
                    >
                      <MessageOutlined /> {t('Reply')}
                    </button>
                    {canDeleteComment(actor, r, place) && (
                      <button
                        type="button"
                        onClick={() =>
                          confirmDelete('Delete_Reply_Tips', () =>
                            deleteReply({
                              reply: { id: r.id, commentId: c.id },
                              did: src.did,
                              cid: src.cid,
                            }).then(() => all && loadAll()),
                          )
                        }
                        data-testid="reply-delete"
                      >
                        <DeleteOutlined /> {t('Delete')}
                      </button>
                    )}
                  </div>
                </div>
              </div>
            ))}
            {c.totalReplyNum > c.replyList.length && (
              <div className="reply-more">
                {t('Total_Replies', { count: c.totalReplyNum })}
                {all ? (
                  <button type="button" onClick={() => setAll(null)} data-testid="replies-collapse">
                    {t('Pick_Up')}
                  </button>
                ) : (
                  <button type="button" onClick={loadAll} data-testid="replies-all">
                    {t('Click_To_Show_All')}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
        {replyTo && (
          <div style={{ marginTop: 8 }}>
            <Input.TextArea
              value={replyText}
              onChange={(e) => setReplyText(e.target.value)}
              placeholder={t('Reply_To', { name: replyTo.name })}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={INPUT_LIMITS.commentMax}
              data-testid="reply-input"
            />
            <Space style={{ marginTop: 8 }}>
              <Button
                type="primary"
                size="small"
                loading={busy}
                onClick={sendReply}
                data-testid="reply-submit"
              >
                {t('Reply')}
              </Button>
              <Button size="small" onClick={() => setReplyTo(null)}>
                {t('Cancel')}
              </Button>
            </Space>
          </div>
        )}
      </div>
    </div>
  );
}
