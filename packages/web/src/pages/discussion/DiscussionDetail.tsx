// A discussion /discussion-detail/:discussionID (site.md §2; hoj-ui "Discussions"): the title with
// its problem button, the meta line (avatar, title tag, role badge, category, views, likes), Report
// and Like, the release time, Edit for the author, the sanitised markdown body, then the comments.
// Also a group's discussion at /group/:groupID/discussion-detail/:discussionID: who may edit is
// policies/discussion.ts discussionRights with the caller's standing in the group.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, Empty, Result, Skeleton, Space, Tooltip } from 'antd';
import {
  EditOutlined,
  EyeOutlined,
  FolderOutlined,
  LikeFilled,
  LikeOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { discussionRights } from '@judge/shared';
import { getDiscussionDetail, likeDiscussion } from '../../api/discussion';
import { ApiError } from '../../api/http';
import Markdown from '../../components/Markdown';
import UserAvatar from '../../components/UserAvatar';
import Comments from '../../components/comment/Comments';
import { useGroup } from '../../components/group/useGroup';
import RoleBadge, { TitleTag } from '../../components/comment/RoleBadge';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import DiscussionEditor from './DiscussionEditor';
import ReportDialog from './ReportDialog';
import './discussion.css';
import { DATE_SECOND } from '../../constants';

export default function DiscussionDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const did = Number(useParams().discussionID);
  const { actor, user, isAuthenticated } = useSession();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [liking, setLiking] = useState(false);

  const detail = useQuery({
    queryKey: ['discussion', did, isAuthenticated],
    queryFn: () => getDiscussionDetail(did),
    enabled: Number.isInteger(did),
    retry: false,
  });
  const d = detail.data;
  // A group discussion is edited inside its group (the caller's standing there is known only on its route).
  const group = useGroup();
  const inGroup =
    d?.gid != null && group.gid === d.gid && group.ref ? { group: group.ref, level: group.level } : null;
  const rights = d && (d.gid == null || inGroup) ? discussionRights(actor, d, inGroup) : null;
  const problemPath = (pid: string) =>
    inGroup
      ? `/group/${group.gid}/problem/${encodeURIComponent(pid)}`
      : `/problem/${encodeURIComponent(pid)}`;

  const needLogin = () => {
    if (isAuthenticated) return false;
    toast.warning(t('Please_login_first'));
    openLoginModal();
    return true;
  };
  const like = async () => {
    if (needLogin() || !d) return;
    setLiking(true);
    try {
      await likeDiscussion(d.id, !d.hasLike);
      if (!d.hasLike) toast.success(t('Like_Successfully'));
      await qc.invalidateQueries({ queryKey: ['discussion', did] });
    } catch {
      // shown by the client
    } finally {
      setLiking(false);
    }
  };

  if (detail.isLoading)
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </Card>
    );
  if (detail.isError || !d) {
    const status = detail.error instanceof ApiError ? detail.error.status : 0;
    return (
      <Card>
        {status === 404 || !Number.isInteger(did) ? (
          <Empty description={t('Discussion_Not_Found')} />
        ) : (
          <Result status="warning" title={detail.error?.message ?? t('Discussion_Load_Failed')} />
        )}
      </Card>
    );
  }

  return (
    <div className="discussion-detail" data-testid="discussion-detail">
      <Card>
        <div className="discussion-detail-title">
          <h1 data-testid="discussion-detail-title">{d.title}</h1>
          {d.pid && (
            <Button size="small" onClick={() => navigate(problemPath(d.pid!))}>
              {t('Go_To_Problem')}
            </Button>
          )}
        </div>
        <div className="discussion-meta discussion-detail-meta">
          <span className="discussion-author">
            <UserAvatar user={{ avatar: d.avatar, username: d.author }} size={26} />
            <Link to={`/user-home?username=${encodeURIComponent(d.author)}`}>{d.author}</Link>
            <TitleTag name={d.titleName} color={d.titleColor} />
            <RoleBadge role={d.role} />
          </span>
          {d.categoryName &&
            (d.gid == null ? (
              <Link to={`/discussion?cid=${d.categoryId}`}>
                <FolderOutlined /> {d.categoryName}
              </Link>
            ) : (
              <span>
                <FolderOutlined /> {d.categoryName}
              </span>
            ))}
          <span data-testid="discussion-views">
            <EyeOutlined /> {d.viewNum}
          </span>
          <span data-testid="discussion-likes">
            <LikeOutlined /> {d.likeNum}
          </span>
          <Tooltip title={dayjs(d.gmtCreate).format(DATE_SECOND)}>
            <span>
              {t('Release_Time')}: {dayjs(d.gmtCreate).fromNow()}
            </span>
          </Tooltip>
        </div>
        <Space wrap style={{ margin: '8px 0 4px' }}>
          <Button
            size="small"
            icon={<WarningOutlined />}
            onClick={() => !needLogin() && setReporting(true)}
            data-testid="discussion-report"
          >
            {t('Report')}
          </Button>
          <Button
            size="small"
            type={d.hasLike ? 'primary' : 'default'}
            icon={d.hasLike ? <LikeFilled /> : <LikeOutlined />}
            loading={liking}
            onClick={like}
            data-testid="discussion-like"
          >
            {d.hasLike ? t('Liked') : t('Like')}
          </Button>
          {rights?.edit && (
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              data-testid="discussion-edit"
            >
              {t('Edit')}
            </Button>
          )}
        </Space>
        <div className="discussion-description">{d.description}</div>
        <div className="discussion-content" data-testid="discussion-content">
          <Markdown>{d.content}</Markdown>
        </div>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Comments did={d.id} groupAdmin={d.gid != null ? !!rights?.moderate : undefined} />
      </Card>
      <DiscussionEditor
        open={editing}
        editing={d}
        pid={d.pid}
        moderate={rights?.moderate}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void qc.invalidateQueries({ queryKey: ['discussion', did] });
        }}
      />
      <ReportDialog
        did={d.id}
        reporter={user?.username ?? ''}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
