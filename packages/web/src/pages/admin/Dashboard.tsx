import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { CalendarOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getDashboardInfo, getPreviousSession, type DashboardInfo } from '../../api/admin-problem';
import { useSession } from '../../stores/session';
import JudgeServersCard from './judge/JudgeServersCard';
import { DATE_SECOND } from '../../constants';

/** The three counters on top, in order. */
const STATS: { key: keyof DashboardInfo; label: string; icon: ReactNode }[] = [
  { key: 'userNum', label: 'Dashboard_User_Num', icon: <UserOutlined /> },
  { key: 'recentContestNum', label: 'Dashboard_Recent_Contest', icon: <CalendarOutlined /> },
  { key: 'todayJudgeNum', label: 'Dashboard_Today_Judge', icon: <SendOutlined /> },
];

/** Back-office home: user count, contests in the next 14 days, today's submissions, previous login, judge servers. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const info = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboardInfo });
  const sessionInfo = useQuery({ queryKey: ['admin', 'previous-session'], queryFn: getPreviousSession });
  const s = sessionInfo.data;
  return (
    <div data-testid="admin-dashboard">
      <Row gutter={[16, 16]}>
        {STATS.map(({ key, label, icon }) => (
          <Col xs={24} md={8} key={key}>
            <Card loading={info.isLoading}>
              <Statistic title={t(label)} value={info.data?.[key] ?? 0} prefix={icon} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('Dashboard_Previous_Login')} style={{ marginTop: 16 }} loading={sessionInfo.isLoading}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          {/* Short values stay on one line: the long browser string beside them would squeeze
              their column down to a letter or two ("roo" / "t"). */}
          <Descriptions.Item label={t('Username')}>
            <span className="oj-nowrap">{user?.username}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('Dashboard_Login_Time')}>
            <span className="oj-nowrap">{s ? dayjs(s.gmtCreate).format(DATE_SECOND) : '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('Dashboard_Login_IP')}>
            <span className="oj-nowrap">{s?.ip ?? '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('Dashboard_Login_UA')}>{s?.userAgent ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <JudgeServersCard />
    </div>
  );
}
