import { Card, Col, Empty, Row, Spin, Statistic, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { getRecentUpdatedProblems } from '../../api/solving';

/** The two fixed exam dates of site.md §1 (China time), counted down in whole days floored at 0. */
export const EXAMS = [
  { key: 'Exam_CSP_First', at: '2025-09-20T00:00:00+08:00' },
  { key: 'Exam_CSP_Second', at: '2025-11-01T00:00:00+08:00' },
] as const;
export const daysUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((dayjs(iso).valueOf() - now) / 86_400_000));

const Section = ({ title, testId }: { title: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Card title={<span className="home-title">{t(title)}</span>} className="home-card" data-testid={testId}>
      <Empty description={<span className="empty-text">{t('No_Data')}</span>} />
    </Card>
  );
};

/** "Latest Problem" (hoj-ui §3): Problem ID, Title, Recent Update (relative, exact on hover). */
export function LatestProblems() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['recent-updated-problems'], queryFn: getRecentUpdatedProblems });
  const rows = q.data ?? [];
  return (
    <Card
      title={<span className="home-title">{t('Latest_Problem')}</span>}
      className="home-card"
      data-testid="home-latest-problems"
    >
      {q.isLoading ? (
        <Spin style={{ display: 'block' }} />
      ) : rows.length === 0 ? (
        <Empty description={<span className="empty-text">{t('No_Data')}</span>} />
      ) : (
        <table className="home-table">
          <thead>
            <tr>
              <th>{t('Problem_ID')}</th>
              <th>{t('Problem_Title')}</th>
              <th>{t('Recent_Update')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const at = p.gmtModified ?? p.gmtCreate;
              return (
                <tr key={p.id} data-testid="home-latest-problem">
                  <td>
                    <Link to={`/problem/${encodeURIComponent(p.problemId)}`}>{p.problemId}</Link>
                  </td>
                  <td className="home-table-title">
                    <Link to={`/problem/${encodeURIComponent(p.problemId)}`}>{p.title}</Link>
                  </td>
                  <td>
                    {at && (
                      <Tooltip title={dayjs(at).format('YYYY-MM-DD HH:mm:ss')}>{dayjs(at).fromNow()}</Tooltip>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** Home (site.md §1): welcome, announcements, recent contests, exam countdown, 7-day ranking. */
export default function Home() {
  const { t } = useTranslation();
  const { shortName } = useWebsiteConfig();
  return (
    <Row gutter={20} data-testid="home">
      <Col xs={24} md={15}>
        <Card className="home-card home-welcome">
          <h1 className="home-welcome-title">{t('Welcome_to', { name: shortName || 'OJ' })}</h1>
          <p>{t('Login_Home_Tagline')}</p>
        </Card>
        <Section title="Announcement" testId="home-announcements" />
        <LatestProblems />
      </Col>
      <Col xs={24} md={9}>
        <Card title={<span className="home-title">{t('Exam_Countdown')}</span>} className="home-card">
          <Row gutter={10}>
            {EXAMS.map((e) => (
              <Col span={12} key={e.key}>
                <Statistic title={t(e.key)} value={daysUntil(e.at)} suffix={t('Days')} />
              </Col>
            ))}
          </Row>
        </Card>
        <Section title="Recent_Contest" testId="home-recent-contests" />
        <Section title="Recent_7_Days_AC_Rank" testId="home-rank" />
      </Col>
    </Row>
  );
}
