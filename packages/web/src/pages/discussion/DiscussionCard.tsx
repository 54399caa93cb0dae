// One post of a discussion list (the site's /discussion and a group's discussion tab): a "Top" ribbon
// when pinned, the title linking to its detail, an optional action beside it (Go to Problem), the
// Edit/Delete menu the caller's rights allow, the description and the meta line (author with role
// badge, comment/like/view counts, category, release time).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Dropdown, type MenuProps } from 'antd';
import { FolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DiscussionRow } from '../../api/discussion';
import TimeTip from '../../components/TimeTip';
import UserAvatar from '../../components/UserAvatar';
import RoleBadge from '../../components/comment/RoleBadge';
import { discussionCounts } from './discussionCounts';

export interface DiscussionCardProps {
  d: DiscussionRow;
  /** Where the title leads (the site's or the group's detail route). */
  to: string;
  /** The Edit/Delete entries the caller may use; none hides the menu. */
  menu: NonNullable<MenuProps['items']>;
  /** Shown after the title, e.g. the Go to Problem button. */
  action?: ReactNode;
  /** When given, the category is a link that filters the list by it. */
  onCategory?: () => void;
}

export default function DiscussionCard({ d, to, menu, action, onCategory }: DiscussionCardProps) {
  const { t } = useTranslation();
  const category = (
    <>
      <FolderOutlined /> {d.categoryName}
    </>
  );
  const card = (
    <Card className="discussion-card" data-testid={`discussion-${d.id}`}>
      <div className="discussion-card-title">
        <Link to={to} className="title-link">
          {d.title}
        </Link>
        {action}
        {menu.length > 0 && (
          <Dropdown menu={{ items: menu }} trigger={['click']}>
            <Button
              size="small"
              type="text"
              icon={<MoreOutlined />}
              className="discussion-menu"
              data-testid="discussion-menu"
            />
          </Dropdown>
        )}
      </div>
      <div className="discussion-description">{d.description}</div>
      <div className="discussion-meta">
        <span className="discussion-author">
          <UserAvatar user={{ avatar: d.avatar, username: d.author }} size={24} />
          <Link to={`/user-home?username=${encodeURIComponent(d.author)}`}>{d.author}</Link>
          <RoleBadge role={d.role} />
        </span>
        {discussionCounts(d, { comments: true })}
        {d.categoryName && (onCategory ? <a onClick={onCategory}>{category}</a> : <span>{category}</span>)}
        <TimeTip at={d.gmtCreate} />
      </div>
    </Card>
  );
  return (
    <div style={{ marginTop: 16 }}>
      {d.topPriority ? (
        <Badge.Ribbon text={t('Discussion_Top')} color="red">
          {card}
        </Badge.Ribbon>
      ) : (
        card
      )}
    </div>
  );
}
