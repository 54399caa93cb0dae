// "My submissions" tab of a problem: the caller's submissions, 10 per page.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, ProblemType, formatMemoryKb, formatTimeMs } from '@judge/shared';
import dayjs from 'dayjs';
import { getSubmissionList, type SubmissionRow } from '../../api/submission';
import { useSession } from '../../stores/session';
import StatusTag from '../../components/solving/StatusTag';
import { DATE_SECOND } from '../../constants';

export default function MySubmissions({
  problemId,
  type,
  refreshKey,
}: {
  problemId: string;
  type: number;
  refreshKey: number;
}) {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useSession();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['my-submissions', problemId, page, user?.uid, refreshKey],
    queryFn: () =>
      getSubmissionList({
        onlyMine: true,
        problemID: problemId,
        completeProblemID: true,
        currentPage: page,
        limit: PAGE_SIZES.mySubmissions,
      }),
    enabled: isAuthenticated,
  });
  if (!isAuthenticated) return <Alert type="warning" showIcon title={t('Please_login_first')} />;
  return (
    <Table<SubmissionRow>
      rowKey="submitId"
      size="small"
      loading={q.isLoading}
      dataSource={q.data?.records ?? []}
      pagination={{
        current: page,
        pageSize: PAGE_SIZES.mySubmissions,
        total: q.data?.total ?? 0,
        onChange: setPage,
      }}
      columns={[
        {
          title: t('Submit_Time'),
          dataIndex: 'submitTime',
          render: (v: string) => dayjs(v).format(DATE_SECOND),
        },
        { title: t('Status'), dataIndex: 'status', render: (s: number) => <StatusTag status={s} /> },
        { title: t('Submission_Time'), dataIndex: 'time', render: (v: number | null) => formatTimeMs(v) },
        {
          title: t('Submission_Memory'),
          dataIndex: 'memory',
          render: (v: number | null) => formatMemoryKb(v),
        },
        ...(type === ProblemType.OI ? [{ title: t('Submission_Score'), dataIndex: 'score' }] : []),
        {
          title: t('Submission_Language'),
          dataIndex: 'language',
          render: (l: string, r: SubmissionRow) => <Link to={`/submission-detail/${r.submitId}`}>{l}</Link>,
        },
      ]}
    />
  );
}
