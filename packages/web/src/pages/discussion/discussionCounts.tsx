// A discussion's counts on a list of posts (the discussion cards, a problem's explanations): its
// comments (where the list shows them), likes and views. An array of spans, not a component, so
// that a Space around them still spaces each one.
import type { ReactNode } from 'react';
import { CommentOutlined, EyeOutlined, LikeOutlined } from '@ant-design/icons';
import type { DiscussionRow } from '../../api/discussion';

export function discussionCounts(d: DiscussionRow, { comments = false } = {}): ReactNode[] {
  return [
    comments && (
      <span key="comments">
        <CommentOutlined /> {d.commentNum}
      </span>
    ),
    <span key="likes">
      <LikeOutlined /> {d.likeNum}
    </span>,
    <span key="views">
      <EyeOutlined /> {d.viewNum}
    </span>,
  ].filter(Boolean);
}
