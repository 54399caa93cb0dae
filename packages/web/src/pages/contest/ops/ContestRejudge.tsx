// Rejudge tab (site.md §2; hoj-api-paths §1.9): root rejudges every submission of one contest
// problem after a confirmation; the records, cells and boards follow the new verdicts on the server.
import { Button, Card, Popconfirm, Table } from 'antd';
import { toast } from '../../../utils/feedback';
import { RedoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getContestProblems, type ContestProblemRow } from '../../../api/contest';
import { rejudgeContestProblem } from '../../../api/contest-ops';
import { useContest } from '../../../components/contest/context';
import { Balloon } from '../../../components/contest/tags';
import { actionColumn } from '../../../components/actionColumn';

export default function ContestRejudge() {
  const { t } = useTranslation();
  const { cid } = useContest();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const problems = useQuery({
    queryKey: ['contest', cid, 'problems', 'rejudge'],
    queryFn: () => getContestProblems(cid),
  });
  const rejudge = async (p: ContestProblemRow) => {
    setBusy(p.pid);
    try {
      // The server's message counts every submission queued (admins' and late ones too), in the
      // caller's language; the problem's submission count leaves those out.
      const said = await rejudgeContestProblem(cid, p.pid);
      toast.success(said || t('Rejudge_successfully'));
      await qc.invalidateQueries({ queryKey: ['contest', cid] });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card size="small" title={t('Contest_Rejudge')} data-testid="contest-rejudge">
      <Table<ContestProblemRow>
        rowKey="id"
        size="small"
        loading={problems.isLoading}
        dataSource={problems.data ?? []}
        pagination={false}
        scroll={{ x: 480 }}
        locale={{ emptyText: problems.isError ? t('Ops_Load_Failed') : t('No_Data') }}
        columns={[
          {
            title: t('Display_ID'),
            dataIndex: 'displayId',
            render: (v: string, row) => (
              <span>
                <Balloon color={row.color} /> {v}
              </span>
            ),
          },
          { title: t('Title'), dataIndex: 'displayTitle' },
          {
            title: t('Ops_Submissions'),
            dataIndex: 'total',
            render: (v: number | null | undefined) => v ?? '-',
          },
          actionColumn(t, (row) => (
            <Popconfirm
              title={t('Contest_Rejudge_Tips')}
              onConfirm={() => void rejudge(row)}
              okText={t('OK')}
              cancelText={t('Cancel')}
            >
              <Button
                size="small"
                danger
                icon={<RedoOutlined />}
                loading={busy === row.pid}
                data-testid={`rejudge-${row.displayId}`}
              >
                {t('Rejudge')}
              </Button>
            </Popconfirm>
          )),
        ]}
      />
    </Card>
  );
}
