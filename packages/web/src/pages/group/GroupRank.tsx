// Group rank (groups-accounts-admin.md §2): search, the ACM / OI switch, and the table over the
// group's own submissions: sequence, user with title tag, nickname, AC, total, and rating (ACM) or
// score (OI); 30 a page. The nickname tag colour cycles through 5 by the name's length.
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Grid, Input, Radio, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RankType } from '@judge/shared/schemas/rank';
import { GROUP_RANK_LIMIT } from '@judge/shared/schemas/group';
import { getGroupRank, type RankRow } from '../../api/group';
import { useGroup } from '../../components/group/useGroup';
import UserAvatar from '../../components/UserAvatar';
import { PagedTable } from '../../components/PagedTable';
import { usePagedQuery } from '../../utils/usePagedQuery';

const NICK_COLORS = ['blue', 'green', 'orange', 'red', 'purple'];

export default function GroupRank() {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const g = useGroup();
  const [type, setType] = useState<number>(RankType.ACM);
  const [searchUser, setSearchUser] = useState('');
  const { page, setPage, table } = usePagedQuery(
    ['group', g.gid, 'rank', type, searchUser],
    GROUP_RANK_LIMIT,
    (q) => getGroupRank({ gid: g.gid, type, ...q, searchUser: searchUser || undefined }),
  );
  const oi = type === RankType.OI;
  return (
    <Card
      title={t('Group_Rank')}
      data-testid="group-rank"
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            size="small"
            placeholder={t('Enter_Username')}
            style={{ width: narrow ? 130 : 200 }}
            onSearch={(v) => {
              setPage(1);
              setSearchUser(v.trim());
            }}
          />
          <Radio.Group
            size="small"
            optionType="button"
            value={type}
            onChange={(e) => {
              setPage(1);
              setType(e.target.value as number);
            }}
            options={[
              { value: RankType.ACM, label: 'ACM' },
              { value: RankType.OI, label: 'OI' },
            ]}
            data-testid="group-rank-type"
          />
        </Space>
      }
    >
      <PagedTable<RankRow>
        rowKey="uid"
        {...table}
        scroll={{ x: narrow ? 640 : undefined }}
        columns={[
          { title: '#', key: 'seq', width: 60, render: (_, __, i) => (page - 1) * GROUP_RANK_LIMIT + i + 1 },
          {
            title: t('User'),
            dataIndex: 'username',
            render: (v: string, r) => (
              <Space size={6}>
                <UserAvatar user={r} size={25} />
                <Link to={`/user-home?username=${encodeURIComponent(v)}`}>{v}</Link>
                {r.titleName && <Tag color={r.titleColor ?? undefined}>{r.titleName}</Tag>}
              </Space>
            ),
          },
          {
            title: t('Nickname'),
            dataIndex: 'nickname',
            width: 150,
            render: (v: string | null) =>
              v ? <Tag color={NICK_COLORS[v.length % NICK_COLORS.length]}>{v}</Tag> : null,
          },
          { title: t('AC'), dataIndex: 'ac', width: 80 },
          { title: t('Total'), dataIndex: 'total', width: 80 },
          oi
            ? { title: t('Score'), dataIndex: 'score', width: 90 }
            : {
                title: t('Rating'),
                key: 'rating',
                width: 90,
                render: (_, r) => (r.total ? `${((r.ac / r.total) * 100).toFixed(2)}%` : '0.00%'),
              },
        ]}
      />
    </Card>
  );
}
