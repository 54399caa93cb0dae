// Test-point grid (default / stop-at-first-error) or subtask accordion (subtask modes).
import { Collapse, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMemoryKb, formatTimeMs, judgeStatusInfo } from '@judge/shared';
import type { CaseResult, JudgeCase } from '../../api/submission';
import StatusTag, { statusName } from '../../components/solving/StatusTag';

/**
 * One test point. Inside a subtask its own score is hidden: the subtask scores as a whole (its
 * lowest case, or nothing), so "Score: 30" on a passed case of a subtask that scored 0 misled.
 */
function CaseBox({ c, index, showScore = true }: { c: JudgeCase; index: number; showScore?: boolean }) {
  const { t, i18n } = useTranslation();
  const info = judgeStatusInfo(c.status);
  return (
    <Tooltip title={`${statusName(c.status, i18n.language)}${c.userOutput ? `: ${c.userOutput}` : ''}`}>
      <div
        className="case-box"
        style={{ background: info?.rgb ?? '#909399' }}
        data-testid="case-box"
        data-status={c.status}
      >
        <div>
          {t('Test_Point')} #{index}
        </div>
        <div className="case-short">{info?.short || info?.name}</div>
        <div>
          {formatTimeMs(c.time)} / {formatMemoryKb(c.memory)}
        </div>
        {showScore && c.score !== null && c.score !== undefined && (
          <div>
            {t('Submission_Score')}: {c.score}
          </div>
        )}
      </div>
    </Tooltip>
  );
}

export default function CaseResults({ result }: { result: CaseResult }) {
  const { t } = useTranslation();
  if (result.subTaskJudgeCaseVoList) {
    return (
      <Collapse
        data-testid="subtask-list"
        items={result.subTaskJudgeCaseVoList.map((g) => ({
          key: g.groupNum,
          label: (
            <div className="subtask-header" style={{ borderLeftColor: judgeStatusInfo(g.status)?.rgb }}>
              <strong>
                {t('Subtask')} #{g.groupNum}
              </strong>
              <StatusTag status={g.status} />
              <span>
                {t('Submission_Score')}: {g.score}
              </span>
              <span>
                {g.ac}/{g.total}
              </span>
              <span>{formatTimeMs(g.time)}</span>
              <span>{formatMemoryKb(g.memory)}</span>
            </div>
          ),
          children: (
            <div className="case-grid">
              {g.subtaskDetailList.map((c) => (
                <CaseBox key={c.seq} c={c} index={c.seq} showScore={false} />
              ))}
            </div>
          ),
        }))}
      />
    );
  }
  return (
    <div className="case-grid" data-testid="case-grid">
      {(result.judgeCaseList ?? []).map((c) => (
        <CaseBox key={c.seq} c={c} index={c.seq} />
      ))}
    </div>
  );
}
