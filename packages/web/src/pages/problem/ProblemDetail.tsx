// Problem detail /problem/:problemID (site.md §2): statement | my submissions | annex | explanation
// on the left, the code panel on the right; focus mode shows both full screen.
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Card, Col, Empty, Result, Row, Space, Spin, Tabs, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProblemDetail } from '../../api/problem';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import type { ApiError } from '../../api/http';
import EditorPanel from './EditorPanel';
import MySubmissions from './MySubmissions';
import Statement from './Statement';
import '../../components/solving/solving.css';

function extraFiles(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export default function ProblemDetail() {
  const { t } = useTranslation();
  const { problemID = '' } = useParams();
  const qc = useQueryClient();
  const config = useWebsiteConfig();
  const [focus, setFocus] = useState(false);
  const [tab, setTab] = useState('description');
  const [refreshKey, setRefreshKey] = useState(0);
  const [annex, setAnnex] = useState<string | null>(null);
  const q = useQuery({
    queryKey: ['problem-detail', problemID],
    queryFn: () => getProblemDetail(problemID),
    retry: false,
  });
  const files = useMemo(() => extraFiles(q.data?.problem.userExtraFile ?? null), [q.data]);

  if (q.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (q.isError || !q.data) {
    const status = (q.error as ApiError | null)?.status;
    return <Result status={status === 403 ? '403' : '404'} title={q.error?.message ?? t('No_Data')} />;
  }
  const detail = q.data;
  const names = Object.keys(files);
  const items = [
    { key: 'description', label: t('Problem_Description_Tab'), children: <Statement detail={detail} /> },
    {
      key: 'submissions',
      label: t('My_Submissions'),
      children: (
        <MySubmissions
          problemId={detail.problem.problemId}
          type={detail.problem.type}
          refreshKey={refreshKey}
        />
      ),
    },
    ...(names.length
      ? [
          {
            key: 'annex',
            label: t('Problem_Annex'),
            children: (
              <div>
                <Space wrap>
                  {names.map((n) => (
                    <Tag.CheckableTag key={n} checked={annex === n} onChange={() => setAnnex(n)}>
                      {n}
                    </Tag.CheckableTag>
                  ))}
                </Space>
                {annex && (
                  <pre className="sample-pre" style={{ marginTop: 12 }}>
                    {files[annex]}
                  </pre>
                )}
              </div>
            ),
          },
        ]
      : []),
    ...(config.openPublicDiscussion
      ? [
          {
            key: 'explanation',
            label: t('Problem_Explanation'),
            children: (
              <Empty
                description={
                  <Link to={`/discussion/${encodeURIComponent(detail.problem.problemId)}`}>
                    {t('Problem_Go_Discussion')}
                  </Link>
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div
      className={focus ? 'problem-focus problem-detail-page' : 'problem-detail-page'}
      data-testid="problem-detail"
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card>
            <Tabs activeKey={tab} onChange={setTab} items={items} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <EditorPanel
            key={detail.problem.problemId}
            detail={detail}
            focus={focus}
            onToggleFocus={() => setFocus((f) => !f)}
            onFinished={() => {
              setRefreshKey((k) => k + 1);
              void qc.invalidateQueries({ queryKey: ['problem-detail', problemID] });
            }}
          />
        </Col>
      </Row>
    </div>
  );
}
