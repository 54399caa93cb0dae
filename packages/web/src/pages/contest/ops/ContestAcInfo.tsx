// AC info tab (site.md §2, §9; hoj-behaviour §5.6): balloons to deliver, each user's first AC per
// problem in contest time with first blood and the balloon colour; unchecked first then by time,
// 20 a page, refreshed every 10 s and at once when a new balloon (or a check by another admin) is
// pushed on the admins' channel; the switch marks a balloon delivered.
import { Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import RefreshedTableCard, { useRefreshedList } from './RefreshedTableCard';
import { AC_INFO_PAGE_SIZE } from '@judge/shared/schemas/contest-ops';
import { checkAcInfo, getContestAcInfo, type ContestAcRecord } from '../../../api/contest-ops';
import { useContest } from '../../../components/contest/context';
import { Balloon, fmtTime } from '../../../components/contest/tags';

export default function ContestAcInfo() {
  const { t } = useTranslation();
  const { cid } = useContest();
  // A first AC is pushed on the admins' channel: its balloon shows without waiting 10 s.
  const { card, refresh } = useRefreshedList(cid, 'ac-info', 'acInfo', AC_INFO_PAGE_SIZE, (page) =>
    getContestAcInfo(cid, page, AC_INFO_PAGE_SIZE),
  );
  const toggle = async (row: ContestAcRecord, checked: boolean) => {
    await checkAcInfo(row.id, cid, checked);
    await refresh();
  };

  return (
    <RefreshedTableCard<ContestAcRecord>
      testId="contest-ac-info"
      title={t('AC_Info')}
      {...card}
      columns={[
        {
          title: t('Problem'),
          dataIndex: 'displayId',
          render: (v: string, row) => (
            <Space size={4}>
              <Balloon color={row.color} />
              <Typography.Text strong>{v}</Typography.Text>
              {row.firstBlood && <Tag color="red">{t('Ops_First_Blood')}</Tag>}
            </Space>
          ),
        },
        { title: t('Username'), dataIndex: 'username' },
        { title: t('RealName'), dataIndex: 'realname', render: (v: string | null) => v ?? '' },
        { title: t('Submit_Time'), dataIndex: 'submitTime', render: (v: string) => fmtTime(v) },
        {
          title: t('Ops_Balloon_Delivered'),
          dataIndex: 'checked',
          render: (v: boolean, row) => (
            <Switch
              checked={v}
              data-testid={`ac-check-${row.id}`}
              checkedChildren={t('Ops_Delivered')}
              unCheckedChildren={t('Ops_Waiting')}
              onChange={(c) => void toggle(row, c)}
            />
          ),
        },
      ]}
    />
  );
}
