// What the site's status list and a contest's submissions share above and inside their tables:
// the filters read from the URL (only mine, status, problem, author), the Mine/All switch, the bar
// that sets the rest with its refresh button, and the rows merged with the live status of those still in progress.
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Input, Select, Space, Switch } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STATUS_FILTER_OPTIONS, isInProgress } from '@judge/shared';
import type { Submission, SubmissionRow } from '../../api/submission';
import type { QueryPatch } from '../../utils/useUrlList';
import { statusName } from './StatusTag';

/**
 * The filters in the URL; `mayOnlyMine` false (a guest) ignores "only mine" and leaves it out of the
 * call (site.md §5: the filter needs a login), and "only mine" drops the author.
 */
export function submissionFilters(params: URLSearchParams, mayOnlyMine = true) {
  const onlyMine = params.get('onlyMine') === 'true' && mayOnlyMine;
  const raw = params.get('status');
  const status = raw === null ? undefined : Number(raw);
  const problemID = params.get('problemID') ?? '';
  const username = params.get('username') ?? '';
  return {
    onlyMine,
    status,
    problemID,
    username,
    /** The list call's filter fields. */
    query: {
      onlyMine: mayOnlyMine ? onlyMine : undefined,
      status,
      problemID: problemID || undefined,
      username: onlyMine ? undefined : username || undefined,
    },
  };
}

/** The "only mine" switch: Mine when on, All when off. */
export function OnlyMineSwitch({
  checked,
  onChange,
  testId,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={checked}
      checkedChildren={t('Submission_Mine')}
      unCheckedChildren={t('Submission_All')}
      onChange={onChange}
      data-testid={testId}
    />
  );
}

/** The status select, the problem and author searches and the refresh button, after `lead` (if any) in one wrapping row. */
export function SubmissionFilterBar({
  lead,
  filters,
  update,
  onRefresh,
  width,
  problemDisabled,
  authorDisabled,
}: {
  lead?: ReactNode;
  filters: ReturnType<typeof submissionFilters>;
  update: (patch: QueryPatch) => void;
  onRefresh: () => void;
  /** Of the status select; the searches are 30 px narrower. */
  width: number;
  problemDisabled?: boolean;
  authorDisabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { status, problemID, username } = filters;
  return (
    <Space wrap>
      {lead}
      <Select
        allowClear
        value={status}
        placeholder={t('Status')}
        style={{ width }}
        onChange={(v?: number) => update({ status: v ?? null })}
        options={STATUS_FILTER_OPTIONS.map((s) => ({ value: s, label: statusName(s, i18n.language) }))}
      />
      {(
        [
          ['p', 'problemID', problemID, problemDisabled, 'Enter_Problem_ID'],
          ['u', 'username', username, authorDisabled, 'Enter_Author'],
        ] as const
      ).map(([k, field, value, disabled, placeholder]) => (
        <Input.Search
          allowClear
          key={`${k}-${value}`}
          defaultValue={value}
          disabled={disabled}
          placeholder={t(placeholder)}
          style={{ width: width - 30 }}
          onSearch={(v) => update({ [field]: v.trim() })}
        />
      ))}
      <Button shape="round" icon={<ReloadOutlined />} onClick={onRefresh}>
        {t('Refresh')}
      </Button>
    </Space>
  );
}

/** A page of rows with the live status of those in progress laid over them. */
export function useLiveRows(records: SubmissionRow[] | undefined) {
  const [live, setLive] = useState<Record<string, Submission>>({});
  const rows = useMemo(
    () => (records ?? []).map((r) => ({ ...r, ...(live[String(r.submitId)] ?? {}) }) as SubmissionRow),
    [records, live],
  );
  return {
    rows,
    /** The run ids still in progress. */
    pending: rows.filter((r) => isInProgress(r.status)).map((r) => r.submitId),
    /** Lays new statuses over the rows. */
    merge: (m: Record<string, Submission>) => setLive((cur) => ({ ...cur, ...m })),
    /** Forgets the live statuses (before a refetch). */
    reset: () => setLive({}),
  };
}
