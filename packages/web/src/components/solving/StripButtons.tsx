// The problem strip of focus mode (site.md §2): one button per problem of the contest or training,
// the current one highlighted, a tick on the caller's accepted ones. The contest strip adds balloons.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';

export interface StripItem {
  /** The id in the route (display id). */
  id: string;
  title: string;
  accepted: boolean;
  /** Drawn before the id (the contest's balloon). */
  mark?: ReactNode;
}

export default function StripButtons({
  items,
  current,
  href,
  testId,
}: {
  items: StripItem[];
  current: string;
  href: (id: string) => string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="contest-problem-strip" data-testid={testId}>
      {items.map((p) => (
        <Tooltip key={p.id} title={p.title}>
          <Button
            size="small"
            type={p.id === current ? 'primary' : 'default'}
            aria-current={p.id === current ? 'page' : undefined}
            onClick={() => navigate(href(p.id))}
          >
            {p.mark}
            {p.id}
            {p.accepted && <CheckOutlined style={{ color: p.id === current ? undefined : '#19be6b' }} />}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
