// The statement tab: limits with the language multiplier rule, level, tags, markdown sections,
// samples with copy buttons, hint and source.
import { Button, Popover, Space, Tag, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TAG_COLOR,
  OTHER_LANGUAGE_LIMIT_FACTOR,
  ProblemType,
  isPlainLimitProblem,
  oiRankScore,
} from '@judge/shared';
import Markdown from '../../components/Markdown';
import { parseExamples, type ProblemDetail } from '../../api/problem';
import { copyText } from '../../utils/clipboard';
import { DifficultyTag } from './common';

/**
 * "C/C++ 1000MS, Other 2000MS" — plain for CF/GYM remote problems (site.md §9). `plain` is the
 * server's word for it (a contest shows the problem under its display id, which no longer tells).
 */
export function limitText(
  value: number,
  unit: string,
  problemId: string,
  t: (k: string) => string,
  plain?: boolean,
) {
  if (plain ?? isPlainLimitProblem(problemId)) return `${value}${unit}`;
  return `C/C++ ${value}${unit}, ${t('Problem_Other_Languages')} ${value * OTHER_LANGUAGE_LIMIT_FACTOR}${unit}`;
}

/** `hideFacts`: a problem of a running contest, shown without level, author and source. */
export default function Statement({
  detail,
  hideFacts = false,
}: {
  detail: ProblemDetail;
  hideFacts?: boolean;
}) {
  const { t } = useTranslation();
  const p = detail.problem;
  const samples = parseExamples(p.examples);
  const section = (key: string, body: string | null) =>
    body ? (
      <>
        <div className="problem-section-title">{t(key)}</div>
        <Markdown>{body}</Markdown>
      </>
    ) : null;
  return (
    <div data-testid="problem-statement">
      <h2 style={{ fontSize: 22, margin: '4px 0 8px' }} data-testid="problem-title">
        {p.problemId} {p.title}
      </h2>
      <Space wrap>
        {detail.tags.length ? (
          <Popover
            content={
              <Space wrap>
                {detail.tags.map((tag) => (
                  <Tag key={tag.id} color={tag.color || DEFAULT_TAG_COLOR}>
                    {tag.name}
                  </Tag>
                ))}
              </Space>
            }
          >
            <Tag>{t('Problem_Show_Tags')} ▾</Tag>
          </Popover>
        ) : (
          <Tag>{t('Problem_No_Tag')}</Tag>
        )}
        {p.isFileIO && (
          <Tag color="warning">
            {t('Problem_File_IO')}: {p.ioReadFileName} / {p.ioWriteFileName}
          </Tag>
        )}
      </Space>
      <div className="problem-info-box">
        <div>
          {t('Problem_Time_Limit')}: {limitText(p.timeLimit, 'MS', p.problemId, t, p.plainLimits)}
        </div>
        <div>
          {t('Problem_Memory_Limit')}: {limitText(p.memoryLimit, 'MB', p.problemId, t, p.plainLimits)}
        </div>
        {!hideFacts && (
          <div>
            {t('Problem_Level')}: <DifficultyTag value={p.difficulty} />
          </div>
        )}
        {p.type === ProblemType.OI && (
          <>
            <div>
              {t('Problem_Score')}: {p.ioScore}
            </div>
            {!hideFacts && (
              <div>
                {t('Problem_OI_Rank_Score')}: {oiRankScore(p.ioScore, p.difficulty)} (0.1*{t('Problem_Score')}
                +2*{t('Problem_Level')})
              </div>
            )}
          </>
        )}
        {p.author && !hideFacts && (
          <div>
            {t('Problem_Created_By')}: {p.author}
          </div>
        )}
      </div>
      {section('Problem_Description', p.description)}
      {section('Problem_Input', p.input)}
      {section('Problem_Output', p.output)}
      {samples.map((s, i) => (
        <div key={i} className="sample" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {(['input', 'output'] as const).map((k) => (
            <div key={k} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <div className="sample-head">
                <span>
                  {t(k === 'input' ? 'Problem_Sample_Input' : 'Problem_Sample_Output')} {i + 1}
                </span>
                <Tooltip title={t('Problem_Copy')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<CopyOutlined />}
                    onClick={() => void copyText(s[k], t)}
                    data-testid={`copy-sample-${k}-${i + 1}`}
                  />
                </Tooltip>
              </div>
              <pre className="sample-pre">{s[k]}</pre>
            </div>
          ))}
        </div>
      ))}
      {section('Problem_Hint', p.hint)}
      {!hideFacts && section('Problem_Source', p.source)}
    </div>
  );
}
