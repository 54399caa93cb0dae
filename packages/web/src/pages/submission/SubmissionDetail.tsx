// Submission detail /submission-detail/:submitID (site.md §2): status banner, error text or stats,
// info table, test points, code with copy, share, wrong-case download. The server decides what is
// visible (hoj-behaviour §5.5); this page shows what it gets.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Result, Space, Spin, Switch, Table, Tooltip } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  JudgeStatus,
  ProblemType,
  formatCodeLength,
  formatMemoryKb,
  formatTimeMs,
  isInProgress,
  judgeStatusInfo,
} from '@judge/shared';
import Markdown from '../../components/Markdown';
import {
  downloadWrongCase,
  getAllCaseResult,
  getSubmissionDetail,
  updateSubmissionShare,
  type Submission,
} from '../../api/submission';
import type { ApiError } from '../../api/http';
import { toast } from '../../utils/feedback';
import { copyText } from '../../utils/clipboard';
import { contentTypeOf } from '../../components/editor/contentType';
import CaseResults from './CaseResults';
import StatusTag, { bannerType, statusName } from '../../components/solving/StatusTag';
import { useSubmissionWatch } from '../../components/solving/useSubmissionWatch';
import '../../components/solving/solving.css';
import { DATE_SECOND } from '../../constants';

const ERROR_STATUSES = new Set<number>([
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
]);
const FENCE: Record<string, string> = {
  'text/x-csrc': 'c',
  'text/x-c++src': 'cpp',
  'text/x-java': 'java',
  'text/x-python': 'python',
  'text/javascript': 'javascript',
  'text/x-go': 'go',
  'text/x-csharp': 'csharp',
  'text/x-ruby': 'ruby',
  'text/x-rustsrc': 'rust',
  'text/x-pascal': 'pascal',
  'text/x-php': 'php',
};

