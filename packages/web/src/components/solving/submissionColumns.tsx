// Columns every submission table shows the same way (the site's status list and a contest's
// submissions): the run id, the problem, the status, the score, the run's time, memory and code
// length, the language, its author and when it was submitted, in one order; and the table itself,
// with the caller's own rows marked.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, Tooltip, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { formatCodeLength, formatMemoryKb, formatTimeMs } from '@judge/shared';
import { DATE_SECOND } from '../../constants';

interface Measured {
  time: number | null;
  memory: number | null;
  length: number | null;
}

/** The run id. */
function runIdColumn<T extends { submitId: number }>(t: TFunction): ColumnsType<T>[number] {
  return { title: t('Run_ID'), dataIndex: 'submitId', width: 80 };
}

/** The problem: its id (`idOf`, the list's or the contest's) and title, a link to `pathOf`. */
function problemColumn<T extends { title?: string | null }>(
  t: TFunction,
  width: number,
  idOf: (r: T) => ReactNode,
  pathOf: (r: T) => string,
): ColumnsType<T>[number] {
  return {
    title: t('Problem'),
    key: 'problem',
    width,
    render: (_, r) => (
      <Link to={pathOf(r)} className="title-link">
        {idOf(r)} {r.title ?? ''}
      </Link>
    ),
  };
}

/** The score ("--" while there is none). */
function scoreColumn<T extends { score: number | null }>(t: TFunction): ColumnsType<T>[number] {
  return {
    title: t('Submission_Score'),
    dataIndex: 'score',
    width: 70,
    render: (v: number | null) => v ?? '--',
  };
}

/** The language, a link to the submission's detail (`pathOf`). */
function languageColumn<T extends { language: string }>(
  t: TFunction,
  pathOf: (r: T) => string,
  testId?: string,
): ColumnsType<T>[number] {
  return {
    title: t('Submission_Language'),
    dataIndex: 'language',
    width: 120,
    render: (l: string, r) => (
      <Link to={pathOf(r)} data-testid={testId}>
        {l}
      </Link>
    ),
  };
}

/** Time, memory and code length of a run. */
function measureColumns<T extends Measured>(t: TFunction): ColumnsType<T> {
  return [
    {
      title: t('Submission_Time'),
      dataIndex: 'time',
      width: 90,
      render: (v: number | null) => formatTimeMs(v),
    },
    {
      title: t('Submission_Memory'),
      dataIndex: 'memory',
      width: 100,
      render: (v: number | null) => formatMemoryKb(v),
    },
    {
      title: t('Submission_Length'),
      dataIndex: 'length',
      width: 80,
      render: (v: number | null) => formatCodeLength(v),
    },
  ];
}

/** The author (a link to their home). */
function authorColumn<T extends { username: string }>(t: TFunction): ColumnsType<T>[number] {
  return {
    title: t('Submission_Author'),
    dataIndex: 'username',
    width: 120,
    render: (u: string) => <Link to={`/user-home?username=${encodeURIComponent(u)}`}>{u}</Link>,
  };
}

/** When it was submitted: how long ago, the exact time on hover. */
function submitTimeColumn<T extends { submitTime: string | null }>(t: TFunction): ColumnsType<T>[number] {
  return {
    title: t('Submit_Time'),
    dataIndex: 'submitTime',
    width: 130,
    render: (v: string | null) =>
      v ? <Tooltip title={dayjs(v).format(DATE_SECOND)}>{dayjs(v).fromNow()}</Tooltip> : '--',
  };
}

/** What a row of a submission table must carry for every column of `submissionColumns`. */
type SubmissionLike = Measured & {
  submitId: number;
  title?: string | null;
  score: number | null;
  language: string;
  username: string;
  submitTime: string | null;
};

/**
 * The columns of a submission table in the one order both tables keep: run id, problem, status,
 * score (when `score`), time, memory and length, language, the caller's `beforeAuthor` columns,
 * author, submit time.
 */
export function submissionColumns<T extends SubmissionLike>(
  t: TFunction,
  o: {
    problemWidth: number;
    problemId: (r: T) => ReactNode;
    problemPath: (r: T) => string;
    /** How the status cell renders (the lists differ in what a click on it does). */
    renderStatus: (status: number, r: T) => ReactNode;
    score: boolean;
    /** The submission's detail page, the language's link. */
    detailPath: (r: T) => string;
    languageTestId?: string;
    beforeAuthor?: ColumnsType<T>;
  },
): ColumnsType<T> {
  return [
    runIdColumn<T>(t),
    problemColumn<T>(t, o.problemWidth, o.problemId, o.problemPath),
    { title: t('Status'), dataIndex: 'status', width: 170, render: o.renderStatus },
    ...(o.score ? [scoreColumn<T>(t)] : []),
    ...measureColumns<T>(t),
    languageColumn<T>(t, o.detailPath, o.languageTestId),
    ...(o.beforeAuthor ?? []),
    authorColumn<T>(t),
    submitTimeColumn<T>(t),
  ];
}

/** A page of submissions (`rows`, kept live by the caller), the rows of `ownUid` marked as the caller's own. */
export function SubmissionTable<T extends { submitId: number; uid: string }>({
  rows,
  loading,
  columns,
  scrollX,
  ownUid,
  pagination,
}: {
  rows: T[];
  loading: boolean;
  columns: ColumnsType<T>;
  scrollX: number;
  ownUid: string | undefined;
  pagination: TablePaginationConfig;
}) {
  return (
    <Table<T>
      rowKey="submitId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={columns}
      scroll={{ x: scrollX }}
      rowClassName={(r) => (r.uid === ownUid ? 'own-row' : '')}
      pagination={pagination}
    />
  );
}
