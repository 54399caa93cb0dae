import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { CalendarOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getDashboardInfo, getPreviousSession } from '../../api/admin-problem';
import { useSession } from '../../stores/session';

/** Back-office home: user count, contests in the next 14 days, today's submissions, previous login. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const info = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboardInfo });
  const sessionInfo = useQuery({ queryKey: ['admin', 'previous-session'], queryFn: getPreviousSession });
  const s = sessionInfo.data;
  return (
    <div data-testid="admin-dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card loading={info.isLoading}>
            <Statistic
              title={t('Dashboard_User_Num')}
              value={info.data?.userNum ?? 0}
              prefix={<UserOutlined />}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={info.isLoading}>
            <Statistic
              title={t('Dashboard_Recent_Contest')}
              value={info.data?.recentContestNum ?? 0}
              prefix={<CalendarOutlined />}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={info.isLoading}>
            <Statistic
              title={t('Dashboard_Today_Judge')}
              value={info.data?.todayJudgeNum ?? 0}
              prefix={<SendOutlined />}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('Dashboard_Previous_Login')} style={{ marginTop: 16 }} loading={sessionInfo.isLoading}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('Username')}>{user?.username}</Descriptions.Item>
          <Descriptions.Item label={t('Dashboard_Login_Time')}>
            {s ? dayjs(s.gmtCreate).format('YYYY-MM-DD HH:mm:ss') : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('Dashboard_Login_IP')}>{s?.ip ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('Dashboard_Login_UA')}>{s?.userAgent ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