/** The code as a fenced block whose fence is longer than any backtick run inside it. */
const fenced = (code: string, lang: string) => {
  const fence = '`'.repeat(Math.max(3, ...(code.match(/`+/g) ?? []).map((m) => m.length + 1)));
  return `${fence}${lang}\n${code}\n${fence}`;
};

export default function SubmissionDetail() {
  const { t, i18n } = useTranslation();
  const { submitID = '', groupID } = useParams();
  // Inside a group (/group/:groupID/submission-detail/:submitID) the problem link stays in the group.
  const problemBase = groupID ? `/group/${groupID}/problem` : '/problem';
  const id = Number(submitID);
  const qc = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const detail = useQuery({
    queryKey: ['submission-detail', id],
    queryFn: () => getSubmissionDetail(id),
    enabled: id > 0,
    retry: false,
  });
  const s = detail.data?.submission;
  const cases = useQuery({
    queryKey: ['case-result', id, s?.status],
    queryFn: () => getAllCaseResult(id),
    enabled: !!s && !isInProgress(s.status) && s.status !== JudgeStatus.COMPILE_ERROR,
  });
  useSubmissionWatch(s && isInProgress(s.status) ? [id] : [], (m) => {
    const next = m[String(id)];
    if (next && !isInProgress(next.status))
      void qc.invalidateQueries({ queryKey: ['submission-detail', id] });
    else if (next && detail.data)
      qc.setQueryData(['submission-detail', id], {
        ...detail.data,
        submission: { ...detail.data.submission, status: next.status },
      });
  });

  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (detail.isError || !detail.data || !s) {
    const status = (detail.error as ApiError | null)?.status;
    return <Result status={status === 403 ? '403' : '404'} title={detail.error?.message ?? t('No_Data')} />;
  }
  const d = detail.data;
  const info = judgeStatusInfo(s.status);
  const isOI = d.problemType === ProblemType.OI;
  const alertType = bannerType(s.status);

  async function toggleShare(share: boolean) {
    await updateSubmissionShare(id, share, s!.uid);
    toast.success(share ? t('Shared_successfully') : t('Cancel_sharing_successfully'));
    void qc.invalidateQueries({ queryKey: ['submission-detail', id] });
  }

  async function download() {
    setDownloading(true);
    try {
      const left = await downloadWrongCase(id);
      toast.success(t('Download_success'));
      if (left !== null && d.wrongCase)
        qc.setQueryData(['submission-detail', id], { ...d, wrongCase: { ...d.wrongCase, remaining: left } });
    } catch {
      /* shown by the client */
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div data-testid="submission-detail">
      <Alert
        className="status-banner"
        type={alertType}
        showIcon
        data-testid="status-banner"
        title={<span style={{ fontSize: 18, fontWeight: 600 }}>{statusName(s.status, i18n.language)}</span>}
        description={
          ERROR_STATUSES.has(s.status) && s.errorMessage ? (
            <pre data-testid="error-message">{s.errorMessage}</pre>
          ) : (
            <Space wrap size="large">
              <span>
                {t('Submission_Time')}: {formatTimeMs(s.time)}
              </span>
              <span>
                {t('Submission_Memory')}: {formatMemoryKb(s.memory)}
              </span>
              <span>
                {t('Submission_Length')}: {formatCodeLength(s.length)}
              </span>
              <span>
                {t('Submission_Language')}: {s.language}
              </span>
              <span>
                {t('Submission_Author')}: {s.username}
              </span>
            </Space>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Table<Submission>
          rowKey="submitId"
          size="small"
          pagination={false}
          dataSource={[s]}
          scroll={{ x: 800 }}
          columns={[
            { title: t('Run_ID'), dataIndex: 'submitId' },
            {
              title: t('Submit_Time'),
              dataIndex: 'submitTime',
              render: (v: string) => dayjs(v).format(DATE_SECOND),
            },
            {
              title: t('Problem_ID'),
              dataIndex: 'displayPid',
              render: (v: string) => <Link to={`${problemBase}/${encodeURIComponent(v)}`}>{v}</Link>,
            },
            { title: t('Status'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
            { title: t('Submission_Time'), dataIndex: 'time', render: (v: number | null) => formatTimeMs(v) },
            {
              title: t('Submission_Memory'),
              dataIndex: 'memory',
              render: (v: number | null) => formatMemoryKb(v),
            },
            ...(isOI ? [{ title: t('Submission_Score'), dataIndex: 'score' }] : []),
            {
              title: t('Submission_Length'),
              dataIndex: 'length',
              render: (v: number | null) => formatCodeLength(v),
            },
          ]}
        />
      </Card>
      {cases.data && (
        <Card
          title={t('Test_Point_Details')}
          style={{ marginBottom: 16 }}
          extra={
            d.wrongCase?.available ? (
              <Tooltip title={t('Wrong_Case_Remaining', { n: d.wrongCase.remaining })}>
                <Button
                  icon={<DownloadOutlined />}
                  loading={downloading}
                  disabled={d.wrongCase.remaining <= 0}
                  onClick={() => void download()}
                  data-testid="download-wrong-case"
                >
                  {t('Download_Wrong_Case')} ({d.wrongCase.remaining})
                </Button>
              </Tooltip>
            ) : null
          }
        >
          <CaseResults result={cases.data} />
        </Card>
      )}
      {s.code !== null && (
        <Card
          className="code-block"
          style={{ borderLeftColor: info?.rgb }}
          title={t('Submission_Code')}
          extra={
            <Space>
              <Button
                icon={<CopyOutlined />}
                onClick={() => void copyText(s.code ?? '', t)}
                data-testid="copy-code"
              >
                {t('Problem_Copy')}
              </Button>
              {d.canShare && (
                <Switch
                  checked={s.share}
                  checkedChildren={t('Submission_Shared')}
                  unCheckedChildren={t('Submission_Unshared')}
                  onChange={(v) => void toggleShare(v)}
                  data-testid="share-switch"
                />
              )}
            </Space>
          }
        >
          <div data-testid="submission-code">
            <Markdown>{fenced(s.code, FENCE[contentTypeOf(s.language)] ?? '')}</Markdown>
          </div>
        </Card>
      )}
    </div>
  );
}
