// The side info card of a group (hoj-ui "Groups" Home): avatar, name, owner, auth (+Hidden),
// created date, number, and the caller's action button.
import { Link } from 'react-router';
import { Card, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import GroupAuthTag from './GroupAuthTag';
import GroupAvatar from './GroupAvatar';
import GroupActions, { type GroupActionsProps } from './GroupActions';

/** Takes what its action button takes. */
export default function GroupInfoCard({ group, level, onChanged }: GroupActionsProps) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [
      'Group_Name',
      <Tooltip title={group.name} key="n">
        {group.name}
      </Tooltip>,
    ],
    ['Group_Owner', <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`}>{group.owner}</Link>],
    ['Group_Auth', <GroupAuthTag auth={group.auth} visible={group.visible} />],
    ['Created_Time', dayjs(group.gmtCreate).format('YYYY-MM-DD')],
    ['Group_Number', group.id],
  ];
  return (
    <Card className="group-side" data-testid="group-info-card">
      <div className="group-side-avatar">
        <GroupAvatar avatar={group.avatar} shortName={group.shortName} auth={group.auth} />
      </div>
      {rows.map(([k, v]) => (
        <div className="group-side-row" key={k}>
          <span>{t(k)}</span>
          <span>{v}</span>
        </div>
      ))}
      <div style={{ marginTop: 16 }}>
        <GroupActions group={group} level={level} onChanged={onChanged} />
      </div>
    </Card>
  );
}
