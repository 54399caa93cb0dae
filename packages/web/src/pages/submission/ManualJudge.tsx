// Root's status popover on a submission row: manual judge (status + OI score) and cancel
// (site.md §4: not for Judging/Compiling/Compile Error; edit disabled while Pending; cancel not twice).
import { useState } from 'react';
import { Button, InputNumber, Popover, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, MANUAL_JUDGE_OPTIONS } from '@judge/shared';
import { cancelJudge, manualJudge, type Submission } from '../../api/submission';
import { act } from './act';
import { statusName } from '../../components/solving/StatusTag';

export const manualJudgeBlocked = (status: number) =>
  status === JudgeStatus.JUDGING || status === JudgeStatus.COMPILING || status === JudgeStatus.COMPILE_ERROR;

export default function ManualJudge({
  row,
  isOI,
  onDone,
  children,
}: {
  row: { submitId: number; status: number };
  isOI: boolean;
  onDone: (s: Submission) => void;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<number>(JudgeStatus.ACCEPTED);
  const [score, setScore] = useState<number | null>(null);
  if (manualJudgeBlocked(row.status)) return <>{children}</>;
  const content = (
    <Space orientation="vertical" data-testid="manual-judge">
      <Select
        value={status}
        onChange={setStatus}
        style={{ width: 220 }}
        options={MANUAL_JUDGE_OPTIONS.map((s) => ({ value: s, label: statusName(s, i18n.language) }))}
      />
      {isOI && (
        <InputNumber
          min={0}
          value={score}
          onChange={setScore}
          placeholder={t('Submission_Score')}
          style={{ width: 220 }}
        />
      )}
      <Space>
        <Button
          type="primary"
          size="small"
          disabled={row.status === JudgeStatus.PENDING}
          onClick={() =>
            act(manualJudge(row.submitId, status, score ?? undefined), t('Update_Successfully'), onDone)
          }
        >
          {t('Submission_Modify')}
        </Button>
        <Button
          danger
          size="small"
          disabled={row.status === JudgeStatus.CANCELLED}
          onClick={() => act(cancelJudge(row.submitId), t('Cancel_successfully'), onDone)}
        >
          {t('Submission_Cancel_Judge')}
        </Button>
      </Space>
    </Space>
  );
  return (
    <Popover title={t('Submission_Manual_Judge')} content={content} trigger="click">
      <span style={{ cursor: 'pointer' }}>{children}</span>
    </Popover>
  );
}
