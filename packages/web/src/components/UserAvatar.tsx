// The avatar alone: antd's index also attaches Avatar.Group, and with it Popover, to every page's
// navigation bar, which never shows a group.
import Avatar from 'antd/es/avatar/Avatar';
import { UserOutlined } from '@ant-design/icons';

/** Avatar image, or the username's initials when there is none. */
export default function UserAvatar({
  user,
  size = 30,
}: {
  user: { avatar?: string | null; username?: string } | null | undefined;
  size?: number;
}) {
  if (user?.avatar) return <Avatar src={user.avatar} size={size} alt={user.username} />;
  const initials = (user?.username ?? '').slice(0, 2).toUpperCase();
  return (
    <Avatar size={size} style={{ background: '#409eff' }} icon={initials ? undefined : <UserOutlined />}>
      {initials || null}
    </Avatar>
  );
}
